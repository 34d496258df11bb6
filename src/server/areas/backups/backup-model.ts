import type { BackupRecord, BackupScheduleRecord, RestoreRecord, WorkspaceRecord } from '@/server/model';
import { isoNow, restoreRunning } from '@/server/model';
import { formatSizeString } from '@/lib/format';

// The records are the store's (model.ts), so that the store types its collections without importing an area.
export type { BackupRecord, BackupScheduleRecord, RestoreRecord };
export { restoreRunning };

export const DAY_MS = 86_400_000;
export const scheduleId = (workspaceID: string) => `backup-schedule-${workspaceID}`;

export function backupStatus(b: BackupRecord, now: number): string {
  return b.done_at <= now ? b.outcome : 'InProgress';
}

export function backupView(b: BackupRecord, now: number) {
  return {
    id: b.id,
    is_automatic: b.is_automatic,
    size_bytes: b.size_bytes,
    status: backupStatus(b, now),
    tag: b.tag,
    time: b.time,
    type: b.type,
    version: b.version,
  };
}

/** A restore's steps, as fractions of its length: the log shows those whose time has come. */
function steps(r: RestoreRecord): [number, string][] {
  const head: [number, string] = [0, `Restore ${r.id} started from backup ${r.backup_id} (taken ${r.backup_time})`];
  if (r.failure)
    return [head, [0.4, `Checking backup ${r.backup_id}…`], [1, `Error: ${r.failure}`], [1, 'Nothing was changed; the workspace stays as it was.']];
  return [
    head,
    [0, 'The workspace is offline while its data is replaced'],
    [0.25, `Downloading the backup (${formatSizeString(r.backup_size)})`],
    [0.5, 'Replacing the data with the backup’s'],
    [0.75, 'Restarting the database services'],
    [1, 'Restore finished: the workspace is back online'],
  ];
}

export function restoreView(r: RestoreRecord, now: number) {
  const length = r.ends - r.started;
  const shown = steps(r).filter(([at]) => r.started + at * length <= now);
  const status = now >= r.ends ? (r.failure ? 'Failed' : 'Succeeded') : 'Running';
  const output = shown.map(([at, line]) => `${isoNow(r.started + at * length)} ${line}`).join('\n');
  return { created_at: isoNow(r.started), name: r.id, output, status };
}

/** A seeded workspace's history: a week of nightly backups (one failed) and two manual ones with tags. */
export function seedBackups(ws: WorkspaceRecord, totalBytes: number, now: number): (BackupRecord | BackupScheduleRecord)[] {
  const base = { kind: 'backup' as const, workspace_id: ws.workspace_id, org_id: ws.org_id, type: 'full' };
  const night = (daysAgo: number) => Math.floor((now - daysAgo * DAY_MS) / DAY_MS) * DAY_MS + 3 * 3_600_000;
  const size = (f: number) => String(Math.round(totalBytes * f));
  const out: (BackupRecord | BackupScheduleRecord)[] = [];
  for (let d = 1; d <= 6; d++) {
    const at = night(d);
    out.push({
      ...base,
      id: `bk-${ws.workspace_id}-n${d}`,
      is_automatic: true,
      size_bytes: d === 3 ? '0' : size(0.3 - d * 0.01),
      outcome: d === 3 ? 'Failed' : 'Succeeded',
      done_at: at,
      tag: '',
      time: isoNow(at),
      version: ws.tg_version,
    });
  }
  out.push({
    ...base,
    id: `bk-${ws.workspace_id}-m1`,
    is_automatic: false,
    size_bytes: size(0.28),
    outcome: 'Succeeded',
    done_at: night(2) + 9 * 3_600_000,
    tag: 'before-schema-change',
    time: isoNow(night(2) + 9 * 3_600_000),
    version: ws.tg_version,
  });
  out.push({
    ...base,
    id: `bk-${ws.workspace_id}-m2`,
    is_automatic: false,
    size_bytes: size(0.22),
    outcome: 'Succeeded',
    done_at: night(20),
    tag: 'quarter-end',
    time: isoNow(night(20)),
    version: ws.tg_version === '4.1.3' ? '3.10.3' : '4.1.3',
  });
  out.push({
    kind: 'schedule',
    id: scheduleId(ws.workspace_id),
    workspace_id: ws.workspace_id,
    org_id: ws.org_id,
    schedule: '0 3 * * *',
    max_backup_files: 7,
    max_reserved_days: 7,
    max_retry: 3,
    pause: false,
    ran_until: now,
  });
  return out;
}
