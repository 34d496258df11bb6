import { describe, expect, it } from 'vitest';
import { cardLabel, invoiceQuery, invoiceToPay, whyNotPaid } from './outstanding-invoice';
import type { BillingCard, Invoice } from './billing-schema';

const inv = (over: Partial<Invoice>): Invoice => ({
  invoice_id: 'in_1',
  year: 2026,
  month: 11,
  day: 22,
  product_plan_id: 'plan-standard',
  amount_due: 1264.08,
  status: 'open',
  attempted_at: '',
  failure_reason: '',
  paid_at: '',
  ...over,
});
const card = (over: Partial<BillingCard>): BillingCard => ({
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  exp_month: 3,
  exp_year: 2029,
  is_default: true,
  status: 'valid',
  declined_reason: '',
  ...over,
});

describe('the invoice Pay now settles', () => {
  it('is the open one the service lists, not a paid one', () => {
    const pick = invoiceToPay([inv({ invoice_id: 'in_0', status: 'paid', day: 1 }), inv({})], '2026-11-22T10:00:00Z', 'Standard');
    expect(pick).toMatchObject({ date: '2026-11-22', productPlanId: 'plan-standard', amountDue: 1264.08, guessed: false });
    expect(invoiceQuery(pick!)).toEqual({ year: '2026', month: '11', day: '22', productPlanId: 'plan-standard' });
  });

  it('where the deployment lists no invoices, is the day the payment failed (UTC) on the plan named after the tier, said to be guessed', () => {
    const pick = invoiceToPay(null, '2026-03-01T23:30:00-05:00', 'Paid');
    expect(pick).toMatchObject({ year: 2026, month: 3, day: 2, productPlanId: 'plan-paid', amountDue: null, guessed: true });
    // An unknown tier leaves the plan out: the service decides.
    expect(invoiceQuery(invoiceToPay(null, '2026-03-01T10:00:00Z', undefined)!)).toEqual({ year: '2026', month: '3', day: '1' });
  });

  it('is nothing when the organization is in good standing and nothing is open', () => {
    expect(invoiceToPay([inv({ status: 'paid' })], '', 'Standard')).toBeUndefined();
    expect(invoiceToPay(null, undefined, 'Standard')).toBeUndefined();
    expect(invoiceToPay(null, 'not a date', 'Standard')).toBeUndefined();
  });
});

describe('why a payment did not go through', () => {
  it('names the declined default card, a missing default, or the failed check', () => {
    expect(whyNotPaid(false, [card({ status: 'declined', declined_reason: 'insufficient funds' })])).toBe(
      'The default card, Visa •••• 4242 (expires 03/2029), is declined (insufficient funds): make another card the default, or fix it in the billing portal.',
    );
    expect(whyNotPaid(false, [card({ is_default: false })])).toContain('no default card');
    expect(whyNotPaid(false, undefined)).toContain('no valid payment method');
    expect(whyNotPaid(true, [card({})])).toContain('did not say why');
  });

  it('labels a card by brand, last four digits and expiry, or by its id', () => {
    expect(cardLabel(card({ exp_month: null, exp_year: null, last4: '', brand: '' }))).toBe('Card card_1');
  });
});
