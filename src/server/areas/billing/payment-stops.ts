/**
 * What a failed payment does once its grace period has passed (vendor-later-operations.md, "After the
 * grace period"): the control plane stops the organization's running workspaces, with the reason on
 * each, and refuses to resume or create one until the invoice is paid. Run on a timer of its own (a
 * read never writes), at start, and when the test hook changes the demo's standing.
 *
 * The data-deletion grace is said (banner, Billing, each stopped workspace's reason) but never acted
 * on here: the embedded plane's data is the user's own demo on disk, and a deletion cannot be undone.
 */
import type { Delinquency } from '@/kernel/delinquency';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import { isoNow, settle, type Org, type WorkspaceRecord } from '@/server/model';
import { auditOf } from '@/server/audit/audit';
import { newRequestId } from '@/server/store/ids';
import { V } from '@/api/define';
import { PAYMENT_STOP, day, pastStopGrace } from '@/server/kernel/payment-standing';

const TICK_MS = 15_000;

function reasonOf(late: Delinquency): string {
  const data = late.deleted ? `its data was due for deletion on ${day(late.deletedAt)}` : `its data is deleted on ${day(late.deletedAt)}`;
  return (
    `Stopped by the control plane: the organization's payment failed on ${day(late.since)} and the ${late.tier} tier's grace period ended on ` +
    `${day(late.stopsAt)}; ${data}. Pay the outstanding invoice (Billing) to resume it.`
  );
}

/** Stops every running workspace of organizations past their stop grace; returns how many. */
export function enforcePaymentStops(store: Store, config: ServerConfig, now = Date.now()): number {
  const byOrg = new Map<string, WorkspaceRecord[]>();
  for (const w of store.list('workspaces')) byOrg.set(w.org_id, [...(byOrg.get(w.org_id) ?? []), w]);
  let stopped = 0;
  for (const [orgId, list] of byOrg) {
    const org: Org = { id: orgId, name: list[0]!.org_name || orgId };
    const late = pastStopGrace({ store, config, org }, now);
    if (!late) continue;
    for (const raw of list) {
      const ws = settle(raw, now);
      if (ws.status !== 'Active' && ws.status !== 'Idle') continue;
      const next: WorkspaceRecord = {
        ...ws,
        status: 'Pausing',
        display_status: 'Pausing',
        condition_type: 'Pausing',
        err_message: reasonOf(late),
        transition: { status: 'Stopped', at: now + config.transitionMs, set: { condition_type: PAYMENT_STOP } },
        last_modified_time: isoNow(now),
        version_number: (ws.version_number ?? 0) + 1,
      };
      const requestId = newRequestId();
      store.transaction(
        () => store.put('workspaces', ws.workspace_id, next),
        () =>
          auditOf(store)?.record({
            org_id: orgId,
            who: 'Control plane (payment overdue)',
            operation: 'pauseWorkspace',
            title: 'Stopped: payment overdue',
            method: 'POST',
            path: `${V}/workgroups/${ws.workgroup_id}/workspaces/${ws.workspace_id}/pause`,
            target: ws.workspace_id,
            request_id: requestId,
            status: 200,
            outcome: 'accepted',
            reason: next.err_message,
            changes: [{ record: `workspaces ${ws.workspace_id}`, kind: 'updated', fields: [{ field: 'status', from: ws.status, to: 'Stopped' }] }],
            via: 'embedded',
          }),
      );
      stopped++;
    }
  }
  return stopped;
}

/** For the test hook only: the demo back in good standing, its workspaces stopped for the payment running again at once. */
/**
 * Lets the organization's stopped workspaces run again. `forget` (the test hook putting the demo back in
 * good standing) also takes the stop out of their monitoring history, so journeys that share the
 * server find the demo's load as seeded (the hot workspace hot) rather than a pause minutes ago.
 */
export function liftPaymentStops(store: Store, orgId: string, now = Date.now(), forget = false): void {
  store.transaction(() => {
    for (const raw of store.list('workspaces')) {
      const ws = settle(raw, now);
      if (ws.org_id !== orgId || (ws.condition_type !== PAYMENT_STOP && raw.transition?.set?.condition_type !== PAYMENT_STOP)) continue;
      const { transition: _t, ...rest } = ws;
      void _t;
      store.put('workspaces', ws.workspace_id, { ...rest, status: 'Active', display_status: 'Active', condition_type: 'Ready', err_message: '' });
      const rec = forget ? store.get('monitoring', ws.workspace_id) : undefined;
      const lastActive = rec ? rec.events.findLastIndex((e) => e.status === 'Active') : -1;
      if (rec && lastActive >= 0) store.put('monitoring', ws.workspace_id, { ...rec, events: rec.events.slice(0, lastActive + 1) });
    }
  });
}

export function startPaymentStops(store: Store, config: ServerConfig): () => void {
  const tick = () => {
    try {
      enforcePaymentStops(store, config);
    } catch (e) {
      console.error(`Payment stops postponed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
