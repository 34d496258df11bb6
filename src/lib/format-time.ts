import { dateTimeFormat } from './intl';

// Every time the console shows is written here: in the viewer's locale and its own 12- or 24-hour habit
// (Intl's default for the locale: 8:30 PM under en-US, 20:30 under en-GB), with the zone named
// wherever a moment is meant. `locale` is for tests only: screens always use the browser's.

/** Shown for a date the service did not send (or sent as 0, which would read as 1970). */
export const UNKNOWN_DATE = 'unknown';

/** The instant of a value the service sent, or undefined when it is missing, 0 (1970) or not a date. */
function instantOf(value: string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '' || value === 0) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() <= 0 ? undefined : date;
}

const zoned = (timeZone: string | undefined) => (timeZone ? { timeZone } : {});

/**
 * The hour as the locale writes it: "8" where the clock has AM and PM, "08" on a 24-hour clock (a bare
 * `numeric` hour would give "8:00" under en-GB, which its own time style writes "08:00").
 */
function hourOf(locale: string | undefined): 'numeric' | '2-digit' {
  const cycle = dateTimeFormat({ hour: 'numeric' }, locale).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 'numeric' : '2-digit';
}

const minutes = (locale: string | undefined) =>
  ({ year: 'numeric', month: 'short', day: 'numeric', hour: hourOf(locale), minute: '2-digit', timeZoneName: 'short' }) as const;

/** A moment to the minute, zone named: "Nov 26, 2026, 8:30 PM UTC"; missing is "unknown", text that is not a date is shown as sent. */
export function formatDateTime(value: string, timeZone?: string, locale?: string): string {
  if (value && Number.isNaN(Date.parse(value))) return value;
  const date = instantOf(value);
  return date ? dateTimeFormat({ ...minutes(locale), ...zoned(timeZone) }, locale).format(date) : UNKNOWN_DATE;
}

/**
 * An instant to the second, in the viewer's zone, locale and 12/24-hour habit, with the zone named
 * ("29 Mar 2026, 01:30:05 GMT", "Mar 29, 2026, 1:30:05 AM EDT"); a missing or unreadable one is "unknown".
 */
export function formatInstant(value: string | number | null | undefined, timeZone?: string, locale?: string): string {
  const date = instantOf(value);
  return date ? dateTimeFormat({ dateStyle: 'medium', timeStyle: 'long', ...zoned(timeZone) }, locale).format(date) : UNKNOWN_DATE;
}

/** An instant in a named zone, with its weekday: "Sun, Mar 8, 2026, 3:30 AM EDT" (en-US), "Sun, 8 Mar 2026, 03:30 EDT" (en-GB). */
export function formatInZone(instant: number, zone: string, locale?: string): string {
  return dateTimeFormat({ ...minutes(locale), weekday: 'short', timeZone: zone }, locale).format(new Date(instant));
}

/** A sample's moment in a chart's table, without the year: "Nov 26, 8:10 PM UTC". */
export function formatSampleTime(at: number, locale?: string): string {
  return dateTimeFormat({ month: 'short', day: 'numeric', hour: hourOf(locale), minute: '2-digit', timeZoneName: 'short' }, locale).format(new Date(at));
}

/**
 * A chart's time tick in the viewer's habit: "8:10 PM" / "20:10" over a day or less; over more, the day
 * at midnight ("Nov 26" / "26 Nov") and the day and hour otherwise ("Nov 26, 8 PM" / "26 Nov, 20").
 */
export function formatAxisTime(at: number, spanMs: number, locale?: string): string {
  const date = new Date(at);
  if (spanMs <= 86_400_000) return dateTimeFormat({ hour: hourOf(locale), minute: '2-digit' }, locale).format(date);
  const midnight = date.getHours() === 0 && date.getMinutes() === 0;
  return dateTimeFormat(midnight ? { month: 'short', day: 'numeric' } : { month: 'short', day: 'numeric', hour: hourOf(locale) }, locale).format(date);
}
/** The time of day in a zone, without the date: the end of a window that starts the same day ("10:00 PM"). */
export function formatTimeInZone(instant: number, zone: string, locale?: string): string {
  return dateTimeFormat({ hour: hourOf(locale), minute: '2-digit', timeZone: zone }, locale).format(new Date(instant));
}

/** The time of day to the second, in the viewer's zone, named: when something was last checked ("8:30:05 PM UTC"). */
export function formatTimeOfDay(at: number, locale?: string): string {
  return dateTimeFormat({ hour: hourOf(locale), minute: '2-digit', second: '2-digit', timeZoneName: 'short' }, locale).format(new Date(at));
}

/** A calendar day: "Nov 26, 2026"; missing is "unknown". */
export function formatDate(value: string | number | Date | null | undefined, locale?: string): string {
  const date = value instanceof Date ? (Number.isNaN(value.getTime()) ? undefined : value) : instantOf(value);
  return date ? dateTimeFormat({ dateStyle: 'medium' }, locale).format(date) : UNKNOWN_DATE;
}

/** A wall-clock time with no date or zone of its own (a schedule's 08:00, a window's hour): "8:00 AM" or "08:00". */
export function formatClock(hour: number, minute = 0, locale?: string): string {
  return dateTimeFormat({ hour: hourOf(locale), minute: '2-digit', timeZone: 'UTC' }, locale).format(Date.UTC(2000, 0, 1, hour, minute));
}

/** An hour as a column of a day ("12 AM", "1 PM" or "00", "13"): the week view's hours. */
export function formatHour(hour: number, locale?: string): string {
  return dateTimeFormat({ hour: hourOf(locale), timeZone: 'UTC' }, locale).format(Date.UTC(2000, 0, 1, hour));
}

const ISO_INSTANT = /\b\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)/g;

/**
 * A service's log with every ISO instant in it ("2026-11-26T08:00:01Z Restoring…") in the viewer's own
 * time, to the second and zone named, like every other time; the rest of each line is left as sent.
 */
export function localizeLog(log: string, locale?: string): string {
  return log.replace(ISO_INSTANT, (iso) => (instantOf(iso) ? formatInstant(iso, undefined, locale) : iso));
}
