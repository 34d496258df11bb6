import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Store, type Collection } from './store';
import { JOURNAL } from './store-journal';
import { applyPatch, journalForm, stateHash } from './store-patch';

/** The store's mechanics, tried with records of any shape. */
type Loose = Record<Collection, Record<string, unknown>>;

const item = (i: number) => ({ at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), running: i % 2 === 0, type: 'TG-2' });
const history = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => item(from + i));
const rec = (events: unknown[], more: Record<string, unknown> = {}) => ({ kind: 'usage', name: 'production', billed: 42, events, ...more });

/** How a put of `after` over `before`, as the journal gave it, is journaled: a patch, or undefined for the record whole. */
function patchOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const { change } = journalForm({ t: 'put', c: 'billing', id: 'usage-x', v: after }, before, stateHash(JSON.stringify(before)));
  return change.t === 'patch' ? change : undefined;
}

/** What replay does with a patch: applied to the record as the journal and snapshot give it back (JSON). */
function replayed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const p = patchOf(before, after);
  if (!p) return undefined;
  const line = JSON.parse(JSON.stringify(p)) as typeof p;
  const from = JSON.parse(JSON.stringify(before)) as Record<string, unknown>;
  expect(stateHash(JSON.stringify(from))).toBe(line.b);
  return { patch: p, json: JSON.stringify(applyPatch(from, line)) };
}

