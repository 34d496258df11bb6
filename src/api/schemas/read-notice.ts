/** What a reader is, and the notices it leaves when an answer cannot be read as documented (see read.ts). */

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

/** True for a plain object (not null, not an array). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
