import { z } from 'zod';
import { ianaTimeZone, resourceId } from './text';

export const repeatKinds = ['none', 'daily', 'weekdays', 'weekly'] as const;
export type RepeatKind = (typeof repeatKinds)[number];
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

// Read leniently (companion-operations.md): other casings and older spellings.
const repeatAliases: Record<string, RepeatKind> = {
  none: 'none',
  'no repeat': 'none',
  norepeat: 'none',
  once: 'none',
  daily: 'daily',
  everyday: 'daily',
  weekdays: 'weekdays',
  weekday: 'weekdays',
  weekly: 'weekly',
};

export function readRepeat(raw: string): RepeatKind | string {
  return repeatAliases[raw.trim().toLowerCase()] ?? raw;
}

export function readRepeatOn(raw: string | undefined | null): WeekDay[] {
  if (!raw) return [];
  return raw
    .split(/[,\s]+/)
    .map((d) => d.trim().toLowerCase().slice(0, 3))
    .filter((d): d is WeekDay => (weekDays as readonly string[]).includes(d));
}

export const Schedule = z.object({
  id: z.string().optional().default(''),
  workspace_id: z.string().optional().default(''),
  repeat: z.string().transform(readRepeat),
  repeat_on: z.string().nullish().transform((v) => readRepeatOn(v).join(',')),
  date: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replaceAll('/', '-')),
  time: z.string(),
  timezone: z.string(),
  workspace_type_name: z.string().nullish().transform((v) => v ?? ''),
});
export type Schedule = z.infer<typeof Schedule>;

export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Operations 6 and 7: the schedule as the console writes it. */
export const ScheduleBody = z
  .object({
    id: resourceId.optional(),
    workspace_id: resourceId,
    repeat: z.enum(repeatKinds, { error: 'Choose how the schedule repeats' }),
    repeat_on: z
      .string()
      .regex(/^(mon|tue|wed|thu|fri|sat|sun)(,(mon|tue|wed|thu|fri|sat|sun))*$/, 'Days must be like mon,wed,fri')
      .optional(),
    date: z.string().optional(),
    time: z
      .string({ error: 'Time is required' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm, 24-hour (00:00 to 23:59)'),
    timezone: ianaTimeZone,
    workspace_type_name: z.string().min(1).max(32).regex(/^[A-Za-z0-9-]+$/, 'Size is not a workspace type name').optional(),
  })
  .superRefine((s, ctx) => {
    if (s.repeat === 'none') {
      if (!s.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'A one-off schedule needs a date' });
      else if (!isCalendarDate(s.date))
        ctx.addIssue({ code: 'custom', path: ['date'], message: 'Date must be a real calendar date, YYYY-MM-DD' });
    } else if (s.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Only a one-off schedule has a date' });
    }
    if (s.repeat === 'weekly') {
      if (!s.repeat_on) ctx.addIssue({ code: 'custom', path: ['repeat_on'], message: 'Choose at least one day' });
    } else if (s.repeat_on) {
      ctx.addIssue({ code: 'custom', path: ['repeat_on'], message: 'Days are only chosen for a weekly schedule' });
    }
  });
export type ScheduleBody = z.infer<typeof ScheduleBody>;
