import { dateTimeFormat, numberFormat } from './intl';

const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];

/** Shown for a figure the service did not send, or sent in a form that could not be read. */
const UNKNOWN = '—';

/** Bytes in binary units with three significant figures: 1.5 GiB, 820 MiB; unknown is "—". */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || Number.isNaN(bytes)) return UNKNOWN;
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value >= 100 || unit === 0 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits).replace(/\.0+$|(\.\d*?)0+$/, '$1')} ${UNITS[unit]}`;
}

export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return UNKNOWN;
  return numberFormat({}).format(n);
}

/** A time in the viewer's zone, or the raw value when it is not a date. */
export function formatDateTime(value: string, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** The time of day to the second, in the viewer's zone and locale: when something was last checked. */
export function formatTimeOfDay(at: number): string {
  return dateTimeFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(at));
}

/** A memory figure from the service ("64Gi", "64", "64GB") as GiB. */
export function parseMemoryGiB(memory: string): number {
  const m = /^\s*([\d.]+)\s*([KMGT]i?B?|[KMGT]?)\s*$/i.exec(memory);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toUpperCase().charAt(0);
  const factor = unit === 'T' ? 1024 : unit === 'M' ? 1 / 1024 : unit === 'K' ? 1 / 1024 ** 2 : 1;
  return n * factor;
}

export function formatMemory(memory: string): string {
  const gib = parseMemoryGiB(memory);
  if (!Number.isFinite(gib)) return memory;
  return gib >= 1024 ? `${+(gib / 1024).toFixed(2)} TiB` : `${+gib.toFixed(2)} GiB`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * A byte count the service sends as a decimal string (`size_bytes`: "5368709120")
 * in binary units; a number is taken too. Anything else is unknown ("—"), never 0 B.
 */
export function formatSizeString(size: string | number | null | undefined): string {
  if (typeof size === 'number') return formatBytes(size);
  const digits = size?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return UNKNOWN;
  // Past 2^53 a Number loses the last digits, not the unit: the figure shown stays right.
  return formatBytes(Number(digits));
}

/** Shown for a date the service did not send (or sent as 0, which would read as 1970). */
export const UNKNOWN_DATE = 'unknown';

/**
 * An instant to the second, in the viewer's zone, locale and 12/24-hour habit, with the zone named
 * ("29 Mar 2026, 01:30:05 GMT", "Mar 29, 2026, 1:30:05 AM EDT"); a missing or unreadable one is "unknown".
 */
export function formatInstant(value: string | number | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '' || value === 0) return UNKNOWN_DATE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getTime() <= 0) return UNKNOWN_DATE;
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
}
