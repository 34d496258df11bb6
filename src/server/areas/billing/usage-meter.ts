/**
 * The usage meter of the embedded control plane: when each workspace ran, at which size and HA,
 * with which add-ons on, so that the month's cost can be worked out from its pauses and resizes
 * (the assumed `GET /billing/usage`, companion-operations.md, "Usage"). It follows every change to a
 * workspace inside the change's transaction (Store.watch), so a state is written down when the
 * request that made it is, not when a timer notices. Kept in the `billing` collection, one record
 * per workspace (`usage-<workspace id>`), from the start of the previous month. A deleted
 * workspace's usage is kept for the month's bill, under ids that are not the workspace's or its
 * workgroup's (the purge leaves no trace of them: docs/hardening.md, Holding the line).
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Store } from '@/server/store/store';
import type { UsageEvent, UsageRecord } from '@/server/store/collections';
export type { UsageEvent, UsageRecord } from '@/server/store/collections';
import type { WorkgroupRecord, WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { addons as catalogAddons } from '@/server/catalog';

/**
 * Past this many changes in the kept months, the two oldest become one (the later state, from the earlier
 * time): a workspace resized every minute stays bounded.
 */
export const MAX_EVENTS = 500;
/** An organization keeps at most this many deleted workspaces' usage; the oldest deletions go first. */
export const MAX_DELETED = 200;

const STOPPED = new Set(['paused', 'pausing', 'stopped', 'idle', 'deleting', 'deleted', 'failed']);
const usageId = (workspaceId: string) => `usage-${workspaceId}`;
const opaque = (id: string) => `deleted-${createHash('sha256').update(id).digest('hex').slice(0, 12)}`;

/** The first instant kept: the start of the previous calendar month (UTC). */
export function keptSince(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
}

function addonsOf(ws: WorkspaceRecord): UsageEvent['addons'] {
  return ws.addons
    .filter((a) => a.enable)
    .map((a) => {
      const known = catalogAddons.find((c) => c.id === a.addons_id);
      return { type: known?.unique_name || a.unique_name || a.addons_id, is_free: known?.is_free ?? a.is_free ?? false };
    });
}

/** What a workspace is billed for from now on: a pause is billed no more from the moment it is asked for, a resume from its own. */
export function meterState(ws: WorkspaceRecord, at: number): UsageEvent {
  const target = ws.transition?.status.toLowerCase();
  return {
    at: isoNow(at),
    running: !STOPPED.has(ws.status.toLowerCase()) && !(target && STOPPED.has(target)),
    workspace_type: ws.workspace_type?.typeName ?? '',
    enable_ha: ws.enable_ha,
    addons: addonsOf(ws),
  };
}

const sameState = (a: UsageEvent, b: UsageEvent) =>
  a.running === b.running && a.workspace_type === b.workspace_type && a.enable_ha === b.enable_ha && JSON.stringify(a.addons) === JSON.stringify(b.addons);

function billedBytes(store: Store, ws: WorkspaceRecord): number {
  return store.get('databases', ws.database_id)?.stats.billed_size ?? 0;
}

/** A usage record for a workspace, from its creation, with the first state given. */
export function newUsage(ws: WorkspaceRecord, wg: Pick<WorkgroupRecord, 'name' | 'platform'> | undefined, billed: number, first: UsageEvent): UsageRecord {
  return {
    kind: 'usage',
    org_id: ws.org_id,
    workspace_id: ws.workspace_id,
    name: ws.name,
    workgroup_id: ws.workgroup_id,
    workgroup_name: wg?.name ?? '',
    region: ws.region,
    platform: wg?.platform ?? '',
    created_at: ws.created_at,
    deleted_at: '',
    billed_bytes: billed,
    events: [first],
  };
}

/** Drops what is older than the kept months: events before fold into the one in force at its start. */
function trim(events: UsageEvent[], now: number): UsageEvent[] {
  const since = keptSince(now);
  const out = [...events];
  while (out.length > 1 && Date.parse(out[1]!.at) <= since) out.shift();
  while (out.length > MAX_EVENTS) out.splice(0, 2, { ...out[1]!, at: out[0]!.at });
  return out;
}

function record(store: Store, before: WorkspaceRecord | undefined, after: WorkspaceRecord, now: number): void {
  const wg = store.get('workgroups', after.workgroup_id);
  const kept = usageRecord(store, after.workspace_id);
  const state = meterState(after, now);
  // A workspace from before the meter: what it was is known from its creation, as it was just before this change.
  const rec = kept ?? newUsage(after, wg, billedBytes(store, after), before ? { ...meterState(before, now), at: after.created_at } : state);
  const last = rec.events.at(-1)!;
  const next: UsageRecord = {
    ...rec,
    name: after.name,
    workgroup_name: wg?.name ?? rec.workgroup_name,
    billed_bytes: billedBytes(store, after) || rec.billed_bytes,
    events: sameState(last, state) ? rec.events : trim([...rec.events, state], now),
  };
  if (kept && JSON.stringify(next) === JSON.stringify(kept)) return;
  store.put('billing', usageId(after.workspace_id), next);
}

