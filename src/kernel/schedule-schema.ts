import { custom, object, text, type Read } from '@/api/schemas/read';

import { repeatKinds, weekDays, type RepeatKind, type WeekDay } from '@/api/schemas/calendar';

export { repeatKinds, weekDays, type RepeatKind, type WeekDay };

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

export const Schedule = object(
  {
    id: text(),
    workspace_id: text(),
    repeat: custom('a repeat kind', (v, ctx) => readRepeat(text({ required: true }).read(v, ctx))),
    repeat_on: custom('day names', (v, ctx) => readRepeatOn(text().read(v, ctx)).join(',')),
    date: custom('a date', (v, ctx) => text().read(v, ctx).replaceAll('/', '-')),
    time: text({ required: true }),
    // A schedule without its zone is still listed (it can be edited or removed); its runs cannot be placed.
    timezone: text({ required: true }),
    workspace_type_name: text(),
  },
  { key: 'id', keyless: 'keep' },
);
export type Schedule = Read<typeof Schedule>;
