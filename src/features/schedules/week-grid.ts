import { resolveWall, runsBetween, wallAt, type Run, type ScheduleLike } from '@/kernel/schedule-time';
import { addDays, weekDayOf } from '@/lib/calendar';
import { weekDays } from '@/kernel/schedule-schema';
import { weekDayLabels } from '@/lib/labels';
import { sortSizes } from '@/kernel/sizes';
import type { WorkspaceType } from '@/kernel/workspace-schema';

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

interface WeekRun {
  at: number;
  size: string;
  index: number;
  /** The run's scheduled wall time fell in a hour the clocks skip ('gap') or repeat ('overlap'): explainRun says what happens. */
  note?: Run['note'];
  run?: Run;
}

interface HourCell {
  start: number;
  /** Size in effect at the end of this hour, from the latest run before it. */
  size: string | undefined;
  /** Runs that happen within this hour. */
  runs: WeekRun[];
}

interface WeekCell extends HourCell {
  /** The clocks skip this hour on this day (spring forward): it does not exist, nothing runs in it. */
  missing?: boolean;
  /** The clocks go back through this hour (fall back): it happens twice; this is its second time. */
  repeat?: HourCell;
}

interface WeekGrid {
  zone: string;
  /** Always 24 cells a day, one per wall hour; `hours` is how long the day really is (23 or 25 when the clocks change). */
  days: { label: string; date: string; hours: number; cells: WeekCell[] }[];
}

/** The week (Monday 00:00 to the next Monday 00:00, in `zone`) containing `now`. */
export function weekOf(now: number, zone: string) {
  const today = wallAt(now, zone);
  const monday = addDays(today, -weekDays.indexOf(weekDayOf(today.year, today.month, today.day)));
  /** The instant an hour of a day of the week starts (day 7 is the next Monday). */
  const hourStart = (dayIndex: number, hour: number) => resolveWall({ ...addDays(monday, dayIndex), hour, minute: 0 }, zone).at;
  return { monday, hourStart, start: hourStart(0, 0), end: hourStart(7, 0) };
}

/** The week holding `now`, as the week view names it: "2026-11-23 to 2026-11-29". */
export function weekDates(now: number, zone: string): string {
  const { monday } = weekOf(now, zone);
  const day = (d: { year: number; month: number; day: number }) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return `${day(monday)} to ${day(addDays(monday, 6))}`;
}

/**
 * Every run of the schedules that falls in the week or in the two weeks before
 * it (they decide the size the week starts with), in order, with the size it sets.
 */
export function sizeRuns(schedules: readonly ScheduleLike[], week: { start: number; end: number }) {
  return schedules
    .flatMap((s, index) =>
      runsBetween(s, week.start - 14 * 86_400_000, week.end).map((r): WeekRun => ({
        at: r.at,
        size: s.workspace_type_name ?? '',
        index,
        note: r.note,
        run: r,
      })),
    )
    .sort((a, b) => a.at - b.at || a.index - b.index);
}

const HOUR = 3_600_000;

/** An instant inside the week `offset` weeks from the one holding `now` (mid-week, so no clock change can move it out). */
export function weekAround(now: number, zone: string, offset: number): number {
  return weekOf(now, zone).start + offset * 7 * 86_400_000 + 3.5 * 86_400_000;
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
    const dayEnd = hourStart(d + 1, 0);
    // The day as it is: its real hours, from its first instant to the next day's, each named by the wall hour it shows.
    const cells: (WeekCell | undefined)[] = Array.from({ length: 24 }, () => undefined);
    let hours = 0;
    for (let start = hourStart(d, 0); start < dayEnd; start += HOUR) {
      const end = Math.min(start + HOUR, dayEnd);
      const inHour: WeekRun[] = [];
      while (cursor < runs.length && runs[cursor]!.at < end) {
        const r = runs[cursor]!;
        if (r.at >= start) inHour.push(r);
        if (r.size) current = r.size;
        cursor++;
      }
      const cell: HourCell = { start, size: current, runs: inHour };
      const h = wallAt(start, zone).hour;
      const first = cells[h];
      if (first) first.repeat = cell;
      else cells[h] = cell;
      hours++;
    }
    // An hour the clocks jump over: drawn as a gap, holding the size in effect when the clock resumes.
    const filled = cells.map((c, h) => c ?? { start: hourStart(d, h), size: cells[h - 1]?.size ?? current, runs: [], missing: true });
    return { label, hours, date: `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`, cells: filled };
  });
  return { zone, days };
}
