import * as z from 'zod/mini';
import { ianaTimeZone, resourceId } from '@/api/schemas/text';
import { workspaceTypeName } from '@/kernel/workspace-body';
import { repeatKinds } from '@/kernel/schedule-schema';
import { isCalendarDate } from '@/api/schemas/calendar';

/** Operations 6 and 7: the schedule as the console writes it. */
export const ScheduleBody = z
  .object({
    id: z.optional(resourceId),
    workspace_id: resourceId,
    repeat: z.enum(repeatKinds, { error: 'Choose how the schedule repeats' }),
    // Empty is "no days", as the service answers a schedule that is not weekly: a schedule read back is accepted as it was read.
    repeat_on: z.optional(z.string().check(z.regex(/^((mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*)?$/, 'Days must be like mon,wed,fri'))),
    date: z.optional(z.string()),
    time: z.string({ error: 'Time is required' }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm, 24-hour (00:00 to 23:59)')),
    timezone: ianaTimeZone,
    workspace_type_name: z.optional(workspaceTypeName),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.repeat === 'none') {
        if (!s.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'A one-off schedule needs a date' });
        else if (!isCalendarDate(s.date)) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Date must be a real calendar date, YYYY-MM-DD' });
      } else if (s.date) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Only a one-off schedule has a date' });
      }
      if (s.repeat === 'weekly') {
        if (!s.repeat_on) ctx.addIssue({ code: 'custom', path: ['repeat_on'], message: 'Choose at least one day' });
      } else if (s.repeat_on) {
        ctx.addIssue({ code: 'custom', path: ['repeat_on'], message: 'Days are only chosen for a weekly schedule' });
      }
    }),
  );
export type ScheduleBody = z.infer<typeof ScheduleBody>;
