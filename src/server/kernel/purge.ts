import { restoreRunning, settle, type DatabaseRecord, type RestoreRecord, type WorkgroupRecord, type WorkspaceRecord } from '@/server/model';
import { deletionProtectionRefusal, restoreRunningRefusal, type HeldByRestore } from '@/kernel/lifecycle-rules';
import type { Collection, Store } from '@/server/store/store';
import type { Collections } from '@/server/store/collections';
import { Fail, type BaseContext } from './context';

/**
 * What a deletion takes with it. Each record is purged (store.purge): gone
 * from the state at once and from the disk, the kept previous snapshot
 * included, at the compaction that follows.
 */

const where = <C extends Collection>(store: Store, c: C, keep: (r: Collections[C]) => boolean) => store.list(c).filter(keep);

/** A workspace, its resize schedules, its backups, restore jobs and backup schedule, and its line in its database's statistics. */
export function purgeWorkspace(store: Store, ws: WorkspaceRecord): void {
  for (const s of where(store, 'schedules', (s) => s.workspace_id === ws.workspace_id)) store.purge('schedules', s.id);
  for (const b of where(store, 'backups', (b) => b.workspace_id === ws.workspace_id)) store.purge('backups', b.id);
  const db = store.get('databases', ws.database_id);
  if (db?.stats.workspaces.some((w) => w.workspace_id === ws.workspace_id)) {
    store.putScrubbed('databases', db.database_id, {
      ...db,
      stats: { ...db.stats, workspaces: db.stats.workspaces.filter((w) => w.workspace_id !== ws.workspace_id) },
    });
  }
  // Its measurements' state history and thresholds (areas/monitoring/state.ts).
  if (store.get('monitoring', ws.workspace_id)) store.purge('monitoring', ws.workspace_id);
  store.purge('workspaces', ws.workspace_id);
}

/** A database and its in-database users (with their password hashes). */
export function purgeDatabase(store: Store, db: DatabaseRecord): void {
  for (const u of where(store, 'dbUsers', (u) => u.database_id === db.database_id)) store.purge('dbUsers', u.id);
  store.purge('databases', db.database_id);
}

/** A workgroup and everything in it: workspaces (as above), databases (as above), allow list, and any schedule left pointing at it. */
export function purgeWorkgroup(store: Store, wg: WorkgroupRecord): void {
  const mine = (r: { workgroup_id: string }) => r.workgroup_id === wg.workgroup_id;
  for (const ws of where(store, 'workspaces', mine)) purgeWorkspace(store, ws);
  for (const db of where(store, 'databases', mine)) purgeDatabase(store, db);
  for (const s of where(store, 'schedules', mine)) store.purge('schedules', s.id);
  for (const a of where(store, 'allowList', mine)) store.purge('allowList', a.id);
  store.purge('workgroups', wg.workgroup_id);
}

/** A restore under way, into this workspace. */
export function runningRestore(ctx: Pick<BaseContext, 'store' | 'now'>, workspaceID: string): RestoreRecord | undefined {
  return ctx.store.list('backups').find((r): r is RestoreRecord => r.kind === 'restore' && r.workspace_id === workspaceID && restoreRunning(r, ctx.now));
}

/**
 * 409 while a restore runs into the workspace: its data is being replaced, so no delete or other lifecycle change may
 * cut in. Said in the words the console greys the action out with (features/workspaces/lifecycle-rules.ts).
 */
/** A DELETE of a workspace with deletion protection on, or of a workgroup with it on or holding one, is refused (409) before anything is touched. */
export function assertNotProtected(
  store: Store,
  kind: 'workspace' | 'workgroup',
  subject: { name: string; deletion_protection?: boolean; workgroup_id: string },
): void {
  const held = kind === 'workgroup' ? store.list('workspaces').filter((w) => w.workgroup_id === subject.workgroup_id) : [];
  const refused = deletionProtectionRefusal(kind, subject, held);
  if (refused) throw new Fail('Bad-Request', refused, 'deletion_protection', 409);
}

export function assertNoRestore(ctx: Pick<BaseContext, 'store' | 'now'>, ws: WorkspaceRecord, what: HeldByRestore, field = 'workspaceID'): void {
  // As it is now: a record read straight from the store may still say Restoring after its restore has ended.
  const refused = restoreRunningRefusal(what, settle(ws, ctx.now), Boolean(runningRestore(ctx, ws.workspace_id)));
  if (refused) throw new Fail('Bad-Request', refused, field, 409);
}
