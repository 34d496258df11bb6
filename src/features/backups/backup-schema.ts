import { custom, flag, num, object, text, time, type Read } from '@/api/schemas/read';

/** A backup (vendor-operations.md): `size_bytes` is a decimal byte count sent as a string. */
export const Backup = object(
  {
    id: text(),
    is_automatic: flag(),
    size_bytes: text(),
    status: text(),
    tag: text(),
    time: time(),
    type: text(),
    version: text(),
  },
  { key: 'id', keyless: 'keep' },
);
export type Backup = Read<typeof Backup>;

export const BackupRestoreStatus = object({
  created_at: time(),
  name: text(),
  output: text(),
  status: text(),
});
export type BackupRestoreStatus = Read<typeof BackupRestoreStatus>;

export const BackupSchedule = object({
  schedule: text(),
  max_backup_files: num(),
  max_reserved_days: num(),
  max_retry: num(),
  pause: flag(),
});
export type BackupSchedule = Read<typeof BackupSchedule>;

/** A restore answers its job's name: a string, or (as some deployments send it) an object naming it. */
export const RestoreJobName = custom('a job name', (v, ctx) => {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    const name = o.name ?? o.job_name ?? o.job ?? o.id;
    if (typeof name === 'string' || typeof name === 'number') return String(name);
  }
  ctx.note('field', 'a job name', v);
  return '';
});
