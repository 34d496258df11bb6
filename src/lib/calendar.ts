import { weekDays, type WeekDay } from '@/api/schemas/calendar';
import type { CalendarDate } from '@/api/schemas/calendar';

// The arithmetic on calendar dates the schedules need. Days are counted in UTC, so no zone's DST moves them.

export function addDays(d: CalendarDate, n: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + n));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Day of the week of a calendar date, as the wire's three-letter name. */
export function weekDayOf(year: number, month: number, day: number): WeekDay {
  const js = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekDays[(js + 6) % 7]!;
}
