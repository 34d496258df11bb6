import { weekDays, type WeekDay } from './schedule';

// Calendar dates as the wire writes them (YYYY-MM-DD), and the arithmetic on
// them the schedules need. Days are counted in UTC, so no zone's DST moves them.

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A real calendar date from YYYY-MM-DD (or YYYY/MM/DD, as some services send it). */
export function parseDate(date: string): CalendarDate | undefined {
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(date.trim());
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? { year, month, day } : undefined;
}

/** What the console writes: exactly YYYY-MM-DD, and a day that exists. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseDate(value) !== undefined;
}

export function addDays(d: CalendarDate, n: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Day of the week of a calendar date, as the wire's three-letter name. */
export function weekDayOf(year: number, month: number, day: number): WeekDay {
  const js = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekDays[(js + 6) % 7]!;
}