/** A workspace's usage as kept (`usage-…` ids are the usage records'). */
const usageRecord = (store: Store, workspaceID: string) => store.get('billing', usageId(workspaceID)) as UsageRecord | undefined;

/** A deleted workspace's usage: closed now, and kept under ids that are not its own; the organization's oldest deletions beyond the cap go. */
function close(store: Store, ws: WorkspaceRecord, now: number): void {
  const rec = usageRecord(store, ws.workspace_id) ?? newUsage(ws, undefined, 0, { ...meterState(ws, now), at: ws.created_at });
  store.purge('billing', usageId(ws.workspace_id));
  const id = `${opaque(ws.workspace_id)}-${randomUUID().slice(0, 8)}`;
  store.put('billing', usageId(id), {
    ...rec,
    workspace_id: id,
    workgroup_id: opaque(rec.workgroup_id),
    deleted_at: isoNow(now),
    events: trim(rec.events, now),
  });
  const since = keptSince(now);
  const deleted = store
    .list('billing')
    .filter((r): r is UsageRecord => r.kind === 'usage' && r.org_id === ws.org_id && !!r.deleted_at)
    .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at));
  deleted.forEach((r, i) => {
    if (i >= MAX_DELETED || Date.parse(r.deleted_at) < since) store.purge('billing', usageId(r.workspace_id));
  });
}

/** Follows every change to a workspace from now on. */
export function meterWorkspaces(store: Store): void {
  store.watch('workspaces', (_id, before, after) => {
    const now = Date.now();
    if (after) record(store, before, after, now);
    else if (before) close(store, before, now);
  });
}

/** The organization's usage as kept; a workspace without a record (seeded before the meter) reads as it is now, from its creation. */
export function usageOf(store: Store, orgId: string, now: number): UsageRecord[] {
  const kept = store.list('billing').filter((r): r is UsageRecord => r.kind === 'usage' && r.org_id === orgId);
  const known = new Set(kept.map((r) => r.workspace_id));
  const unmetered = store
    .list('workspaces')
    .filter((w) => w.org_id === orgId && !known.has(w.workspace_id))
    .map((w) => newUsage(w, store.get('workgroups', w.workgroup_id), billedBytes(store, w), { ...meterState(w, now), at: w.created_at }));
  // A live workspace's names and billed size are read now (a rename changes no usage); a deleted one's as last seen.
  const live = kept.map((r) => {
    const ws = r.deleted_at ? undefined : store.get('workspaces', r.workspace_id);
    const wg = ws && store.get('workgroups', ws.workgroup_id);
    return ws ? { ...r, name: ws.name, workgroup_name: wg?.name ?? r.workgroup_name, billed_bytes: billedBytes(store, ws) || r.billed_bytes } : r;
  });
  return [...live, ...unmetered];
}

/** `GET /billing/usage`: the organization's usage as of `now` to the second (the console works the cost out as of this instant, and names its CSV by it). */
export function usageHistory(store: Store, orgId: string, now: number) {
  const asOf = Math.floor(now / 1000) * 1000;
  const workspaces = usageOf(store, orgId, asOf).map(({ kind: _k, org_id: _o, ...r }) => ({
    ...r,
    events: r.events.filter((e) => Date.parse(e.at) <= asOf),
  }));
  return { as_of: isoNow(asOf), since: isoNow(keptSince(asOf)), workspaces };
}

/**
 * The demo's usage this month and last: every workspace ran from its creation; some were paused for
 * two days a week ago, the second of each workgroup was resized up five days ago, and a stopped one
 * was paused two days ago. The last state is the workspace's own, so the meter carries on from it.
 */
export function seedUsage(ws: WorkspaceRecord, wg: Pick<WorkgroupRecord, 'name' | 'platform'>, billed: number, index: number, now: number): UsageRecord {
  const DAY = 86_400_000;
  const current = meterState(ws, now);
  const smaller = ws.workspace_type?.typeName === 'TG-1' ? 'TG-0' : ws.workspace_type?.typeName === 'TG-2' ? 'TG-1' : current.workspace_type;
  const created = Date.parse(ws.created_at);
  const events: UsageEvent[] = [{ ...current, running: true, workspace_type: index % 3 === 1 ? smaller : current.workspace_type, at: ws.created_at }];
  const add = (ago: number, change: Partial<UsageEvent>) => {
    if (now - ago * DAY > created) events.push({ ...events.at(-1)!, ...change, at: isoNow(now - ago * DAY) });
  };
  if (index % 2 === 0) {
    add(9, { running: false });
    add(7, { running: true });
  }
  if (index % 3 === 1) add(5, { workspace_type: current.workspace_type });
  if (!current.running) add(2, { running: false });
  const rec = newUsage(ws, wg, billed, events[0]!);
  return { ...rec, events: trim(events, now).filter((e, i, all) => i === 0 || !sameState(all[i - 1]!, e)) };
}
