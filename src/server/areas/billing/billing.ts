import type { SessionRecord } from '@/server/store/collections';
import type { Org } from '@/server/model';
import { usageHistory } from './usage-meter';
import { newId } from '@/server/store/ids';
import { account, chargeableDefault, DEMO_ORG_ID, type Where } from './billing-account';
import type { BaseContext, Handlers } from '@/server/kernel/context';
import { CAPS } from '@/features/allow-list/guard-rules';

export { setDelinquent } from './billing-account';

type BillingHandlers = Pick<
  Handlers,
  'getBillingCredit' | 'getBillingStatus' | 'getBillingValidation' | 'getBillingCustomer' | 'createBillingSession' | 'getUsageHistory'
>;

const demoOrg = { id: DEMO_ORG_ID, name: 'Acme Graph Labs' };
const SESSION_MS = 30 * 60_000;

/** The organization a billing-portal session opened, and who opened it, while it has not expired. */
export function portalSession(store: Where['store'], id: string, now = Date.now()): (Org & { who: string }) | undefined {
  const s = store.get('billing', `session-${id}`);
  if (!s || s.kind !== 'session' || s.expires_at < now) return undefined;
  return { id: s.org_id, name: s.org_id === demoOrg.id ? demoOrg.name : s.org_id, who: s.who || 'An owner' };
}

const isDemo = (ctx: BaseContext) => ctx.org.id === demoOrg.id;

export const billingHandlers: BillingHandlers = {
  // The demo organization pays by card with some prepaid credit left; another organization has set up nothing.
  getBillingCredit: (ctx) => (isDemo(ctx) ? 125.4 : 0),
  getBillingStatus: (ctx) => (account(ctx, ctx.now).cards.length > 0 ? 1 : 0),
  // Valid while the default card can be charged: a declined or expired default, or none, is not.
  getBillingValidation: (ctx) => chargeableDefault(account(ctx, ctx.now)) !== undefined,
  getBillingCustomer: (ctx) => {
    const rec = account(ctx, ctx.now);
    // Assumed besides the vendor's record: the cards on file (vendor-later-operations.md, "Cards").
    const cards = rec.cards.map((c) => ({ ...c, is_default: c.id === rec.default_card_id }));
    return isDemo(ctx)
      ? {
          customer_id: 'cus_demo_acme',
          customer_name: 'Acme Graph Labs',
          customer_email: 'billing@acme.example',
          address: { line1: '1 Analytical Way', city: 'London', state: '', postalCode: 'EC1A 1AA', country: 'GB' },
          cards,
        }
      : { customer_id: '', customer_name: '', customer_email: '', address: { line1: '', city: '', state: '', postalCode: '', country: '' }, cards };
  },
  createBillingSession: (ctx) => {
    // Sessions are kept until they expire: the expired go now, and past the cap the oldest open one makes way.
    const open = ctx.store
      .list('billing')
      .filter((s): s is SessionRecord => s.kind === 'session' && s.org_id === ctx.org.id)
      .sort((a, b) => a.expires_at - b.expires_at);
    for (const [i, s] of open.entries())
      if (s.expires_at < ctx.now || open.length - i >= CAPS.billingSessionsPerOrganization.max) ctx.store.delete('billing', `session-${s.id}`);
    const id = newId('bps');
    ctx.store.put('billing', `session-${id}`, {
      kind: 'session',
      id,
      org_id: ctx.org.id,
      expires_at: ctx.now + SESSION_MS,
      who: ctx.who ?? '',
    });
    return `/console/billing-portal/${id}`;
  },
  // To the second: the console works the cost out as of this instant, and its CSV is named by it.
  getUsageHistory: (ctx) => usageHistory(ctx.store, ctx.org.id, ctx.now),
};
