import { createHash } from 'node:crypto';

import { type ArrayEdit, type Change, type Collection, type Entry, type Patch, isRecord } from './store-journal';

type Put = Extract<Entry, { t: 'put' }>;

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
    // Array.from visits the holes of a sparse array too, which JSON.stringify writes as null.
    const json = Array.isArray(v) ? Array.from(v, (x) => JSON.stringify(x) ?? 'null') : JSON.stringify(v);
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
 * field (a history) the run it keeps and the items added. Undefined when the record in memory is not the one the
 * journal gives back (`base`: changed in place since it was written), or when applied to it the patch would not give
 * back the same field order (a field added in the middle).
 */
function patchOf(c: Collection, id: string, before: unknown, now: Parts, after: Record<string, unknown>, base: string): Patch | undefined {
  if (!isRecord(before) || 'toJSON' in before) return undefined;
  const was = partsOf(before);
  if (stateHash(jsonOf(was)) !== base) return undefined;
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
  return { t: 'patch', c, id, b: base, ...(Object.keys(s).length ? { s } : {}), ...(r.length ? { r } : {}), ...(Object.keys(a).length ? { a } : {}) };
}

/**
 * A put as the journal holds it: what changed of the record it replaces where that is smaller than the record, else
 * the record whole; and the hash of the record's JSON as replay gives it back, what the next change is made against.
 */
export function journalForm(e: Put, before: unknown, base: string | undefined): { change: Change; hash: string } {
  const after = e.v;
  if (!isRecord(after) || 'toJSON' in after) return { change: e, hash: stateHash(JSON.stringify(after)) };
  const now = partsOf(after);
  const json = jsonOf(now);
  const p = base === undefined ? undefined : patchOf(e.c, e.id, before, now, after, base);
  return { change: p && JSON.stringify(p).length < json.length ? p : e, hash: stateHash(json) };
}

/**
 * A transaction's changes as the journal holds them. `journaled`: each record's hash as the journal gives it back,
 * for the records written since the start (the first change of any other is journaled whole); `hashes`: theirs once
 * this line is written (undefined: deleted).
 */
export function journalForms(entries: readonly Entry[], befores: readonly unknown[], journaled: ReadonlyMap<string, string>) {
  const hashes = new Map<string, string | undefined>();
  const changes = entries.map((e, i): Change => {
    const key = `${e.c}/${e.id}`;
    const base = hashes.has(key) ? hashes.get(key) : journaled.get(key);
    if (e.t === 'del') return (hashes.set(key, undefined), e);
    const { change, hash } = journalForm(e, befores[i], base);
    hashes.set(key, hash);
    return change;
  });
  return { changes, hashes };
}
