import type { WorkspaceRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import type { Collections } from '@/server/store/collections';
import { StorageFailed } from '@/server/store/store';
import { newId } from '@/server/store/ids';
import { parseCron } from '@/api/schemas/cron';
import { nextCronRuns } from '@/lib/cron';
import { DAY_MS, restoreRunning, scheduleId, type BackupRecord, type BackupScheduleRecord } from './backup-model';

/** What the automatic-backup scheduler needs: the state, the demo-time setting and the time. */
export interface RunContext {
  store: Store;
  config: Pick<ServerConfig, 'demoBackupEveryMs' | 'transitionMs'>;
  now: number;
}

/** What a workspace without a schedule of its own has: nightly at 03:00 UTC. */
const DEFAULT_SCHEDULE = { schedule: '0 3 * * *', max_backup_files: 7, max_reserved_days: 7, max_retry: 3, pause: false };

type Backups = Collections['backups'];

/** A workspace's records of one kind in `backups`: its backups, or its restore jobs. */
export function records<K extends Backups['kind']>(ctx: Pick<RunContext, 'store'>, kind: K, workspaceID: string): Extract<Backups, { kind: K }>[] {
  return ctx.store.list('backups').filter((r): r is Extract<Backups, { kind: K }> => r.kind === kind && r.workspace_id === workspaceID);
}

export function scheduleOf(ctx: Pick<RunContext, 'store' | 'now'>, ws: WorkspaceRecord): BackupScheduleRecord {
  return (
    // `backup-schedule-…` ids are the schedules'.
    (ctx.store.get('backups', scheduleId(ws.workspace_id)) as BackupScheduleRecord | undefined) ?? {
      kind: 'schedule',
      id: scheduleId(ws.workspace_id),
      workspace_id: ws.workspace_id,
      org_id: ws.org_id,
      ...DEFAULT_SCHEDULE,
      ran_until: Date.parse(ws.created_at) || ctx.now,
    }
  );
}

export function sizeOf(ctx: Pick<RunContext, 'store'>, ws: WorkspaceRecord): string {
  const db = ctx.store.get('databases', ws.database_id);
  return String(Math.round((db?.stats.total_size ?? 0) * 0.3) || 1_048_576);
}

/** The schedule's runs after `from` (at the cron's runs, or every DEMO_BACKUP_EVERY_MS in demo time), up to `until`. */
function runsOf(ctx: RunContext, s: BackupScheduleRecord, from: number, until: number, most = 400): number[] {
  if (s.pause) return [];
  const parsed = parseCron(s.schedule);
  if ('error' in parsed) return [];
  const every = ctx.config.demoBackupEveryMs;
  const due: number[] = [];
  if (every) for (let at = from + every; at <= until && due.length < most; at += every) due.push(at);
  else due.push(...nextCronRuns(parsed.cron, from, Math.min(most, 400)).filter((at) => at <= until));
  return due;
}

/**
 * Makes the automatic backups whose runs have come since the schedule last
 * ran, then drops the oldest automatic ones beyond the schedule's limits
 * (never one being restored). A write: run by the scheduler below and before
 * a schedule is changed, never by a read.
 */
export function catchUp(ctx: RunContext, ws: WorkspaceRecord): void {
  if (!ws.is_rw) return;
  const s = scheduleOf(ctx, ws);
  const due = runsOf(ctx, s, s.ran_until, ctx.now, Number.MAX_SAFE_INTEGER);
  if (due.length === 0) return;
  for (const at of due.slice(-s.max_backup_files)) {
    const b: BackupRecord = {
      kind: 'backup',
      id: newId('bk'),
      workspace_id: ws.workspace_id,
      org_id: ws.org_id,
      is_automatic: true,
      size_bytes: sizeOf(ctx, ws),
      outcome: 'Succeeded',
      done_at: at + ctx.config.transitionMs,
      tag: '',
      time: isoNow(at),
      type: 'full',
      version: ws.tg_version,
    };
    ctx.store.put('backups', b.id, b);
  }
  ctx.store.put('backups', s.id, { ...s, ran_until: due.at(-1)! });
  const inUse = new Set(
    records(ctx, 'restore', ws.workspace_id)
      .filter((r) => restoreRunning(r, ctx.now))
      .map((r) => r.backup_id),
  );
  const automatic = records(ctx, 'backup', ws.workspace_id)
    .filter((b) => b.is_automatic)
    .sort((a, b) => b.time.localeCompare(a.time));
  automatic.forEach((b, i) => {
    const tooOld = Date.parse(b.time) < ctx.now - s.max_reserved_days * DAY_MS;
    if ((i >= s.max_backup_files || tooOld) && !inUse.has(b.id)) ctx.store.delete('backups', b.id);
  });
}

/**
 * Takes the automatic backups on a timer of their own, so that reading
 * backups or a schedule never writes (and answers 200 on a full disk). Each
 * workspace's next run is worked out once per schedule and kept, so a tick
 * over thousands of workspaces costs a comparison each. A write that fails
 * (a full disk) is logged once and tried again at the next tick.
 */
export function startBackupScheduler(store: Store, config: RunContext['config']): () => void {
  const every = config.demoBackupEveryMs;
  const tickMs = every ? Math.max(100, Math.min(every / 4, 5000)) : 15_000;
  let next = new Map<string, { key: string; at: number }>();
  let failing = false;
  const tick = () => {
    const now = Date.now();
    const kept = new Map<string, { key: string; at: number }>();
    for (const ws of store.list('workspaces')) {
      if (!ws.is_rw) continue;
      const s = scheduleOf({ store, now }, ws);
      const key = `${s.schedule}|${s.pause}|${s.ran_until}`;
      let due = next.get(ws.workspace_id);
      if (due?.key !== key) due = { key, at: runsOf({ store, config, now }, s, s.ran_until, Number.MAX_SAFE_INTEGER, 1)[0] ?? Infinity };
      kept.set(ws.workspace_id, due);
      if (due.at > now) continue;
      try {
        store.transaction(() => catchUp({ store, config, now }, ws));
        failing = false;
      } catch (e) {
        if (!failing) console.error(`Automatic backups postponed: ${e instanceof StorageFailed ? e.message : String(e)}`);
        failing = true;
      }
    }
    next = kept;
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
