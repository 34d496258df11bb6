import { resolveWall, runsBetween, wallAt, type ScheduleLike } from './schedule-time';
import { addDays, weekDayOf } from '@/lib/calendar';
import { weekDays } from '@/api/schemas/schedule';
import { weekDayLabels } from './labels';
import { sortSizes } from './sizes';
import type { WorkspaceType } from '@/api/schemas';

/** Steps of the size colour scale (styles.css: .size-step-1 … .size-step-7), smallest size first. */
export const SIZE_STEPS = 7;

/**
 * One colour step per size, shared by the week view and the compute bars so a
 * size looks the same in both: the sizes in play (the schedules' and today's) in
 * the catalogue's order, spread over the whole scale, so the smallest is always
 * step 1, the largest step 7, and up to seven sizes never share a step.
 */
export function sizeScale(sizes: readonly WorkspaceType[], inPlay: Iterable<string>): Map<string, number> {
  const used = new Set([...inPlay].filter(Boolean));
  const known = sortSizes(sizes.filter((t) => used.has(t.typeName))).map((t) => t.typeName);
  const ladder = [...known, ...[...used].filter((s) => !known.includes(s))];
  const n = ladder.length;
  return new Map(ladder.map((s, i) => [s, n === 1 ? Math.ceil(SIZE_STEPS / 2) : 1 + Math.round((i * (SIZE_STEPS - 1)) / (n - 1))]));
}

/** A size's short mark in a cell or bar: "TG-00" → "00". */
export const sizeMark = (size: string) => size.replace(/^TG-/, '');

interface WeekCell {
  start: number;
  /** Size in effect at the end of this hour, from the latest run before it. */
  size: string | undefined;
  /** Runs that happen within this hour. */
  runs: { at: number; size: string; index: number }[];
}

interface WeekGrid {
  zone: string;
  days: { label: string; date: string; cells: WeekCell[] }[];
}

/** The week (Monday 00:00 to the next Monday 00:00, in `zone`) containing `now`. */
export function weekOf(now: number, zone: string) {
  const today = wallAt(now, zone);
  const monday = addDays(today, -weekDays.indexOf(weekDayOf(today.year, today.month, today.day)));
  /** The instant an hour of a day of the week starts (day 7 is the next Monday). */
  const hourStart = (dayIndex: number, hour: number) => resolveWall({ ...addDays(monday, dayIndex), hour, minute: 0 }, zone).at;
  return { monday, hourStart, start: hourStart(0, 0), end: hourStart(7, 0) };
}

/**
 * Every run of the schedules that falls in the week or in the two weeks before
 * it (they decide the size the week starts with), in order, with the size it sets.
 */
export function sizeRuns(schedules: readonly ScheduleLike[], week: { start: number; end: number }) {
  return schedules
    .flatMap((s, index) => runsBetween(s, week.start - 14 * 86_400_000, week.end).map((r) => ({ at: r.at, size: s.workspace_type_name ?? '', index })))
    .sort((a, b) => a.at - b.at || a.index - b.index);
}

/** The week (Monday to Sunday, in `zone`) containing `now`, hour by hour. */
export function buildWeekGrid(schedules: readonly ScheduleLike[], zone: string, now: number): WeekGrid {
  const { monday, hourStart, ...week } = weekOf(now, zone);
  const runs = sizeRuns(schedules, week);
  let cursor = 0;
  let current: string | undefined;
  const days = weekDays.map((day, d) => {
    const label = weekDayLabels[day].long;
    const date = addDays(monday, d);
    const cells: WeekCell[] = [];
    for (let h = 0; h < 24; h++) {
      const start = hourStart(d, h);
      const end = h === 23 ? hourStart(d + 1, 0) : hourStart(d, h + 1);
      const inHour: WeekCell['runs'] = [];
      while (cursor < runs.length && runs[cursor]!.at < end) {
        const r = runs[cursor]!;
        if (r.at >= start) inHour.push(r);
        if (r.size) current = r.size;
        cursor++;
      }
      cells.push({ start, size: current, runs: inHour });
    }
    return { label, date: `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`, cells };
  });
  return { zone, days };
}
