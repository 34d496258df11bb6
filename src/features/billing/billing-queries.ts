import { queryOptions, useMutation } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import type { billingOperations } from './billing-operations';
import { rootKey } from '@/api/define';
import { isApiError } from '@/api/api-error';
import { removeIdempotently } from '@/api/remove';
import type { SetBudgetBody } from './billing-body';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof billingOperations>(() => import('./billing-operations').then((m) => m.billingOperations));

/**
 * Billing (vendor-later-operations.md, revision D). The vendor's credit and status reads also take
 * `Authorization: Bearer`: the console sends the owner session token with them when it holds one
 * (`bearerToo`), and a service that refuses them without it is told apart on the screen.
 */

const key = (what: string) => [...rootKey('billing'), what] as const;

/** Asked once: the billing screen and the payment dialog say at once what could not be read. */
export const billingQueries = {
  credit: () => queryOptions({ queryKey: key('credit'), queryFn: ({ signal }) => api.getBillingCredit({ signal }), retry: false }),
  status: () => queryOptions({ queryKey: key('status'), queryFn: ({ signal }) => api.getBillingStatus({ signal }), retry: false }),
  validation: () => queryOptions({ queryKey: key('validation'), queryFn: ({ signal }) => api.getBillingValidation({ signal }), retry: false }),
  customer: () => queryOptions({ queryKey: key('customer'), queryFn: ({ signal }) => api.getBillingCustomer({ signal }), retry: false }),
};

/** A portal session is a new URL each time: nothing to refresh after it. */
export function useBillingSession() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: [] },
    mutationFn: () => api.createBillingSession({}),
  });
}

/** The assumed invoice list; `null` where the deployment does not offer it (the console then works out the invoice itself). */
export const invoiceQueries = {
  list: () =>
    queryOptions({
      queryKey: key('invoices'),
      queryFn: async ({ signal }) => {
        try {
          return await api.listInvoices({ signal });
        } catch (e) {
          if (isApiError(e) && e.notOffered) return null;
          throw e;
        }
      },
      retry: false,
    }),
};

/** The assumed usage history (when each workspace ran, at which size); `null` where the deployment does not offer it. */
export const usageQueries = {
  history: () =>
    queryOptions({
      queryKey: key('usage'),
      queryFn: async ({ signal }) => {
        try {
          return await api.getUsageHistory({ signal });
        } catch (e) {
          if (isApiError(e) && e.notOffered) return null;
          throw e;
        }
      },
      retry: false,
    }),
};

// Which card pays changes the payment method's check and, once paid, the organization's standing.
export function useSetDefaultCard() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['billing'] },
    mutationFn: (cardID: string) => api.setDefaultCard({ params: { cardID } }),
  });
}

export function useRemoveCard() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['billing'] },
    mutationFn: (cardID: string) => removeIdempotently(() => api.removeCard({ params: { cardID } })),
  });
}

/** Paying clears `delinquent_since` (the banner, with the header's `org`) and lets stopped workspaces resume. */
export function usePayInvoice() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['billing', 'org', 'workspaces', 'workgroups'] },
    mutationFn: (query: Record<string, string>) => api.payInvoice({ query }),
  });
}

/** The assumed monthly budget; `null` where the deployment does not offer budgets (404/405): the screen says so and offers nothing. */
export const budgetQueries = {
  get: () =>
    queryOptions({
      queryKey: key('budget'),
      queryFn: async ({ signal }) => {
        try {
          return await api.getBudget({ signal });
        } catch (e) {
          if (isApiError(e) && e.notOffered) return null;
          throw e;
        }
      },
      retry: false,
    }),
};

/** Owners set the budget; the billing reads (the budget's among them) are read again after. */
export function useSetBudget() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['billing'] },
    mutationFn: (body: SetBudgetBody) => api.setBudget({ body }),
  });
}
