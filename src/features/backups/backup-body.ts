import * as z from 'zod/mini';
import { freeText, resourceId, wholeNumber } from '@/api/schemas/text';
import { cronError } from '@/api/schemas/cron';
import { backupLimits } from './backup-limits';

export const backupTag = freeText('Tag', 64);

/** Take a backup now (assumed): an optional tag. */
export const TakeBackupBody = z.object({
  tag: z.optional(backupTag),
});
export type TakeBackupBody = z.infer<typeof TakeBackupBody>;

/** Delete a backup (a DELETE with this body) and restore one. */
export const BackupIdBody = z.object({
  backup_id: resourceId,
});
export type BackupIdBody = z.infer<typeof BackupIdBody>;

/** Set the automatic-backup schedule: a 5-field cron expression in UTC and its retention. */
export const BackupScheduleBody = z.object({
  schedule: z
    .string({ error: 'A schedule is required' })
    .check(z.refine((s) => cronError(s) === undefined, { error: (issue) => cronError(String(issue.input)) ?? 'Not a valid schedule' })),
  max_backup_files: wholeNumber('Automatic backups kept', backupLimits.max_backup_files.min, backupLimits.max_backup_files.max),
  max_reserved_days: wholeNumber('Days kept', backupLimits.max_reserved_days.min, backupLimits.max_reserved_days.max),
  max_retry: wholeNumber('Retries', backupLimits.max_retry.min, backupLimits.max_retry.max),
  pause: z.boolean(),
});
export type BackupScheduleBody = z.infer<typeof BackupScheduleBody>;
