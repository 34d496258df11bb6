import { builtOnce } from '@/lib/intl';
import type { CalendarDate } from '@/api/schemas/calendar';

/**
 * Wall-clock maths in a time zone: the wall-clock time at an instant, and the instant of a wall-clock time. Every
 * conversion goes through Intl.DateTimeFormat with that zone, so the browser's own time-zone database decides offsets
 * and DST. The schedules' maths (schedule-time.ts) builds on it; the backup schedule needs only this.
 */

/** A wall-clock date and time in some zone. */
export interface Wall extends CalendarDate {
  hour: number;
  minute: number;
}

// Keyed by the zone alone: wall-clock maths calls this in loops.
const formatter = builtOnce(
  (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

// Schedules ask for the same instants over and over (next runs, conflicts, the
// week view, each render): answers are kept, per zone and minute.
const walls = new Map<string, Wall>();

/** The wall-clock time in `zone` at an instant. */
export function wallAt(instant: number, zone: string): Wall {
  const minute = Math.floor(instant / 60_000);
  const key = `${zone} ${minute}`;
  const known = walls.get(key);
  if (known) return { ...known };
  const w: Wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const p of formatter(zone).formatToParts(new Date(minute * 60_000))) {
    if (p.type === 'year' || p.type === 'month' || p.type === 'day' || p.type === 'minute') w[p.type] = Number(p.value);
    else if (p.type === 'hour') w.hour = Number(p.value) % 24;
  }
  if (walls.size >= 20_000) walls.clear();
  walls.set(key, w);
  return { ...w };
}

function sameWall(a: Wall, b: Wall): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/** Minutes the zone is ahead of UTC at an instant (from Intl, not a table of ours). */
function offsetAt(instant: number, zone: string): number {
  const w = wallAt(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(instant / 60000) * 60000) / 60000);
}

/**
 * The instants at which a wall-clock time happens in a zone: none in a
 * spring-forward gap, two in a fall-back overlap, one otherwise.
 */
export function instantsForWall(wall: Wall, zone: string): number[] {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsets = new Set([offsetAt(naive - 86_400_000, zone), offsetAt(naive, zone), offsetAt(naive + 86_400_000, zone)]);
  const found = new Set<number>();
  for (const off of offsets) {
    const candidate = naive - off * 60_000;
    if (sameWall(wallAt(candidate, zone), wall)) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b);
}

type RunNote = 'gap' | 'overlap' | undefined;

export interface Run {
  at: number;
  /** Wall date and time the run was scheduled for, in the schedule's zone. */
  wall: Wall;
  note: RunNote;
}

/**
 * Resolves one scheduled wall time. In a gap (the clock jumps over it) the run
 * happens when the clock resumes, shifted by the gap; in an overlap (the hour
 * happens twice) it runs once, at the first occurrence.
 */
export function resolveWall(wall: Wall, zone: string): Run {
  const hits = instantsForWall(wall, zone);
  if (hits.length === 1) return { at: hits[0]!, wall, note: undefined };
  if (hits.length > 1) return { at: hits[0]!, wall, note: 'overlap' };
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = offsetAt(naive - 86_400_000, zone);
  return { at: naive - before * 60_000, wall, note: 'gap' };
}

/**
 * The next instant after `from` of a wall-clock time (hour and minute) in `zone` on the chosen days of the week
 * (0 = Sunday … 6 = Saturday): a weekly window or a backup at a time. Undefined when no day is chosen.
 */
export function nextWallRun(f: { days: readonly number[]; hour: number; minute: number }, zone: string, from: number): number | undefined {
  const today = wallAt(from, zone);
  // A day before today's date covers zones where `from` falls just after midnight.
  for (let i = -1; i <= 8; i++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    if (!f.days.includes(date.getUTCDay())) continue;
    const run = resolveWall({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: f.hour, minute: f.minute }, zone);
    if (run.at > from) return run.at;
  }
  return undefined;
}
