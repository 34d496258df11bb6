import { isoNow } from '@/server/model';
import { account, chargeableDefault, saveAccount, type AccountRecord, type CardRecord } from './billing-account';
import { Fail, type BaseContext, type Handlers } from '@/server/kernel/context';

type PaymentHandlers = Pick<Handlers, 'setDefaultCard' | 'removeCard' | 'payInvoice' | 'listInvoices'>;

const label = (c: CardRecord) => `${c.brand} •••• ${c.last4}`;

function findCard(rec: AccountRecord, id: string): CardRecord {
  const card = rec.cards.find((c) => c.id === id);
  if (!card) throw new Fail('Not-Found', `Card ${id} is not on file for this organization`, 'cardID');
  return card;
}

/** A whole number of the query within bounds, or a refusal naming it. */
function part(ctx: BaseContext & { query: URLSearchParams }, name: string, min: number, max: number): number {
  const raw = ctx.query.get(name);
  const n = raw === null || !/^\d{1,4}$/.test(raw) ? Number.NaN : Number(raw);
  if (!(n >= min && n <= max))
    throw new Fail('Bad-Request', `${name} must be a whole number from ${min} to ${max}${raw === null ? '' : `, not "${raw.slice(0, 20)}"`}`, name);
  return n;
}

// Who pays is the owners' decision: declared on the rows (access: 'owner') and decided by server/access/gate.ts.
export const paymentHandlers: PaymentHandlers = {
  listInvoices: (ctx) => account(ctx, ctx.now).invoices,

  setDefaultCard: (ctx) => {
    const rec = account(ctx, ctx.now);
    const card = findCard(rec, ctx.params.cardID);
    if (card.status === 'expired') throw new Fail('Bad-Request', `${label(card)} has expired; add a current card in the billing portal`, 'cardID');
    saveAccount(ctx, { ...rec, default_card_id: card.id });
    return `${label(card)} is now the default card`;
  },

  removeCard: (ctx) => {
    const rec = account(ctx, ctx.now);
    const card = findCard(rec, ctx.params.cardID);
    const wasDefault = rec.default_card_id === card.id;
    saveAccount(ctx, { ...rec, cards: rec.cards.filter((c) => c.id !== card.id), default_card_id: wasDefault ? '' : rec.default_card_id });
    return wasDefault ? `${label(card)} removed; the organization has no default card` : `${label(card)} removed`;
  },

  /**
   * Charges the default card for the invoice of that date and plan. A paid invoice answers true again
   * (nothing is charged twice); a card that cannot be charged is refused (402) saying why, and nothing changes.
   */
  payInvoice: (ctx) => {
    const [year, month, day] = [part(ctx, 'year', 2000, 2999), part(ctx, 'month', 1, 12), part(ctx, 'day', 1, 31)];
    const rec = account(ctx, ctx.now);
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const invoice = rec.invoices.find((i) => i.year === year && i.month === month && i.day === day);
    if (!invoice) throw new Fail('Not-Found', `The organization has no invoice dated ${date}`, 'day');
    // Required, as the vendor declares it: the plan says which of the day's invoices is meant.
    const plan = ctx.query.get('productPlanId');
    if (!plan) throw new Fail('Bad-Request', 'productPlanId is required: the plan of the invoice to pay', 'productPlanId');
    if (invoice.product_plan_id && plan !== invoice.product_plan_id)
      throw new Fail('Bad-Request', `The invoice of ${date} is on plan ${invoice.product_plan_id}, not ${plan.slice(0, 40)}`, 'productPlanId');
    if (invoice.status === 'paid') return true;
    const card = chargeableDefault(rec);
    if (!card) {
      const def = rec.cards.find((c) => c.id === rec.default_card_id);
      const why = def
        ? `the default card, ${label(def)}, was ${def.status}${def.declined_reason ? ` (${def.declined_reason})` : ''}`
        : 'the organization has no default card';
      throw new Fail('Bad-Request', `No valid payment method: ${why}. Make another card the default, or fix it in the billing portal`, 'cardID', 402);
    }
    const paid_at = isoNow(ctx.now);
    const invoices = rec.invoices.map((i) => (i === invoice ? { ...i, status: 'paid' as const, paid_at, attempted_at: paid_at, failure_reason: '' } : i));
    const stillOpen = invoices.some((i) => i.status === 'open');
    saveAccount(ctx, { ...rec, invoices, delinquent_since: stillOpen ? rec.delinquent_since : '' });
    return true;
  },
};
