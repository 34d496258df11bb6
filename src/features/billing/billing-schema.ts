import { flag, list, num, object, optional, text, type Read } from '@/api/schemas/read';

/**
 * A card on file. Assumed (vendor-later-operations.md, "Cards"): the reference lists no cards,
 * yet its card operations take a `cardID`.
 */
export const BillingCard = object(
  { id: text(), brand: text(), last4: text(), exp_month: num(), exp_year: num(), is_default: flag(), status: text(), declined_reason: text() },
  { key: 'id', keyless: 'keep' },
);
export type BillingCard = Read<typeof BillingCard>;

/** `GET /billing/credit-cards` (revision D): the organization's customer record; `cards` undefined when the service does not list them. */
export const BillingCustomer = object({
  customer_id: text(),
  customer_name: text(),
  customer_email: text(),
  address: object({ line1: text(), city: text(), state: text(), postalCode: text(), country: text() }),
  cards: optional(list(BillingCard)),
});
export type BillingCustomer = Read<typeof BillingCustomer>;

/** The assumed `GET /billing/invoices` (companion-operations.md, "Invoice"). */
export const Invoice = object(
  {
    invoice_id: text(),
    year: num(),
    month: num(),
    day: num(),
    product_plan_id: text(),
    amount_due: num(),
    status: text(),
    attempted_at: text(),
    failure_reason: text(),
    paid_at: text(),
  },
  { key: 'invoice_id', keyless: 'keep' },
);
export type Invoice = Read<typeof Invoice>;
export const InvoiceList = list(Invoice);

/** One state of a workspace's usage, in force from `at` until the next one (the assumed `GET /billing/usage`). */
export const UsageEvent = object({
  at: text(),
  running: flag(),
  workspace_type: text(),
  enable_ha: flag(),
  addons: list(object({ type: text(), is_free: flag() })),
});
export type UsageEvent = Read<typeof UsageEvent>;

export const WorkspaceUsage = object(
  {
    workspace_id: text(),
    name: text(),
    workgroup_id: text(),
    workgroup_name: text(),
    region: text(),
    platform: text(),
    created_at: text(),
    deleted_at: text(),
    billed_bytes: num(),
    events: list(UsageEvent),
  },
  { key: 'workspace_id', keyless: 'keep' },
);
export type WorkspaceUsage = Read<typeof WorkspaceUsage>;

/** The organization's usage from `since` (the previous month's start) to `as_of` (to the second). */
export const UsageHistory = object({ as_of: text(), since: text(), workspaces: list(WorkspaceUsage) });
export type UsageHistory = Read<typeof UsageHistory>;

/** The assumed `GET`/`PUT /billing/budget` (companion-operations.md, "Budgets"): `monthly_usd` null while none is set. */
export const BillingBudget = object({ monthly_usd: num(), notify_at_percent: list(num()), updated_at: text(), updated_by: text() });
export type BillingBudget = Read<typeof BillingBudget>;
