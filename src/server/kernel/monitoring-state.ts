import type { Store } from '@/server/store/store';
import type { MonitoringRecord, StateEvent } from '@/server/store/collections';
export type { MonitoringRecord, StateEvent } from '@/server/store/collections';
import type { WorkspaceRecord } from '@/server/model';
import { settle } from '@/server/model';
import { DEFAULT_THRESHOLDS } from '@/features/monitoring/alert-threshold';
import type { LoadProfile, WorkspaceState } from './simulation';

/** History is kept this long; events before it fold into one at its start. */
export const KEEP_MS = 8 * 86_400_000;
const MAX_EVENTS = 200;

/** A workspace's thresholds: its own where set, else the vendor's (features/monitoring/alert-threshold.ts). */
export const thresholdsOf = (rec: MonitoringRecord | undefined) => ({ ...DEFAULT_THRESHOLDS, ...rec?.thresholds });

const fallbackType = { typeName: '', cpu: '', memory: '', ha: 1, partition: 1 };
const eventOf = (ws: WorkspaceRecord, at: number): StateEvent => ({
  at,
  status: ws.status,
  type: ws.workspace_type ?? fallbackType,
  replicas: ws.replicas ?? 1,
});
const sameState = (a: StateEvent, b: StateEvent) => a.status === b.status && a.type.typeName === b.type.typeName && a.replicas === b.replicas;

/** The state a workspace was in at time t: the event then in force, else (before any) its first, else what it is now. */
export function stateAt(ws: WorkspaceRecord, rec: MonitoringRecord | undefined, t: number): WorkspaceState {
  const events = rec?.events ?? [];
  let e: StateEvent | undefined = events[0];
  for (const ev of events) if (ev.at <= t) e = ev;
  const base = e ?? eventOf(ws, t);
  return {
    status: base.status,
    type: base.type,
    replicas: base.replicas,
    graphBytes: ws.graph_topology_size_bytes || 0,
    createdAt: Date.parse(ws.created_at) || 0,
  };
}

/**
 * Notes a workspace's state as the plane sees it now; a change from the last one
 * seen is written down (the first change also writes the state it left, from the
 * workspace's creation or the start of the kept history). `seen` is this process's
 * memory of the last state of workspaces that have no record yet.
 */
export function observe(store: Store, raw: WorkspaceRecord, now: number, seen: Map<string, StateEvent>): void {
  const ws = settle(raw, now);
  const current = eventOf(ws, now);
  const rec = store.get('monitoring', ws.workspace_id);
  const last = rec?.events.at(-1) ?? seen.get(ws.workspace_id);
  if (!last) {
    seen.set(ws.workspace_id, { ...current, at: Math.max(Date.parse(ws.created_at) || 0, now - KEEP_MS) });
    return;
  }
  if (sameState(last, current)) return;
  const events = rec?.events.length ? [...rec.events] : [last];
  events.push(current);
  const cutoff = now - KEEP_MS;
  // Events before the kept window fold into the one in force at its start.
  while (events.length > 1 && events[1]!.at <= cutoff) events.shift();
  if (events[0]!.at < cutoff) events[0] = { ...events[0]!, at: cutoff };
  while (events.length > MAX_EVENTS) events.shift();
  store.put('monitoring', ws.workspace_id, {
    workspace_id: ws.workspace_id,
    workgroup_id: ws.workgroup_id,
    org_id: ws.org_id,
    ...rec,
    events,
  });
  seen.delete(ws.workspace_id);
}

export function profileOf(rec: MonitoringRecord | undefined): LoadProfile {
  return rec?.profile ?? 'normal';
}
