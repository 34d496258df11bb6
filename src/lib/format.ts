import { numberFormat } from './intl';

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
  // A figure that rounds up to 1024 (1023.5 B, 1023.9 MiB) reads as 1 of the next unit, never "1024 B".
  if (Number(value.toFixed(digits)) >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${value.toFixed(digits).replace(/\.0+$|(\.\d*?)0+$/, '$1')} ${UNITS[unit]}`;
}

/** A figure shown as sent (an id-like number such as a record version), or "—" when missing: never "null" or "NaN". */
export function formatPlain(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '' || (typeof value === 'number' && !Number.isFinite(value))) return UNKNOWN;
  return String(value);
}

export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined || Number.isNaN(n)) return UNKNOWN;
  return numberFormat({}).format(n);
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

/**
 * A figure in GiB (memory, quota, disk) in the unit it reads best in, the same way as bytes:
 * 16 GiB, 1 TiB, 1.5 TiB, 512 MiB; unknown is "—". Every size on every screen goes through here.
 */
export function formatGiB(gib: number | null | undefined): string {
  if (gib === null || gib === undefined || !Number.isFinite(gib)) return UNKNOWN;
  return formatBytes(gib * 1024 ** 3);
}

/** A change of size in GiB, signed: "+128 GiB", "−1 TiB", "±0 B". */
export function formatSignedGiB(gib: number): string {
  if (!Number.isFinite(gib)) return UNKNOWN;
  const shown = formatGiB(Math.abs(gib));
  return `${shown === '0 B' ? '±' : gib > 0 ? '+' : '−'}${shown}`;
}

/** A memory figure as the service writes it ("1024Gi") as people read it ("1 TiB"); text that is not a figure is shown as sent. */
export function formatMemory(memory: string): string {
  const gib = parseMemoryGiB(memory);
  return Number.isFinite(gib) ? formatGiB(gib) : memory;
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
