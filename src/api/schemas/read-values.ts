/** Readers of single values: text, numbers, flags, times, and wrappers around other readers (see read.ts). */
import { isRecord, Unreadable, type ReadContext, type Reader } from './read-notice';

const reader = <T>(expected: string, read: (value: unknown, ctx: ReadContext) => T): Reader<T> => ({ expected, read });

const NUMERIC = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** A string: numbers become their digits; anything else unreadable is '' with a notice. */
export function text(options: { required?: boolean; secret?: boolean } = {}): Reader<string> {
  return secretIf(
    options.secret,
    reader('text', (v, ctx) => {
      if (typeof v === 'string') {
        if (options.required && v === '') ctx.note('field', 'text', v, options.secret);
        return v;
      }
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      if (v === null || v === undefined) {
        if (options.required) ctx.note('field', 'text', v);
        return '';
      }
      ctx.note('field', 'text', v, options.secret);
      return '';
    }),
  );
}

function secretIf<T>(secret: boolean | undefined, r: Reader<T>): Reader<T> {
  return secret ? { ...r, secret: true } : r;
}

/** A number (numeric strings included), or null when absent or unreadable. */
export function num(): Reader<number | null> {
  return reader('a number', (v, ctx) => {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
    if (v === null || v === undefined || v === '') return null;
    ctx.note('field', 'a number', v);
    return null;
  });
}

const TRUE = new Set(['true', '1', 'yes']);
const FALSE = new Set(['false', '0', 'no']);

/** A boolean from true/false, "true"/"false", 1/0 or "yes"/"no"; otherwise `empty`. */
export function flag(empty = false): Reader<boolean> {
  return reader('true or false', (v, ctx) => {
    if (typeof v === 'boolean') return v;
    if (v === null || v === undefined) return empty;
    if (v === 1 || v === 0) return v === 1;
    if (typeof v === 'string') {
      const s = v.trim().toLowerCase();
      if (TRUE.has(s)) return true;
      if (FALSE.has(s)) return false;
    }
    ctx.note('field', 'true or false', v);
    return empty;
  });
}

/**
 * A time: kept as the service wrote it when a string; a number is read as epoch
 * milliseconds (or seconds, when too small to be milliseconds) and written ISO.
 */
export function time(): Reader<string> {
  return reader('a time', (v, ctx) => {
    if (typeof v === 'string') return v;
    if (v === null || v === undefined) return '';
    if (typeof v === 'number' && Number.isFinite(v)) {
      const date = new Date(Math.abs(v) < 1e11 ? v * 1000 : v);
      if (!Number.isNaN(date.getTime())) return date.toISOString();
    }
    ctx.note('field', 'a time', v);
    return '';
  });
}

/** An optional field: absent stays undefined (unknown), anything else is read. */
export function optional<T>(inner: Reader<T>): Reader<T | undefined> {
  return reader(inner.expected, (v, ctx) => (v === null || v === undefined ? undefined : inner.read(v, ctx)));
}

/** An object whose contents the contract does not show: kept as it arrived. */
export function record(): Reader<Record<string, unknown> | undefined> {
  return reader('an object', (v, ctx) => {
    if (v === null || v === undefined) return undefined;
    if (isRecord(v)) return v;
    ctx.note('field', 'an object', v);
    return undefined;
  });
}

/** Anything, as it arrived (for payloads the contract leaves open). */
export function raw(): Reader<unknown> {
  return reader('anything', (v) => v);
}

/** An optional nested object: absent is null; one that cannot be read is null with a notice. */
export function nullable<T>(inner: Reader<T>): Reader<T | null> {
  return reader(inner.expected, (v, ctx) => {
    if (v === null || v === undefined) return null;
    try {
      return inner.read(v, ctx);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      ctx.note('field', inner.expected, v);
      return null;
    }
  });
}

/** A reader from a function of the raw value (shapes the contract leaves open). */
export function custom<T>(expected: string, read: (value: unknown, ctx: ReadContext) => T): Reader<T> {
  return reader(expected, read);
}
