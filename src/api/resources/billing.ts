import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from './api-ref';
import { rootKey } from './define';
/**
 * Billing (vendor-later-operations.md, revision D). The vendor's credit and status reads also take
 * `Authorization: Bearer`: the console sends the owner session token with them when it holds one
 * (`bearerToo`), and a service that refuses them without it is told apart on the screen.
 */

const key = (what: string) => [...rootKey('billing'), what] as const;

export const billingQueries = {
  credit: () => queryOptions({ queryKey: key('credit'), queryFn: ({ signal }) => api.getBillingCredit({ signal }) }),
  status: () => queryOptions({ queryKey: key('status'), queryFn: ({ signal }) => api.getBillingStatus({ signal }) }),
  validation: () => queryOptions({ queryKey: key('validation'), queryFn: ({ signal }) => api.getBillingValidation({ signal }) }),
  customer: () => queryOptions({ queryKey: key('customer'), queryFn: ({ signal }) => api.getBillingCustomer({ signal }) }),
};

/** A portal session is a new URL each time: nothing to refresh after it. */
export function useBillingSession() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: [] },
    mutationFn: () => api.createBillingSession({}),
  });
}
