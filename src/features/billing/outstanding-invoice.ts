import type { BillingCard, Invoice } from './billing-schema';

/**
 * Which invoice "Pay now" settles (vendor-later-operations.md, "The outstanding invoice"): the newest
 * open one the service lists (the assumed `GET /billing/invoices`), else, where it lists none, the one
 * dated the day the payment failed on the plan named after the tier, said to be a guess.
 */
export interface InvoiceToPay {
  year: number;
  month: number;
  day: number;
  /** '' when not known: the service requires it, so the console then offers the billing portal instead. */
  productPlanId: string;
  amountDue: number | null;
  /** true: the deployment lists no invoices, so the date and plan were worked out from `delinquent_since`. */
  guessed: boolean;
  /** `2026-11-22`: the invoice's date as the service names it. */
  date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `invoices` null: the deployment does not offer the list. */
export function invoiceToPay(
  invoices: readonly Invoice[] | null | undefined,
  delinquentSince: string | undefined,
  tier: string | undefined,
): InvoiceToPay | undefined {
  const open = (invoices ?? []).find((i) => i.status.toLowerCase() === 'open' && i.year !== null && i.month !== null && i.day !== null && i.invoice_id !== '');
  if (open) {
    const { year, month, day } = open as { year: number; month: number; day: number };
    return { year, month, day, productPlanId: open.product_plan_id, amountDue: open.amount_due, guessed: false, date: `${year}-${pad(month)}-${pad(day)}` };
  }
  if (invoices && invoices.length > 0 && !delinquentSince) return undefined;
  const at = delinquentSince ? new Date(Date.parse(delinquentSince)) : undefined;
  if (!at || Number.isNaN(at.getTime())) return undefined;
  const [year, month, day] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
  const plan = tier?.trim() ? `plan-${tier.trim().toLowerCase()}` : '';
  return { year, month, day, productPlanId: plan, amountDue: null, guessed: true, date: `${year}-${pad(month)}-${pad(day)}` };
}

/** The query of `POST /billing/payment/invoice`. */
export function invoiceQuery(i: InvoiceToPay): Record<string, string> {
  const q: Record<string, string> = { year: String(i.year), month: String(i.month), day: String(i.day) };
  if (i.productPlanId) q.productPlanId = i.productPlanId;
  return q;
}

/** "Visa •••• 4242 (expires 12/2028)". */
export function cardLabel(c: Pick<BillingCard, 'brand' | 'last4' | 'exp_month' | 'exp_year' | 'id'>): string {
  const name = [c.brand || 'Card', c.last4 ? `•••• ${c.last4}` : c.id].filter(Boolean).join(' ');
  return c.exp_month !== null && c.exp_year !== null ? `${name} (expires ${pad(c.exp_month)}/${c.exp_year})` : name;
}

/**
 * Why a payment did not go through, when the service answered `false` rather than an error: the
 * payment method's check (`GET /billing/validation`) and the card the console knows to be the default.
 */
export function whyNotPaid(valid: boolean | undefined, cards: readonly BillingCard[] | undefined): string {
  const def = cards?.find((c) => c.is_default);
  if (cards && !def) return 'The organization has no default card: make a card the default, then pay again.';
  if (def && def.status && def.status.toLowerCase() !== 'valid')
    return `The default card, ${cardLabel(def)}, is ${def.status}${def.declined_reason ? ` (${def.declined_reason})` : ''}: make another card the default, or fix it in the billing portal.`;
  if (valid === false) return 'The service says the organization has no valid payment method: make a valid card the default, or fix it in the billing portal.';
  return 'The service did not say why. Try again, or pay in the billing portal.';
}
