import * as s from '@/api/schemas/responses';
import { flag, num } from '@/api/schemas/read';
import { op, V } from '@/api/resources/define';

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
