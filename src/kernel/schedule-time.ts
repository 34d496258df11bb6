import { weekDayLabels } from '@/lib/labels';
import { readRepeat, readRepeatOn, repeatKinds, weekDays, type Schedule, type WeekDay } from './schedule-schema';
import { parseDate } from '@/api/schemas/calendar';
import { addDays, weekDayOf } from '@/lib/calendar';
import { isKnownTimeZone } from '@/api/schemas/zones';
import { formatClock } from '@/lib/format-time';

/**
 * Time-zone maths for schedules. Every conversion between a wall-clock time in
 * a zone and an instant goes through Intl.DateTimeFormat with that zone, so
 * the browser's own time-zone database decides offsets and DST.
 */

/** What the maths reads of a schedule: a listed one, or the editor's values before saving. */
export type ScheduleLike = Pick<Schedule, 'repeat' | 'time' | 'timezone'> & Partial<Pick<Schedule, 'repeat_on' | 'date' | 'workspace_type_name'>>;

import { resolveWall, wallAt, type Run, type Wall } from './wall-time';

export { instantsForWall, resolveWall, wallAt, type Run, type Wall } from './wall-time';

export function parseTime(time: string): { hour: number; minute: number } | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : undefined;
}

function runsOnDay(s: ScheduleLike, day: WeekDay): boolean {
  const repeat = readRepeat(s.repeat);
  if (repeat === 'daily') return true;
  if (repeat === 'weekdays') return !['sat', 'sun'].includes(day);
  if (repeat === 'weekly') return readRepeatOn(s.repeat_on).includes(day);
  return false;
}

const placeable = new Map<string, boolean>();
/**
 * Whether a schedule's runs can be placed in time: its zone is one this browser
 * knows (a service may send none) and its time reads as HH:mm.
 */
export function canPlaceRuns(s: Pick<ScheduleLike, 'timezone' | 'time'>): boolean {
  let known = placeable.get(s.timezone);
  if (known === undefined) placeable.set(s.timezone, (known = isKnownTimeZone(s.timezone)));
  return known && parseTime(s.time) !== undefined;
}

/** The next `count` runs strictly after `from` (none when they cannot be placed). */
export function nextRuns(s: ScheduleLike, from: number, count = 10): Run[] {
  const time = parseTime(s.time);
  if (!time || !canPlaceRuns(s)) return [];
  const repeat = readRepeat(s.repeat);
  if (repeat === 'none') {
    const date = s.date ? parseDate(s.date) : undefined;
    if (!date) return [];
    const run = resolveWall({ ...date, ...time }, s.timezone);
    return run.at > from ? [run] : [];
  }
  // A repeat kind this console does not know has no runs it could place.
  if (!(repeatKinds as readonly string[]).includes(repeat)) return [];
  if (repeat === 'weekly' && readRepeatOn(s.repeat_on).length === 0) return [];
  const start = wallAt(from, s.timezone);
  const runs: Run[] = [];
  // A day before today's date covers zones where `from` falls just after midnight.
  for (let i = -1; runs.length < count && i < 400; i++) {
    const d = addDays(start, i);
    if (!runsOnDay(s, weekDayOf(d.year, d.month, d.day))) continue;
    const run = resolveWall({ ...d, ...time }, s.timezone);
    if (run.at > from) runs.push(run);
  }
  return runs;
}

/** All runs in [from, to). */
export function runsBetween(s: ScheduleLike, from: number, to: number): Run[] {
  const out: Run[] = [];
  let cursor = from - 1;
  for (;;) {
    const batch = nextRuns(s, cursor, 16);
    for (const r of batch) if (r.at < to) out.push(r);
    if (batch.length < 16 || batch[batch.length - 1]!.at >= to) return out;
    cursor = batch[batch.length - 1]!.at;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const wallDate = (w: Pick<Wall, 'year' | 'month' | 'day'>) => `${w.year}-${pad(w.month)}-${pad(w.day)}`;
// In the viewer's clock habit, like every other time (lib/format-time.ts).
const wallTime = (w: Pick<Wall, 'hour' | 'minute'>) => formatClock(w.hour, w.minute);

/** "Weekdays at 8:00 AM America/New_York → TG-2" (08:00 on a 24-hour clock); a time that does not read is shown as sent. */
export function describeSchedule(s: ScheduleLike): string {
  const repeat = readRepeat(s.repeat);
  const when =
    repeat === 'none'
      ? (() => {
          const d = s.date ? parseDate(s.date) : undefined;
          return d ? `Once on ${weekDayLabels[weekDayOf(d.year, d.month, d.day)].short} ${wallDate(d)}` : 'Once (no date)';
        })()
      : repeat === 'daily'
        ? 'Every day'
        : repeat === 'weekdays'
          ? 'Weekdays'
          : repeat === 'weekly'
            ? (() => {
                const days = weekDays.filter((d) => readRepeatOn(s.repeat_on).includes(d));
                return days.length ? `Every ${days.map((d) => weekDayLabels[d].short).join(', ')}` : 'Weekly (no days chosen)';
              })()
            : `Repeats "${s.repeat}"`;
  const size = s.workspace_type_name ? ` → ${s.workspace_type_name}` : ' (no size set)';
  const time = s.time ? parseTime(s.time) : undefined;
  return `${when} at ${time ? wallTime(time) : s.time || '(no time)'} ${s.timezone || '(no time zone)'}${size}`;
}

/** A sentence about a run that moved or happens in an ambiguous hour. */
export function explainRun(run: Run, zone: string): string | undefined {
  const scheduled = `${wallDate(run.wall)} ${wallTime(run.wall)}`;
  if (run.note === 'gap') {
    const actual = wallAt(run.at, zone);
    return `${wallTime(run.wall)} does not exist on ${wallDate(run.wall)} in ${zone} (clocks spring forward); it runs at ${wallTime(actual)} instead.`;
  }
  if (run.note === 'overlap') return `${scheduled} happens twice in ${zone} (clocks fall back); it runs once, at the first occurrence.`;
  return undefined;
}

interface Conflict {
  at: number;
  sizes: string[];
  /** The schedules that fire then (their indexes in the list given). */
  members: number[];
}

/** Instants in the next `days` days at which schedules set different sizes at once. */
export function findConflicts(schedules: readonly ScheduleLike[], from: number, days = 60): Conflict[] {
  const byInstant = new Map<number, number[]>();
  schedules.forEach((s, index) => {
    for (const r of runsBetween(s, from, from + days * 86_400_000)) {
      const members = byInstant.get(r.at) ?? [];
      members.push(index);
      byInstant.set(r.at, members);
    }
  });
  return [...byInstant]
    .map(([at, members]) => ({ at, members, sizes: [...new Set(members.map((i) => schedules[i]!.workspace_type_name ?? ''))] }))
    .filter((c) => c.sizes.length > 1)
    .sort((a, b) => a.at - b.at);
}

/** For each schedule (by index), its first clash with another one: when, and with which. */
export function clashesOf(schedules: readonly ScheduleLike[], from: number, days = 60): Map<number, { at: number; with: number[] }> {
  const out = new Map<number, { at: number; with: number[] }>();
  for (const c of findConflicts(schedules, from, days)) {
    for (const i of c.members) {
      const size = schedules[i]!.workspace_type_name ?? '';
      // Only those setting another size clash with it.
      const others = c.members.filter((j) => j !== i && (schedules[j]!.workspace_type_name ?? '') !== size);
      if (others.length && !out.has(i)) out.set(i, { at: c.at, with: others });
    }
  }
  return out;
}
