import * as z from 'zod/mini';
import { cronError } from '@/api/schemas/cron';
import { BackupScheduleBody } from './backup-body';

const { max_backup_files, max_reserved_days, max_retry, pause } = BackupScheduleBody.shape;
/** The editor's fields: the body's retention fields as they are, and the schedule as days and a time, or as cron. */
export const ScheduleForm = z
  .object({
    mode: z.enum(['simple', 'cron']),
    every: z.enum(['day', 'days']),
    days: z.array(z.string()),
    time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm, 24-hour')),
    schedule: z.string(),
    max_backup_files,
    max_reserved_days,
    max_retry,
    pause,
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.mode === 'cron' && cronError(v.schedule)) ctx.addIssue({ code: 'custom', path: ['schedule'], message: cronError(v.schedule)! });
      if (v.mode === 'simple' && v.every === 'days' && v.days.length === 0)
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'Choose at least one day' });
    }),
  );
export type ScheduleValues = z.infer<typeof ScheduleForm>;
