import { createHash } from 'node:crypto';

import { type ArrayEdit, type Collection, type Patch, isRecord } from './store-journal';

/** New items a kept run may start after: a history folds its oldest one or two changes into one. */
const HEAD = 2;

/** Which state a patch was made against (the record's JSON): replay applies it to that state only. */
export const stateHash = (json: string) => createHash('sha256').update(json).digest('base64url').slice(0, 16);

/** Sets a field whatever its name (`__proto__` included), where it already is or at the end. */
function setField(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

/**
 * A record's JSON field by field, an array field item by item, in JSON.stringify's order: compared field by field,
 * and joined into the record's JSON without writing a long history twice.
 */
type Parts = Map<string, string | string[]>;

function partsOf(o: Record<string, unknown>): Parts {
  const parts: Parts = new Map();
  for (const k of Object.keys(o)) {
    const v = o[k];
    const json = Array.isArray(v) ? v.map((x) => JSON.stringify(x) ?? 'null') : JSON.stringify(v);
    if (json !== undefined) parts.set(k, json);
  }
  return parts;
}

/** The same text as JSON.stringify of the record the parts are of. */
export function jsonOf(parts: Parts): string {
  const fields = [...parts].map(([k, v]) => `${JSON.stringify(k)}:${typeof v === 'string' ? v : `[${v.join(',')}]`}`);
  return `{${fields.join(',')}}`;
}

/** The longest run of `was` that `now` keeps in one piece, found from its first few items; none when nothing is kept. */
function arrayEdit(was: string[], now: string[], after: unknown[]): ArrayEdit | undefined {
  let best: { h: number; f: number; n: number } | undefined;
  for (let h = 0; h < Math.min(HEAD + 1, now.length); h++) {
    const f = was.indexOf(now[h]!);
    if (f < 0) continue;
    let n = 0;
    while (h + n < now.length && f + n < was.length && now[h + n] === was[f + n]) n++;
    if (!best || n > best.n) best = { h, f, n };
  }
  if (!best) return undefined;
  const { h, f, n } = best;
  return { ...(h ? { h: after.slice(0, h) } : {}), f, n, ...(h + n < after.length ? { e: after.slice(h + n) } : {}) };
}

/** A record as a patch leaves it; undefined when the patch does not fit it (a field it edits is not an array that long). */
export function applyPatch(before: Record<string, unknown>, p: Pick<Patch, 's' | 'r' | 'a'>): Record<string, unknown> | undefined {
  const removed = new Set(p.r ?? []);
  const out: Record<string, unknown> = {};
  // A field without a value is not in the JSON: the state replay starts from does not have it either.
  for (const k of Object.keys(before)) if (before[k] !== undefined && !removed.has(k)) setField(out, k, before[k]);
  for (const [k, edit] of Object.entries(p.a ?? {})) {
    const was = out[k];
    if (!Array.isArray(was) || edit.f + edit.n > was.length) return undefined;
    setField(out, k, [...(edit.h ?? []), ...was.slice(edit.f, edit.f + edit.n), ...(edit.e ?? [])]);
  }
  for (const [k, v] of Object.entries(p.s ?? {})) setField(out, k, v);
  return out;
}

const same = (a: string | string[], b: string | string[]) =>
  typeof a === 'string' || typeof b === 'string' ? a === b : a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * What a put changed of the record it replaces, as a journal entry: the fields set or removed, and for an array
 * field (a history) the run it keeps and the items added. Undefined when it would not be smaller than the whole
 * record, or when applied to the record it would not give back the same JSON (a field added in the middle): then
 * the record is journaled whole.
 */
export function patchOf(c: Collection, id: string, before: unknown, after: unknown): Patch | undefined {
  if (!isRecord(before) || !isRecord(after) || 'toJSON' in before || 'toJSON' in after) return undefined;
  const was = partsOf(before);
  const now = partsOf(after);
  // applyPatch keeps the fields where they were and adds new ones at the end: the record's own order must be that.
  const keys = [...now.keys()];
  const order = [...[...was.keys()].filter((k) => now.has(k)), ...keys.filter((k) => !was.has(k))];
  if (order.some((k, i) => k !== keys[i])) return undefined;
  const s: Record<string, unknown> = {};
  const a: Record<string, ArrayEdit> = {};
  for (const [k, json] of now) {
    const old = was.get(k);
    if (old !== undefined && same(old, json)) continue;
    const edit = Array.isArray(old) && Array.isArray(json) ? arrayEdit(old, json, after[k] as unknown[]) : undefined;
    if (edit) setField(a, k, edit);
    else setField(s, k, after[k]);
  }
  const r = [...was.keys()].filter((k) => !now.has(k));
  const p: Patch = {
    t: 'patch',
    c,
    id,
    b: stateHash(jsonOf(was)),
    ...(Object.keys(s).length ? { s } : {}),
    ...(r.length ? { r } : {}),
    ...(Object.keys(a).length ? { a } : {}),
  };
  return JSON.stringify(p).length < jsonOf(now).length ? p : undefined;
}
