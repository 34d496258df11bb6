// Calendar dates as the wire writes them (YYYY-MM-DD); the arithmetic on them
// is in src/lib/calendar.ts.

// The week's days and a schedule's repeat kinds, as the wire names them: schedules, maintenance windows and labels read them.
export const repeatKinds = ['none', 'daily', 'weekdays', 'weekly'] as const;
export type RepeatKind = (typeof repeatKinds)[number];
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

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
