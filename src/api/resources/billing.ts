import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { flag, num } from '@/api/schemas/read';
import { api, op, rootKey, V } from './define';

/**
 * Billing (vendor-later-operations.md, revision D). The vendor's credit and status reads also take
 * `Authorization: Bearer`: the console sends the owner session token with them when it holds one
 * (`bearerToo`), and a service that refuses them without it is told apart on the screen.
 */
export const billingOperations = {
  getBillingCredit: op({
    sinceRevisionC: true,
    bearerToo: true,
    method: 'GET',
    path: `${V}/billing/credit`,
    auth: 'apiKey',
    resource: 'billing',
    title: 'Get credit balance',
    body: undefined,
    result: num(),
  }),
  getBillingStatus: op({
    sinceRevisionC: true,
    bearerToo: true,
    method: 'GET',
    path: `${V}/billing/status`,
    auth: 'apiKey',
    resource: 'billing',
    title: 'Get payment status',
    body: undefined,
    result: num(),
  }),
  getBillingValidation: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/billing/validation`,
    auth: 'apiKey',
    resource: 'billing',
    title: 'Check payment method',
    body: undefined,
    result: flag(),
  }),
  getBillingCustomer: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/billing/credit-cards`,
    auth: 'apiKey',
    resource: 'billing',
    title: 'Get billing customer',
    body: undefined,
    result: s.BillingCustomer,
  }),
  createBillingSession: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/billing/session`,
    auth: 'apiKey',
    resource: 'billing',
    title: 'Open billing portal',
    body: undefined,
    result: s.RawStringResult,
  }),
};

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
