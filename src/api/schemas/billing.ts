import { object, text, type Read } from './read';

/** `GET /billing/credit-cards` (revision D): the organization's customer record. */
export const BillingCustomer = object({
  customer_id: text(),
  customer_name: text(),
  customer_email: text(),
  address: object({ line1: text(), city: text(), state: text(), postalCode: text(), country: text() }),
});
export type BillingCustomer = Read<typeof BillingCustomer>;
