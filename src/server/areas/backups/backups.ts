import { isSettled } from '@/lib/workspace-status';
import type { WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { newId } from '@/server/store/ids';
import { catchUp, records, scheduleOf, sizeOf } from './backup-runs';
import { backupStatus, backupView, restoreView, type BackupRecord, type BackupScheduleRecord, type RestoreRecord } from './backup-model';
import { backupScheduleRefusals, manualBackupRefusal } from '@/features/backups/backup-quota';
import { quotaView } from '@/server/kernel/quota';
import { Fail, findWorkspace, type BaseContext, type Handlers } from '@/server/kernel/context';
import { assertNoRestore } from '@/server/kernel/purge';

type BackupHandlers = Pick<
  Handlers,
  'listBackups' | 'takeBackup' | 'deleteBackup' | 'restoreBackup' | 'getRestoreStatus' | 'getBackupSchedule' | 'setBackupSchedule'
>;

type WS = { workgroupID: string; workspaceID: string };

function workspace(ctx: BaseContext, p: WS): WorkspaceRecord {
  return findWorkspace(ctx, p.workgroupID, p.workspaceID);
}

function findBackup(ctx: BaseContext, ws: WorkspaceRecord, id: string): BackupRecord {
  const b = ctx.store.get('backups', id);
  if (!b || b.kind !== 'backup' || b.workspace_id !== ws.workspace_id)
    throw new Fail('Not-Found', `Backup ${id} was not found in workspace ${ws.name}`, 'backup_id');
  return b;
}

/**
 * While a restore runs into the workspace no backup of it is taken, restored or deleted: the backups screen greys
 * those out with the same reason (kernel/lifecycle-rules.ts). 409, as every lifecycle change then.
 */
function refuseWhileRestoring(ctx: BaseContext, ws: WorkspaceRecord, field = 'workspaceID'): void {
  assertNoRestore(ctx, ws, 'backups', field);
}

function assertReadWrite(ws: WorkspaceRecord, what: string): void {
  if (!ws.is_rw) throw new Fail('Bad-Request', `${ws.name} is a read-only workspace: only a read-write workspace can be ${what}`, 'workspaceID');
}

export const backupHandlers: BackupHandlers = {
  listBackups: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    return records(ctx, 'backup', ws.workspace_id)
      .sort((a, b) => b.time.localeCompare(a.time))
      .map((b) => backupView(b, ctx.now));
  },

  takeBackup: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    assertReadWrite(ws, 'backed up');
    refuseWhileRestoring(ctx, ws);
    if (!isSettled(ws.status)) throw new Fail('Bad-Request', `Workspace is ${ws.status}; wait until it settles before you back it up`, 'status');
    const manual = records(ctx, 'backup', ws.workspace_id).filter((b) => !b.is_automatic);
    const full = manualBackupRefusal(quotaView(ctx), manual.length);
    if (full) throw new Fail('Quota-Exceed', full, 'tag');
    const b: BackupRecord = {
      kind: 'backup',
      id: newId('bk'),
      workspace_id: ws.workspace_id,
      org_id: ws.org_id,
      is_automatic: false,
      size_bytes: sizeOf(ctx, ws),
      outcome: 'Succeeded',
      done_at: ctx.now + ctx.config.transitionMs,
      tag: ctx.body.tag?.trim() ?? '',
      time: isoNow(ctx.now),
      type: 'full',
      version: ws.tg_version,
    };
    ctx.store.put('backups', b.id, b);
    ctx.store.countCreate('backup');
    return backupView(b, ctx.now);
  },

  deleteBackup: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    const b = findBackup(ctx, ws, ctx.body.backup_id);
    refuseWhileRestoring(ctx, ws, 'backup_id');
    if (backupStatus(b, ctx.now) === 'InProgress') throw new Fail('Bad-Request', `Backup ${b.id} is still being taken`, 'backup_id');
    ctx.store.delete('backups', b.id);
    return { backup_id: b.id, message: `Backup ${b.id} deleted` };
  },

  restoreBackup: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    assertReadWrite(ws, 'restored');
    const b = findBackup(ctx, ws, ctx.body.backup_id);
    refuseWhileRestoring(ctx, ws);
    if (!isSettled(ws.status)) throw new Fail('Bad-Request', `Workspace is ${ws.status}; wait until it settles before you restore it`, 'status');
    const status = backupStatus(b, ctx.now);
    if (status === 'InProgress') throw new Fail('Bad-Request', `Backup ${b.id} is still being taken`, 'backup_id');
    if (status === 'Failed')
      throw new Fail('Bad-Request', `Backup ${b.id} did not complete (its status is Failed): it holds no data to restore. Choose another backup.`, 'backup_id');
    const job: RestoreRecord = {
      kind: 'restore',
      id: newId('restore'),
      workspace_id: ws.workspace_id,
      org_id: ws.org_id,
      backup_id: b.id,
      backup_time: b.time,
      backup_size: b.size_bytes,
      started: ctx.now,
      ends: ctx.now + 2 * ctx.config.transitionMs,
    };
    ctx.store.put('backups', job.id, job);
    // Offline until the restore ends, then back to the state it was in.
    const next: WorkspaceRecord = {
      ...ws,
      status: 'Restoring',
      display_status: 'Restoring',
      condition_type: 'Restoring',
      transition: { status: ws.status, at: job.ends },
      last_modified_time: isoNow(ctx.now),
      version_number: (ws.version_number ?? 0) + 1,
    };
    ctx.store.put('workspaces', ws.workspace_id, next);
    return job.id;
  },

  getRestoreStatus: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    const job = ctx.store.get('backups', ctx.params.job);
    if (!job || job.kind !== 'restore' || job.workspace_id !== ws.workspace_id)
      throw new Fail('Not-Found', `Restore job ${ctx.params.job} was not found`, 'job');
    return restoreView(job, ctx.now);
  },

  getBackupSchedule: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    const { schedule, max_backup_files, max_reserved_days, max_retry, pause } = scheduleOf(ctx, ws);
    return { schedule, max_backup_files, max_reserved_days, max_retry, pause };
  },

  setBackupSchedule: (ctx) => {
    const ws = workspace(ctx, ctx.params);
    assertReadWrite(ws, 'backed up on a schedule');
    const [over] = backupScheduleRefusals(quotaView(ctx), ctx.body);
    if (over) throw new Fail('Quota-Exceed', over.reason, over.field);
    catchUp(ctx, ws);
    const before = scheduleOf(ctx, ws);
    // A new schedule counts its runs from now: no burst of backups for runs that did not happen.
    const next: BackupScheduleRecord = { ...before, ...ctx.body, ran_until: ctx.now };
    ctx.store.put('backups', next.id, next);
    return { schedule: next.schedule, message: 'Automatic-backup schedule saved' };
  },
};
