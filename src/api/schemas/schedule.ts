import * as z from 'zod/mini';
import { orEmpty } from './read';

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
  id: orEmpty(),
  workspace_id: orEmpty(),
  repeat: z.pipe(z.string(), z.transform(readRepeat)),
  repeat_on: z.pipe(z.nullish(z.string()), z.transform((v) => readRepeatOn(v).join(','))),
  date: z.pipe(z.nullish(z.string()), z.transform((v) => (v ?? '').replaceAll('/', '-'))),
  time: z.string(),
  timezone: z.string(),
  workspace_type_name: orEmpty(),
});
export type Schedule = z.infer<typeof Schedule>;

