/**
 * An organization's payment standing, as the areas that act on it read it: since when its payment
 * has failed (the organization's answer, billing's screens), and whether its workspaces are past the
 * stop grace (workspaces refuse to resume or be created; billing's timer stops them:
 * areas/billing/payment-stops.ts). The account itself (cards, invoices) is billing's.
 */
import { delinquency, type Delinquency } from '@/kernel/delinquency';
import type { AccountRecord } from '@/server/store/collections';
import type { WorkspaceRecord } from '@/server/model';
import { demoOrg } from '@/server/access/key-owners';
import { Fail, type BaseContext } from './context';
import { orgRecord } from './quota';

export const PAYMENT_STOP = 'PaymentOverdue';
export const accountId = (orgId: string) => `account-${orgId}`;
export const day = (d: Date) => d.toISOString().slice(0, 10);

type Where = Pick<BaseContext, 'store' | 'config' | 'org'>;

/**
 * Since when the organization's payment has failed ('' when it is in good standing): what its account
 * keeps, else the demo's DEMO_DELINQUENT_DAYS until it pays.
 */
export function delinquentSince(where: Where): string {
  const kept = where.store.get('billing', accountId(where.org.id)) as AccountRecord | undefined;
  return kept?.delinquent_since ?? (where.org.id === demoOrg.id ? (where.config.demoDelinquentSince ?? '') : '');
}

/** The organization's failed payment, when its workspaces are past the stop grace. */
export function pastStopGrace(where: Where, now: number): Delinquency | undefined {
  const since = delinquentSince(where);
  const late = since ? delinquency(since, orgRecord(where as BaseContext).tier, new Date(now)) : undefined;
  return late?.stopped ? late : undefined;
}

/** Refuses to run a workspace (resume, create) while the organization is past its stop grace: 409 naming `status`. */
export function assertMayRun(ctx: BaseContext, action: string): void {
  const late = pastStopGrace(ctx, ctx.now);
  if (!late) return;
  throw new Fail(
    'Bad-Request',
    `Cannot ${action}: the organization's payment failed on ${day(late.since)} and its workspaces are stopped until the outstanding invoice is paid (Billing)`,
    'status',
    409,
  );
}

/** A workspace resumed after the payment: the reason it was stopped goes. */
export function clearPaymentStop(ws: WorkspaceRecord): WorkspaceRecord {
  return ws.condition_type === PAYMENT_STOP ? { ...ws, err_message: '' } : ws;
}
