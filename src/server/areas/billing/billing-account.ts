/**
 * An organization's billing account in the embedded control plane: its cards, its invoices and
 * since when a payment has failed (vendor-later-operations.md, "Billing"; cards and invoices are
 * assumed there). Kept in the `billing` collection, one record per organization; an organization
 * never written to reads as its default (the demo's cards; DEMO_DELINQUENT_DAYS' failed payment).
 */
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import type { AccountRecord, CardRecord, InvoiceRecord } from '@/server/store/collections';
export type { AccountRecord, CardRecord, InvoiceRecord } from '@/server/store/collections';
import { isoNow, type Org } from '@/server/model';
import { capRefusal } from '@/features/allow-list/guard-rules';
import { demoOrg } from '@/server/access/key-owners';
import { accountId, delinquentSince } from '@/server/kernel/payment-standing';

export const DEMO_ORG_ID = demoOrg.id;
export const DEMO_PLAN = 'plan-standard';
const DAY = 86_400_000;

export type Where = { store: Store; config: ServerConfig; org: Org };

const demoCards = (): CardRecord[] => [
  { id: 'card_demo_visa_4242', brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2028, status: 'valid', declined_reason: '' },
  { id: 'card_demo_mc_4444', brand: 'Mastercard', last4: '4444', exp_month: 3, exp_year: 2029, status: 'valid', declined_reason: '' },
];

/** A month's invoice on the first of the month, settled: the demo's history. */
function paidInvoice(year: number, month: number, amount: number): InvoiceRecord {
  const at = isoNow(Date.UTC(year, month - 1, 1, 6));
  return {
    invoice_id: `in_${year}${String(month).padStart(2, '0')}01`,
    year,
    month,
    day: 1,
    product_plan_id: DEMO_PLAN,
    amount_due: amount,
    status: 'paid',
    attempted_at: at,
    failure_reason: '',
    paid_at: at,
  };
}

/** The invoice whose payment failed `since`: the card on file was declined. */
function failedInvoice(since: string, amount: number): InvoiceRecord {
  const d = new Date(since);
  const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const id = `in_${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  return {
    invoice_id: id,
    year,
    month,
    day,
    product_plan_id: DEMO_PLAN,
    amount_due: amount,
    status: 'open',
    attempted_at: since,
    failure_reason: 'Your card has insufficient funds.',
    paid_at: '',
  };
}

/** The demo organization as seeded: two valid cards, the Visa the default, the last two months paid; `since`: the Visa declined then. */
function demoAccount(orgId: string, since: string, now: number): AccountRecord {
  const d = new Date(now);
  const history = [1, 2].map((back) => {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
    return paidInvoice(m.getUTCFullYear(), m.getUTCMonth() + 1, back === 1 ? 1187.52 : 1093.4);
  });
  const cards = demoCards();
  if (since) Object.assign(cards[0]!, { status: 'declined', declined_reason: 'insufficient funds' });
  return {
    kind: 'account',
    org_id: orgId,
    delinquent_since: since,
    cards,
    default_card_id: cards[0]!.id,
    invoices: since ? [failedInvoice(since, 1264.08), ...history] : history,
  };
}

export function account(where: Where, now = Date.now()): AccountRecord {
  // `account-…` ids are the accounts'.
  const kept = where.store.get('billing', accountId(where.org.id)) as AccountRecord | undefined;
  // Before cards and invoices were kept, an account held only `delinquent_since`.
  if (kept && Array.isArray(kept.cards)) return kept;
  const since = delinquentSince(where);
  if (where.org.id !== DEMO_ORG_ID) return { kind: 'account', org_id: where.org.id, delinquent_since: since, cards: [], default_card_id: '', invoices: [] };
  return demoAccount(where.org.id, since, now);
}

export function saveAccount(where: Pick<Where, 'store'>, rec: AccountRecord): void {
  where.store.put('billing', accountId(rec.org_id), rec);
}

/** The default card, when there is one and it can be charged. */
export function chargeableDefault(rec: AccountRecord): CardRecord | undefined {
  const card = rec.cards.find((c) => c.id === rec.default_card_id);
  return card?.status === 'valid' ? card : undefined;
}

/**
 * Makes the organization's payment fail `days` ago: its default card declined and that day's
 * invoice open. `null` puts it back as it started (for the demo: as seeded, in good standing).
 */
export function setDelinquent(where: Where, days: number | null, now = Date.now()): void {
  const since = days === null ? '' : isoNow(now - days * DAY);
  const rec =
    where.org.id === DEMO_ORG_ID
      ? demoAccount(where.org.id, since, now)
      : { ...account(where, now), delinquent_since: since, invoices: since ? [{ ...failedInvoice(since, 0), product_plan_id: '' }] : [] };
  where.store.transaction(() => saveAccount(where, rec));
}

/** What the billing portal does when the owner pays there: the default card's details are fixed and every open invoice is paid. */
export function settleInPortal(where: Where, now = Date.now()): void {
  const rec = account(where, now);
  const paid_at = isoNow(now);
  const cards = rec.cards.map((c) => (c.id === rec.default_card_id ? { ...c, status: 'valid' as const, declined_reason: '' } : c));
  const invoices = rec.invoices.map((i) => (i.status === 'open' ? { ...i, status: 'paid' as const, paid_at } : i));
  where.store.transaction(() => saveAccount(where, { ...rec, cards, invoices, delinquent_since: '' }));
}

/** A test card added in the portal (the console lists cards; it does not take card numbers); a string: why it was not (the cap). */
export function addPortalCard(where: Where, now = Date.now()): CardRecord | string {
  const rec = account(where, now);
  const full = capRefusal('cardsPerAccount', rec.cards.length);
  if (full) return full;
  const n = rec.cards.length + 1;
  const card: CardRecord = {
    id: `card_${now.toString(36)}_${n}`,
    brand: 'Visa',
    last4: '1881',
    exp_month: 6,
    exp_year: 2030,
    status: 'valid',
    declined_reason: '',
  };
  where.store.transaction(() => saveAccount(where, { ...rec, cards: [...rec.cards, card], default_card_id: rec.default_card_id || card.id }));
  return card;
}
