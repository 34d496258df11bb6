/**
 * Reading what a control service answers.
 *
 * A real service sends `"30"` for 30, `null` where a string was documented, an
 * id as a number, one entry in a list without its id. A screen must show all it
 * can read and say what it could not, so answers are not validated all or
 * nothing (as request bodies are, with zod) but read field by field:
 *
 * - what is unambiguous is coerced (numeric strings to numbers, "true"/"false"/
 *   1/0 to booleans, numbers to strings for ids and names);
 * - `null` or a missing field is the field's empty value (`''`, `null`, `[]`);
 * - a value that still cannot be read becomes the empty value and leaves a
 *   *notice* (where, what arrived, what was expected): it never fails the screen;
 * - an entry of a list that cannot be read at all (not an object, no id) is left
 *   out of the list, with a notice, and the rest of the list is kept.
 *
 * Readers never throw, except `object` on a value it cannot read at all: the
 * list, `nullable` or the client decides what that means.
 */

export interface ReadNotice {
  /** Where in the answer, e.g. `Result.3.timezone`. */
  path: string;
  /** The id of the entry it belongs to, when the entry has one. */
  item?: string;
  /**
   * 'item': the entry was left out of its list; 'field': the field is shown empty (or as it arrived);
   * 'no-id': the entry has no id, so it is shown but nothing can address it (read-only).
   */
  kind: 'item' | 'field' | 'no-id';
  /** What arrived, shortened; a secret field's value is never repeated. */
  received: string;
  expected: string;
}

export class ReadContext {
  readonly notices: ReadNotice[] = [];
  /** The path being read: readers push and pop as they go down and up. */
  readonly path: (string | number)[] = [];

  note(kind: ReadNotice['kind'], expected: string, value: unknown, secret = false): void {
    this.notices.push({ path: this.path.join('.'), kind, expected, received: secret ? '(hidden)' : describeValue(value) });
  }
}

/** A value `object` cannot read at all: the caller leaves it out or fails. */
export class Unreadable extends Error {
  constructor(
    readonly expected: string,
    readonly value: unknown,
  ) {
    super(`expected ${expected}`);
  }
}

export interface Reader<T> {
  /** What the reader expects, in words, for notices. */
  readonly expected: string;
  /** A secret's value is never repeated in a notice, nor is a list of secrets. */
  readonly secret?: boolean;
  read(value: unknown, ctx: ReadContext): T;
}
export type Read<R> = R extends Reader<infer T> ? T : never;

/** A short, single-line picture of a value as it arrived. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

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

type Shape = Record<string, Reader<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** Fields whose reader may give undefined (unknown) are optional. */
type ObjectOf<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends Read<S[K]> ? never : K]: Read<S[K]> } & { [K in keyof S as undefined extends Read<S[K]> ? K : never]?: Read<S[K]> }
>;

export interface ObjectReader<S extends Shape> extends Reader<ObjectOf<S>> {
  readonly shape: S;
  readonly key?: keyof S & string;
  readonly options: ObjectOptions<S>;
}

interface ObjectOptions<S extends Shape> {
  /** The field that addresses an entry of a list. */
  key?: keyof S & string;
  /**
   * An entry of a list without its key: 'keep' shows it read-only (nothing can
   * address it, but it exists: the vendor's reference makes every field optional,
   * ids included); by default it is left out (choices nobody could pick).
   */
  keyless?: 'keep';
  /** Other spellings of a field, read when it is absent (the vendor's dialect: `nginx_host` for `proxy_host`). */
  aliases?: { [K in keyof S]?: string };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * An object with these fields (others are dropped). With `key`, an entry of a
 * list whose key cannot be read is unreadable as a whole (left out), unless
 * `keyless: 'keep'` keeps it read-only.
 */
export function object<S extends Shape>(shape: S, options: ObjectOptions<S> = {}): ObjectReader<S> {
  const keys = Object.keys(shape);
  const { key, keyless, aliases = {} as Record<string, string | undefined> } = options;
  const expected = key ? `an object with ${key}` : 'an object';
  return {
    shape,
    key,
    options,
    expected,
    read(v, ctx) {
      if (!isRecord(v)) throw new Unreadable(expected, v);
      if (key !== undefined) {
        const id = v[key] ?? (aliases[key] === undefined ? undefined : v[aliases[key]]);
        if (!((typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id)))) {
          // Inside an answer, an entry nothing can address is left out, or kept read-only.
          // The answer itself is kept: the route already names what was asked for.
          const nested = ctx.path.length > 1;
          if (nested && keyless !== 'keep') throw new Unreadable(expected, v);
          ctx.path.push(key);
          ctx.note(nested ? 'no-id' : 'field', 'an id', id);
          ctx.path.pop();
        }
      }
      const out: Record<string, unknown> = {};
      const path = ctx.path;
      for (const k of keys) {
        path.push(k);
        const alias = (aliases as Record<string, string | undefined>)[k];
        out[k] = shape[k]!.read(alias !== undefined && (v[k] === undefined || v[k] === null) ? v[alias] : v[k], ctx);
        path.pop();
      }
      return out as ObjectOf<S>;
    },
  };
}

