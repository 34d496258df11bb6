/** Readers of objects and lists: an entry that cannot be read is left out or kept read-only (see read.ts). */
import { isRecord, Unreadable, type Read, type ReadContext, type Reader } from './read-notice';
import { custom } from './read-values';

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
  return custom(`a list of ${item.expected}`, (v, ctx) => {
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
