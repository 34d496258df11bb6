import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store';
import { isoNow, type Org } from '@/server/model';
import { newId } from '@/server/ids';
import type { BaseContext, Handlers } from './context';

type BillingHandlers = Pick<Handlers, 'getBillingCredit' | 'getBillingStatus' | 'getBillingValidation' | 'getBillingCustomer' | 'createBillingSession'>;

/** An organization's billing account; `delinquent_since` '' once paid, absent while nothing was ever set. */
interface AccountRecord {
  kind: 'account';
  org_id: string;
  delinquent_since?: string;
}
interface SessionRecord {
  kind: 'session';
  id: string;
  org_id: string;
  expires_at: number;
}

// seed.ts's demo organization; not imported, since the seed reaches this module through handlers/org.
const DEMO_ORG_ID = 'org-acme';
const demoOrg = { id: DEMO_ORG_ID, name: 'Acme Graph Labs' };
const accountId = (orgId: string) => `account-${orgId}`;
const SESSION_MS = 30 * 60_000;

type Where = { store: Store; config: ServerConfig; org: Org };

/** Since when the organization's payment has failed ('' when it is in good standing). DEMO_DELINQUENT_DAYS sets the demo's until it pays. */
export function delinquentSince({ store, config, org }: Where): string {
  const kept = store.get<AccountRecord>('billing', accountId(org.id))?.delinquent_since;
  if (kept !== undefined) return kept;
  return org.id === demoOrg.id && config.demoDelinquentSince ? config.demoDelinquentSince : '';
}

/** Makes the organization delinquent since `days` ago (null: in good standing). For the test hook and the portal's payment. */
export function setDelinquent(where: Where, days: number | null, now = Date.now()): void {
  const rec: AccountRecord = { kind: 'account', org_id: where.org.id, delinquent_since: days === null ? '' : isoNow(now - days * 86_400_000) };
  where.store.transaction(() => where.store.put('billing', accountId(where.org.id), rec));
}

/** The organization a billing-portal session opened, while it has not expired. */
export function portalSession(store: Store, id: string, now = Date.now()): Org | undefined {
  const s = store.get<SessionRecord>('billing', `session-${id}`);
  if (!s || s.kind !== 'session' || s.expires_at < now) return undefined;
  return { id: s.org_id, name: s.org_id === demoOrg.id ? demoOrg.name : s.org_id };
}

const isDemo = (ctx: BaseContext) => ctx.org.id === demoOrg.id;

export const billingHandlers: BillingHandlers = {
  // The demo organization pays by card with some prepaid credit left; another organization has set up nothing.
  getBillingCredit: (ctx) => (isDemo(ctx) ? 125.4 : 0),
  getBillingStatus: (ctx) => (isDemo(ctx) ? 1 : 0),
  // A failed payment leaves the card on file not valid until it is fixed in the portal.
  getBillingValidation: (ctx) => isDemo(ctx) && delinquentSince(ctx) === '',
  getBillingCustomer: (ctx) =>
    isDemo(ctx)
      ? {
          customer_id: 'cus_demo_acme',
          customer_name: 'Acme Graph Labs',
          customer_email: 'billing@acme.example',
          address: { line1: '1 Analytical Way', city: 'London', state: '', postalCode: 'EC1A 1AA', country: 'GB' },
        }
      : { customer_id: '', customer_name: '', customer_email: '', address: { line1: '', city: '', state: '', postalCode: '', country: '' } },
  createBillingSession: (ctx) => {
    const id = newId('bps');
    ctx.store.put<SessionRecord>('billing', `session-${id}`, { kind: 'session', id, org_id: ctx.org.id, expires_at: ctx.now + SESSION_MS });
    return `/console/billing-portal/${id}`;
  },
};