describe('a put journaled as what it changed (store-patch.ts)', () => {
  it.each([
    ['an item added to a long history', rec(history(0, 400)), rec(history(0, 401)), { f: 0, n: 400, e: [item(400)] }],
    ['the oldest items dropped, one added', rec(history(0, 400)), rec(history(3, 401)), { f: 3, n: 397, e: [item(400)] }],
    [
      'the two oldest folded into one, one added',
      rec(history(0, 400)),
      rec([{ ...item(1), at: item(0).at }, ...history(2, 401)]),
      { h: [{ ...item(1), at: item(0).at }], f: 2, n: 398, e: [item(400)] },
    ],
  ])('%s: the edit of the history, not the history', (_, before, after, edit) => {
    const r = replayed(before, after)!;
    expect(r.patch.a).toEqual({ events: edit });
    expect(r.json).toBe(JSON.stringify(after));
    expect(JSON.stringify(r.patch).length).toBeLessThan(300);
  });

  it('fields set, removed, left without a value, or added at the end give back the same JSON', () => {
    const before: Record<string, unknown> = rec(history(0, 50), { note: 'x', gone: 'y', empty: undefined });
    const { gone: _g, ...kept } = before;
    const after = { ...kept, name: 'renamed', note: undefined, billed: 43, added: { deep: [1, 2] } };
    const r = replayed(before, after)!;
    expect(r.patch).toMatchObject({ s: { name: 'renamed', billed: 43, added: { deep: [1, 2] } }, r: ['note', 'gone'] });
    expect(r.json).toBe(JSON.stringify(after));
  });

  it('journals the record whole where a patch would not give back its field order, or would not be smaller', () => {
    const before = rec(history(0, 50));
    expect(patchOf(before, { added: 1, ...before })).toBeUndefined();
    expect(patchOf({ name: 'a' }, { name: 'b' })).toBeUndefined();
  });

  it('a field named __proto__ is a field like any other', () => {
    const before = JSON.parse(`{"__proto__":{"polluted":1},"events":${JSON.stringify(history(0, 40))}}`) as Record<string, unknown>;
    const after = JSON.parse(`{"__proto__":{"polluted":2},"events":${JSON.stringify(history(0, 41))}}`) as Record<string, unknown>;
    const r = replayed(before, after)!;
    expect(r.json).toBe(JSON.stringify(after));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('any series of changes replays to the same JSON, whatever it changed', () => {
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    let state: Record<string, unknown> = rec(history(0, 30), { tags: ['a', 'b'] });
    for (let step = 0; step < 300; step++) {
      const events = [...(state.events as unknown[])];
      const op = rand(6);
      if (op === 0) events.push(item(1000 + step));
      if (op === 1) events.splice(0, rand(3));
      if (op === 2 && events.length > 1) events.splice(0, 2, { ...(events[1] as object), at: 'folded' });
      if (op === 3) events.splice(rand(events.length + 1), 0, item(2000 + step));
      const next: Record<string, unknown> = { ...state, events };
      if (op === 4) next[`k${rand(5)}`] = rand(2) ? step : undefined;
      if (op === 5) next.tags = rand(2) ? [...(state.tags as string[]), `t${step}`] : [];
      const r = replayed(state, next);
      if (r) expect(r.json).toBe(JSON.stringify(next));
      state = next;
    }
  });
});

/** The journal's changes, without its first line (the generation of the snapshot it continues). */
const lines = (dir: string) =>
  fs
    .readFileSync(path.join(dir, JOURNAL), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('{"t":"gen"'));

describe('the store replays patches', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gc-patch-'));

  it('a history appended to 300 times journals each item, and reopens the same', () => {
    const d = dir();
    const s = new Store<Loose>(d);
    let events = history(0, 5);
    s.put('billing', 'usage-x', rec(events));
    for (let i = 5; i < 305; i++) s.put('billing', 'usage-x', rec((events = [...events, item(i)])));
    const sizes = lines(d).map((l) => Buffer.byteLength(l));
    expect(Math.max(...sizes.slice(1))).toBeLessThan(400);
    const kept = JSON.stringify(s.get('billing', 'usage-x'));
    s.close();
    const again = new Store<Loose>(d);
    expect(JSON.stringify(again.get('billing', 'usage-x'))).toBe(kept);
    again.close();
  });

  it('a journal already folded into the snapshot (a compaction killed before it emptied the journal) changes nothing when replayed again', () => {
    const d = dir();
    let events = history(0, 30);
    const s = new Store<Loose>(d, undefined, { compactAfter: 22 });
    // The first 22 changes end in a compaction: the journal then holds only what changed of the record.
    // Every third change, the two oldest go as one comes.
    for (let i = 0; i < 42; i++) s.put('billing', 'usage-x', rec((events = [...events.slice(i % 3 ? 0 : 2), item(30 + i)]), { billed: i % 3 }));
    s.put('workgroups', 'wg-1', { name: 'one' });
    s.close();
    const journal = fs.readFileSync(path.join(d, JOURNAL));
    expect(lines(d).filter((l) => l.startsWith('{"t":"patch"'))).toHaveLength(20);
    expect(journal.toString()).toMatch(/^\{"t":"gen","g":\d+\}\n/);
    // The start folds the journal into a new snapshot; the kill lands before the journal is emptied.
    new Store<Loose>(d).close();
    fs.writeFileSync(path.join(d, JOURNAL), journal);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const again = new Store<Loose>(d);
    const said = warn.mock.calls.map((c) => c.join(' '));
    warn.mockRestore();
    expect(again.get('billing', 'usage-x')).toEqual(rec(events, { billed: 41 % 3 }));
    expect(again.get('workgroups', 'wg-1')).toEqual({ name: 'one' });
    // Skipped whole, said in one line: its generation is older than the snapshot's.
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/journal\.ndjson: skipped, already folded into snapshot\.json/);
    again.close();
  });

  it('a record changed in place in memory, then put, is journaled whole: the journal never holds a change made against a state it does not have', () => {
    const d = dir();
    const s = new Store<Loose>(d);
    s.put('billing', 'usage-x', rec(history(0, 20)));
    s.put('billing', 'usage-x', rec(history(0, 21)));
    const held = s.get('billing', 'usage-x')!;
    (held.events as unknown[]).push(item(21));
    s.put('billing', 'usage-x', { ...held, billed: 7 });
    const last = s.get('billing', 'usage-x')!;
    last.billed = 8;
    s.put('billing', 'usage-x', last);
    expect(lines(d).map((l) => (JSON.parse(l) as { t: string }).t)).toEqual(['put', 'patch', 'put', 'put']);
    s.close();
    expect(new Store<Loose>(d).get('billing', 'usage-x')).toEqual(rec(history(0, 22), { billed: 8 }));
  });

  it('a patch that does not fit the record it was made against stops the start', () => {
    const d = dir();
    const s = new Store<Loose>(d);
    s.put('billing', 'usage-x', rec(history(0, 5)));
    s.close();
    new Store<Loose>(d).close();
    const b = stateHash(JSON.stringify(rec(history(0, 5))));
    fs.appendFileSync(path.join(d, JOURNAL), `${JSON.stringify({ t: 'patch', c: 'billing', id: 'usage-x', b, a: { events: { f: 3, n: 9 } } })}\n`);
    expect(() => new Store<Loose>(d)).toThrow(/line 2 of journal\.ndjson does not fit the record it changes/);
  });

  it('a change made against another state of its record, in the journal that continues the snapshot, stops the start: it is never skipped', () => {
    const d = dir();
    const s = new Store<Loose>(d);
    s.put('billing', 'usage-x', rec(history(0, 5)));
    s.close();
    const again = new Store<Loose>(d);
    for (let n = 6; n <= 8; n++) again.put('billing', 'usage-x', rec(history(0, n)));
    again.close();
    // The line that wrote the record whole is gone: the changes after it were made against a state the snapshot does not hold.
    const file = path.join(d, JOURNAL);
    const text = fs.readFileSync(file, 'utf8').split('\n');
    const whole = text.findIndex((l) => l.startsWith('{"t":"put"'));
    expect(text.filter((l) => l.startsWith('{"t":"patch"'))).toHaveLength(2);
    fs.writeFileSync(file, text.filter((_, i) => i !== whole).join('\n'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(() => new Store<Loose>(d)).toThrow(/line \d of journal\.ndjson changes a record that is not in the state it was made against/);
    } finally {
      warn.mockRestore();
    }
  });

  it('a sparse array is journaled as JSON writes it (a hole is null): the change after it replays', () => {
    const d = dir();
    const s = new Store<Loose>(d);
    const tags: unknown[] = [];
    tags[1] = 'one';
    s.put('billing', 'usage-x', rec(history(0, 3), { tags }));
    s.put('billing', 'usage-x', rec(history(0, 4), { tags }));
    expect(lines(d).map((l) => (JSON.parse(l) as { t: string }).t)).toEqual(['put', 'patch']);
    s.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(JSON.stringify(new Store<Loose>(d).get('billing', 'usage-x'))).toBe(JSON.stringify(rec(history(0, 4), { tags })));
    } finally {
      warn.mockRestore();
    }
  });

  it('a data directory of the former format (every change a whole record) loads, and changes go on from it', () => {
    const d = dir();
    const whole = (events: unknown[]) => ({ t: 'put', c: 'billing', id: 'usage-x', v: rec(events) });
    fs.writeFileSync(path.join(d, 'snapshot.json'), JSON.stringify({ billing: { 'usage-x': rec(history(0, 3)) }, workgroups: {} }));
    fs.writeFileSync(
      path.join(d, JOURNAL),
      [whole(history(0, 4)), { t: 'all', e: [{ t: 'put', c: 'workgroups', id: 'wg-1', v: { name: 'one' } }, whole(history(0, 5))] }, whole(history(1, 6))]
        .map((l) => `${JSON.stringify(l)}\n`)
        .join(''),
    );
    const s = new Store<Loose>(d);
    expect(s.get('billing', 'usage-x')).toEqual(rec(history(1, 6)));
    expect(s.get('workgroups', 'wg-1')).toEqual({ name: 'one' });
    // The first change since the start is journaled whole (what the next is made against), the next as what changed.
    s.put('billing', 'usage-x', rec(history(1, 7)));
    s.put('billing', 'usage-x', rec(history(1, 8)));
    expect(lines(d).map((l) => JSON.parse(l) as unknown)).toMatchObject([{ t: 'put' }, { t: 'patch', a: { events: { f: 0, n: 6, e: [item(7)] } } }]);
    s.close();
    expect(new Store<Loose>(d).get('billing', 'usage-x')).toEqual(rec(history(1, 8)));
  });
});
