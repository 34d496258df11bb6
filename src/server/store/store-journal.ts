import fs from 'node:fs';
import path from 'node:path';

import type { Resource } from '@/api/operations';

/**
 * What the embedded control plane stores: each resource of the operations table but the catalogs (meta), which are fixed,
 * and the audit trail (audit.ts); and the keeping of no operation: the idempotency keys' answers (http/idempotency.ts).
 */
export type Collection = Exclude<Resource, 'meta' | 'auditLog'> | 'idempotencyKeys';

export type Entry = { t: 'put'; c: Collection; id: string; v: unknown } | { t: 'del'; c: Collection; id: string };
/**
 * A put journaled as what it changed of the record it replaced (store-patch.ts): fields set (`s`), fields removed (`r`),
 * array fields edited (`a`: the run kept, the items added). `b`: the hash of the record it was made against, so that replay
 * applies it to that state only (a journal replayed over the snapshot it was already folded into changes nothing).
 */
export type Patch = {
  t: 'patch';
  c: Collection;
  id: string;
  b: string;
  s?: Record<string, unknown>;
  r?: string[];
  a?: Record<string, ArrayEdit>;
};
/** An array field's new value: the run `old[f, f + n)` kept, between new items before (`h`) and after (`e`) it. */
export type ArrayEdit = { h?: unknown[]; f: number; n: number; e?: unknown[] };
/** A change as the journal holds it. */
export type Change = Entry | Patch;
/** One journal line: a change, or the changes of one request written together (all or nothing). */
export type Line = Change | { t: 'all'; e: Change[] };

/** The collections in memory, each record by its id. */
export type Data = Map<Collection, Map<string, unknown>>;
/** Writes the whole buffer at a position, through the store's file operations (so a test's full disk applies). */
export type WriteAll = (fd: number, buf: Buffer, position: number) => void;

/** A write of the whole buffer through `io` (looked up at each write: a test replaces it to fill the disk); no progress is a full disk. */
export const writeFully =
  (io: { writeSync: (fd: number, buffer: Buffer, offset: number, length: number, position: number) => number }): WriteAll =>
  (fd, buf, position) => {
    for (let done = 0; done < buf.length;) {
      const n = io.writeSync(fd, buf, done, buf.length - done, position + done);
      if (n <= 0) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
      done += n;
    }
  };

export const SNAPSHOT = 'snapshot.json';
/** The snapshot before the last compaction: what an operator can go back to. */
export const PREVIOUS = 'snapshot.previous.json';
export const JOURNAL = 'journal.ndjson';
/**
 * A journal's first line: the generation of the snapshot it continues. A compaction writes the snapshot with the next
 * generation, then empties the journal and starts it with this line; a journal of an older generation was folded in.
 */
export type Head = { t: 'gen'; g: number };
/** Where the snapshot holds its generation, beside the collections. */
export const GENERATION = '$generation';

/** Journal lines after which the journal is folded into a new snapshot. */
export const COMPACT_AFTER = 5000;
/** Room kept for deletes on a full disk (store-reserve.ts). */
export const RESERVE = 'reserve.bin';

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isCount = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
export const isHead = (v: unknown): v is Head => isRecord(v) && v.t === 'gen' && isCount(v.g);
const isEdit = (v: unknown) =>
  isRecord(v) && isCount(v.f) && isCount(v.n) && (v.h === undefined || Array.isArray(v.h)) && (v.e === undefined || Array.isArray(v.e));

function isPatch(v: Record<string, unknown>): boolean {
  return (
    typeof v.b === 'string' &&
    (v.s === undefined || isRecord(v.s)) &&
    (v.r === undefined || (Array.isArray(v.r) && v.r.every((k) => typeof k === 'string'))) &&
    (v.a === undefined || (isRecord(v.a) && Object.values(v.a).every(isEdit)))
  );
}

function isChange(v: unknown): v is Change {
  if (!isRecord(v)) return false;
  // A record is always an object: a `null` one would break every list that holds it.
  return ((v.t === 'put' && isRecord(v.v)) || v.t === 'del' || (v.t === 'patch' && isPatch(v))) && typeof v.c === 'string' && typeof v.id === 'string';
}

export function isLine(v: unknown): v is Line {
  return isChange(v) || (isRecord(v) && v.t === 'all' && Array.isArray(v.e) && v.e.every(isChange));
}

/**
 * Writes the state as the new snapshot, atomically (a temporary file renamed
 * over it), keeping the one it replaces as the previous snapshot. `purged`:
 * records (`collection/id`) purged since the last compaction; `generation`: the journal's that continues it.
 */
export function writeSnapshot(dir: string, data: Data, purged: ReadonlySet<string>, writeAll: WriteAll, generation: number): void {
  const snapshot: Record<string, unknown> = { [GENERATION]: generation };
  for (const [c, m] of data) snapshot[c] = Object.fromEntries(m);
  const tmp = path.join(dir, `${SNAPSHOT}.tmp`);
  const previousTmp = `${path.join(dir, PREVIOUS)}.tmp`;
  try {
    const fd = fs.openSync(tmp, 'w');
    try {
      writeAll(fd, Buffer.from(JSON.stringify(snapshot)), 0);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    const current = path.join(dir, SNAPSHOT);
    // The snapshot being replaced is kept: the way back if this directory is ever damaged.
    // What was purged since is left out of it: a deleted workgroup's traces do not wait two compactions.
    if (fs.existsSync(current)) {
      if (purged.size) writeScrubbed(current, previousTmp, data, purged, writeAll);
      else fs.copyFileSync(current, previousTmp);
      fs.renameSync(previousTmp, path.join(dir, PREVIOUS));
    }
    fs.renameSync(tmp, current);
    syncDir(dir);
  } catch (e) {
    // The journal is untouched: nothing it holds is lost.
    fs.rmSync(tmp, { force: true });
    fs.rmSync(previousTmp, { force: true });
    throw e;
  }
}

function writeScrubbed(from: string, to: string, data: Data, purged: ReadonlySet<string>, writeAll: WriteAll): void {
  const snapshot = JSON.parse(fs.readFileSync(from, 'utf8')) as Record<string, Record<string, unknown>>;
  for (const key of purged) {
    const cut = key.indexOf('/');
    const [c, id] = [key.slice(0, cut) as Collection, key.slice(cut + 1)];
    const now = data.get(c);
    if (!snapshot[c]?.[id]) continue;
    if (now?.has(id)) snapshot[c]![id] = now.get(id);
    else delete snapshot[c]![id];
  }
  const fd = fs.openSync(to, 'w');
  try {
    writeAll(fd, Buffer.from(JSON.stringify(snapshot)), 0);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

export function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Some filesystems do not allow fsync on a directory; the rename is still atomic.
  }
}