export function pick<S extends Shape, K extends keyof S & string>(base: ObjectReader<S>, keys: readonly K[]): ObjectReader<Pick<S, K>> {
  const shape = {} as Pick<S, K>;
  for (const k of keys) shape[k] = base.shape[k];
  const keyKept = base.key !== undefined && (keys as readonly string[]).includes(base.key);
  return object(shape, { ...base.options, key: keyKept ? (base.key as K) : undefined } as ObjectOptions<Pick<S, K>>);
}

export function extend<S extends Shape, E extends Shape>(base: ObjectReader<S>, more: E): ObjectReader<Omit<S, keyof E> & E> {
  return object({ ...base.shape, ...more } as Omit<S, keyof E> & E, base.options as ObjectOptions<Omit<S, keyof E> & E>);
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

/** Reads one entry of a list into `out`; an entry that cannot be read is left out with a notice. */
export function readEntry<T>(item: Reader<T>, value: unknown, index: number, ctx: ReadContext, out: T[]): void {
  const before = ctx.notices.length;
  ctx.path.push(index);
  try {
    const entry = item.read(value, ctx);
    out.push(entry);
    // Field notices name the entry they belong to, when it has an id.
    const key = (item as Partial<ObjectReader<Shape>>).key;
    const id = key ? String((entry as Record<string, unknown>)[key]) : '';
    if (id && ctx.notices.length > before) {
      for (let i = before; i < ctx.notices.length; i++) ctx.notices[i]!.item = id;
    }
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    ctx.notices.length = before;
    ctx.note('item', e.expected, value);
  } finally {
    ctx.path.pop();
  }
}

/**
 * A list. Absent is empty; a single value where a list was expected is a list
 * of one (a service that sent `"subnet-1"` for `["subnet-1"]` meant just that).
 */
export function list<T>(item: Reader<T>): Reader<T[]> {
  return reader(`a list of ${item.expected}`, (v, ctx) => {
    if (v === null || v === undefined) return [];
    const out: T[] = [];
    if (!Array.isArray(v)) {
      const objects = 'shape' in item;
      if (objects ? isRecord(v) : typeof v === 'string' || typeof v === 'number') readEntry(item, v, 0, ctx, out);
      else ctx.note('field', `a list of ${item.expected}`, v, item.secret);
      return out;
    }
    for (let i = 0; i < v.length; i++) readEntry(item, v[i], i, ctx, out);
    return out;
  });
}

/** A reader from a function of the raw value (shapes the contract leaves open). */
export function custom<T>(expected: string, read: (value: unknown, ctx: ReadContext) => T): Reader<T> {
  return reader(expected, read);
}

/** A notice in words: where, what became of it, what arrived and what was expected. */
export function describeNotice(n: ReadNotice): string {
  const entry = n.item ? ` (entry ${n.item})` : '';
  const what = n.kind === 'item' ? 'left out' : n.kind === 'no-id' ? 'shown read-only (no id)' : 'shown empty';
  return `${n.path}${entry}: ${what}; received ${n.received}, expected ${n.expected}`;
}

/** An entry of the answer's own list that was left out (not one nested deeper). */
export function isLeftOutEntry(n: ReadNotice): boolean {
  return n.kind === 'item' && n.path.split('.').length === 2;
}

/** Reads a whole value; throws `Unreadable` only when the value as a whole cannot be read. */
export function readAll<T>(r: Reader<T>, value: unknown, root = 'Result'): { data: T; notices: ReadNotice[] } {
  const ctx = new ReadContext();
  ctx.path.push(root);
  const data = r.read(value, ctx);
  return { data, notices: ctx.notices };
}
