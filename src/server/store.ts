import fs from 'node:fs';
import path from 'node:path';

import type { Resource } from '@/api/operations';
import { SpaceReserve } from './store-reserve';

/** What the embedded control plane stores: each resource of the operations table but the catalogs (meta), which are fixed, and the audit trail (audit.ts). */
export type Collection = Exclude<Resource, 'meta' | 'auditLog'>;

type Entry = { t: 'put'; c: Collection; id: string; v: unknown } | { t: 'del'; c: Collection; id: string };
/** One journal line: a change, or the changes of one request written together (all or nothing). */
type Line = Entry | { t: 'all'; e: Entry[] };

const SNAPSHOT = 'snapshot.json';
/** The snapshot before the last compaction: what an operator can go back to. */
const PREVIOUS = 'snapshot.previous.json';
const JOURNAL = 'journal.ndjson';
/** Journal lines after which the journal is folded into a new snapshot. */
export const COMPACT_AFTER = 5000;
/** Room kept for deletes on a full disk (store-reserve.ts). */
const RESERVE = 'reserve.bin';
/** After a purge, the compaction that takes it off the disk comes at most this often. */
export const PURGE_COMPACT_MS = 2000;

/** What an operator may ask for when the data directory is damaged (DATA_DIR_RECOVER). */
export type Recovery = 'previous' | 'empty';

/**
 * The data directory cannot be read as it is. The message is short and holds
 * none of the data; nothing in the directory was changed.
 */
export class DataDirDamaged extends Error {
  constructor(dir: string, what: string) {
    super(
      [
        `The data directory ${dir} is damaged: ${what}. Nothing in it was changed.`,
        `To go back to the snapshot kept at the last compaction (later changes are lost), start with DATA_DIR_RECOVER=previous.`,
        `To start with a new demo organization instead, start with DATA_DIR_RECOVER=empty.`,
        `Either way the damaged files are kept beside it, renamed *.damaged-<time>.`,
      ].join('\n'),
    );
    this.name = 'DataDirDamaged';
  }
}

/**
 * The data directory cannot be used at all (not a directory, not writable, a
 * full disk): said in one short line, without a stack.
 */
export class DataDirUnusable extends Error {
  constructor(dir: string, e: unknown) {
    super(`The data directory ${dir} cannot be used: ${whyUnusable(e)}. Free space, fix its permissions or choose another DATA_DIR.`);
    this.name = 'DataDirUnusable';
  }
}

/**
 * A change could not be made durable: it was taken back in memory and must be
 * answered as an error. `full` when the disk has no room (507).
 */
export class StorageFailed extends Error {
  readonly full: boolean;
  constructor(e: unknown) {
    const full = errorCode(e) === 'ENOSPC';
    super(
      full
        ? 'The control plane has no room left on its disk; the change was not made'
        : 'The control plane could not write the change to its disk; the change was not made',
    );
    this.full = full;
    this.name = 'StorageFailed';
  }
}

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}

function whyUnusable(e: unknown): string {
  const code = errorCode(e);
  if (code === 'ENOSPC') return 'the disk is full (ENOSPC)';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `it is not writable (${code})`;
  if (code === 'ENOTDIR' || code === 'EEXIST') return `it is not a directory (${code})`;
  return code ? `it could not be read or written (${code})` : 'it could not be read or written';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isEntry(v: unknown): v is Entry {
  if (!isRecord(v)) return false;
  // A record is always an object: a `null` one would break every list that holds it.
  return ((v.t === 'put' && isRecord(v.v)) || v.t === 'del') && typeof v.c === 'string' && typeof v.id === 'string';
}

function isLine(v: unknown): v is Line {
  return isEntry(v) || (isRecord(v) && v.t === 'all' && Array.isArray(v.e) && v.e.every(isEntry));
}

/** The file operations a change goes through; a test replaces `writeSync` to fill the disk. */
export interface StoreIo {
  writeSync: (fd: number, buffer: Buffer, offset: number, length: number, position: number) => number;
}

export interface StoreOptions {
  io?: StoreIo;
  compactAfter?: number;
}

type Tx = { entries: Entry[]; undo: Undo[]; purged: string[] };

/** Where JSON.parse stopped, without repeating any of the text (V8's message quotes it). */
function parsePosition(e: unknown): string {
  const m = e instanceof Error ? /position (\d+)/.exec(e.message) : null;
  return m ? ` (at byte ${m[1]})` : '';
}

interface Undo {
  c: Collection;
  id: string;
  had: boolean;
  before: unknown;
}

/**
 * The control plane's state: in memory, made durable by an append-only journal
 * and compacted into an atomically replaced snapshot. A change is applied, then
 * written and fsync'd, then answered: a write that cannot be made durable is
 * taken back in memory and answered as an error, so what was acknowledged is
 * on disk and what was refused is nowhere. A SIGKILL at any moment loses
 * nothing that was acknowledged: replay ignores only a torn last line, which
 * was never answered.
 */
export class Store {
  private readonly data = new Map<Collection, Map<string, unknown>>();
  private journalFd = -1;
  /** Lines and bytes in the journal since the last compaction. */
  private journalLength = 0;
  private journalBytes = 0;
  /** A failed write could not be taken back out of the journal: nothing more is written until a restart. */
  private journalBroken = false;
  /** The changes of the transaction under way, with what each replaced. */
  private pending: Tx | undefined;
  /** Records purged since the last compaction (`collection/id`): the next one leaves them out of the kept previous snapshot too. */
  private readonly purged = new Set<string>();
  private purgeTimer: NodeJS.Timeout | undefined;
  private lastCompaction = 0;
  private readonly reserve: SpaceReserve;
  /** How many of each kind were created since start: for the duplicate checks of the tests, not persisted. */
  private readonly created = new Map<string, number>();
  private readonly io: StoreIo;
  private readonly compactAfter: number;

  constructor(
    private readonly dir: string,
    recover?: Recovery,
    options: StoreOptions = {},
  ) {
    this.io = options.io ?? fs;
    this.compactAfter = options.compactAfter ?? COMPACT_AFTER;
    this.reserve = new SpaceReserve(path.join(dir, RESERVE), (fd, buf, position) => this.writeAll(fd, buf, position));
    try {
      fs.mkdirSync(dir, { recursive: true });
      try {
        this.load();
      } catch (e) {
        // The recovery applies only to a directory that is damaged: left set, it changes nothing later.
        if (!(e instanceof DataDirDamaged) || !recover) throw e;
        this.data.clear();
        this.setDamagedAside(recover);
        this.load();
        console.warn(
          `Data directory recovered (${recover === 'previous' ? 'from the previous snapshot' : 'empty'}); the damaged files are kept beside it as *.damaged-<time>.`,
        );
      }
    } catch (e) {
      this.close();
      if (e instanceof DataDirDamaged) throw e;
      throw new DataDirUnusable(dir, e);
    }
    this.reserve.refill();
  }

  get isEmpty(): boolean {
    return [...this.data.values()].every((m) => m.size === 0);
  }

  get<T>(c: Collection, id: string): T | undefined {
    return this.data.get(c)?.get(id) as T | undefined;
  }

  list<T>(c: Collection): T[] {
    return [...(this.data.get(c)?.values() ?? [])] as T[];
  }

  put<T>(c: Collection, id: string, value: T): T {
    this.change({ t: 'put', c, id, v: structuredClone(value) });
    return value;
  }

  delete(c: Collection, id: string): void {
    this.change({ t: 'del', c, id });
  }

  /**
   * Deletes a record that must leave no trace (what belonged to a deleted
   * workgroup or workspace, a user's password hash, a key's hash): gone from
   * the state now, and from the disk at the compaction that follows within
   * PURGE_COMPACT_MS, the kept previous snapshot included.
   */
  purge(c: Collection, id: string): void {
    if (!this.pending) return void this.transaction(() => this.purge(c, id));
    this.change({ t: 'del', c, id });
    this.pending.purged.push(`${c}/${id}`);
  }

  /** Replaces a record that held a trace of something purged (a database's line for a deleted workspace): the kept previous snapshot gets the new value too. */
  putScrubbed<T>(c: Collection, id: string, value: T): void {
    if (!this.pending) return void this.transaction(() => this.putScrubbed(c, id, value));
    this.put(c, id, value);
    this.pending.purged.push(`${c}/${id}`);
  }

  /**
   * Runs `fn` (one request's changes) as one unit: its changes are applied as
   * it goes, then written to the journal as one line and fsync'd. If `fn`
   * throws, or the write fails (StorageFailed), every change is taken back.
   */
  transaction<T>(fn: () => T, committed?: (changes: { c: Collection; id: string; before: unknown; after: unknown }[]) => void): T {
    if (this.pending) return fn();
    const tx: Tx = { entries: [], undo: [], purged: [] };
    this.pending = tx;
    try {
      const result = fn();
      if (tx.entries.length) this.commit(tx);
      // For the audit trail: each record's value before and after (undo and entries are pushed in pairs).
      committed?.(tx.entries.map((e, i) => ({ c: e.c, id: e.id, before: tx.undo[i]!.before, after: e.t === 'put' ? e.v : undefined })));
      return result;
    } catch (e) {
      for (const u of tx.undo.reverse()) {
        const m = this.data.get(u.c)!;
        if (u.had) m.set(u.id, u.before);
        else m.delete(u.id);
      }
      throw e;
    } finally {
      this.pending = undefined;
    }
  }

  /** Seeds many records at once: written straight into a fresh snapshot. */
  seed(records: { c: Collection; id: string; v: unknown }[]): void {
    for (const r of records) this.apply({ t: 'put', ...r });
    this.compact();
  }

  countCreate(kind: string): void {
    this.created.set(kind, (this.created.get(kind) ?? 0) + 1);
  }

  createCounts(): Record<string, number> {
    return Object.fromEntries(this.created);
  }

  close(): void {
    clearTimeout(this.purgeTimer);
    this.purgeTimer = undefined;
    // A purge is not left on the disk for the next start to find.
    if (this.purged.size && this.journalFd !== -1) this.compactOrPostpone();
    if (this.journalFd !== -1) fs.closeSync(this.journalFd);
    this.journalFd = -1;
  }

  /**
   * Writes a transaction's line. Deletes only, on a full disk, may use the
   * room kept for them: a delete frees space and must stay possible.
   */
  private commit(tx: Tx): void {
    const line: Line = tx.entries.length === 1 ? tx.entries[0]! : { t: 'all', e: tx.entries };
    try {
      this.append(line);
    } catch (e) {
      if (!(e instanceof StorageFailed && e.full && tx.entries.every((x) => x.t === 'del') && this.reserve.release())) throw e;
      syncDir(this.dir);
      this.append(line);
    }
    this.reserve.refill();
    if (tx.purged.length === 0) return;
    for (const key of tx.purged) this.purged.add(key);
    this.purgeTimer ??= setTimeout(
      () => {
        this.purgeTimer = undefined;
        this.compactOrPostpone();
      },
      Math.max(0, this.lastCompaction + PURGE_COMPACT_MS - Date.now()),
    ).unref();
  }

  private compactOrPostpone(): void {
    try {
      this.compact();
    } catch (e) {
      console.error(`Compaction postponed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private change(e: Entry): void {
    if (!this.pending) return void this.transaction(() => this.change(e));
    const m = this.data.get(e.c);
    this.pending.undo.push({ c: e.c, id: e.id, had: m?.has(e.id) ?? false, before: m?.get(e.id) });
    this.pending.entries.push(e);
    this.apply(e);
  }

  private apply(e: Entry): void {
    let m = this.data.get(e.c);
    if (!m) this.data.set(e.c, (m = new Map()));
    if (e.t === 'put') m.set(e.id, e.v);
    else m.delete(e.id);
  }

  /**
   * Appends one line and fsyncs it; only then may the change be answered. A
   * write that fails part way is cut back out of the journal, so that no
   * partial line is left for later lines to follow.
   */
  private append(line: Line): void {
    if (this.journalBroken) throw new StorageFailed(new Error('the journal could not be repaired after a failed write'));
    const buf = Buffer.from(`${JSON.stringify(line)}\n`);
    try {
      this.writeAll(this.journalFd, buf, this.journalBytes);
      fs.fdatasyncSync(this.journalFd);
    } catch (e) {
      try {
        fs.ftruncateSync(this.journalFd, this.journalBytes);
      } catch {
        this.journalBroken = true;
      }
      throw new StorageFailed(e);
    }
    this.journalBytes += buf.length;
    if (++this.journalLength < this.compactAfter) return;
    // The change is durable in the journal: a compaction that fails (no room
    // for a new snapshot) changes nothing and is tried again at the next write.
    this.compactOrPostpone();
  }

  private writeAll(fd: number, buf: Buffer, position: number): void {
    for (let done = 0; done < buf.length;) {
      const n = this.io.writeSync(fd, buf, done, buf.length - done, position + done);
      if (n <= 0) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
      done += n;
    }
  }

  /**
   * Reads the snapshot, then replays the journal. A damaged snapshot, or a
   * journal line that does not read anywhere but at the very end, stops the
   * start (DataDirDamaged) before anything is rewritten. Only a torn last line,
   * a write that was never acknowledged, is skipped, and kept aside.
   */
  private load(): void {
    const snapshotPath = path.join(this.dir, SNAPSHOT);
    const journalPath = path.join(this.dir, JOURNAL);
    if (!fs.existsSync(snapshotPath) && fs.existsSync(journalPath) && fs.statSync(journalPath).size > 0) {
      // The journal holds only the changes since the snapshot: alone, it is not the data.
      throw new DataDirDamaged(this.dir, `${JOURNAL} is there but ${SNAPSHOT}, which it continues, is missing`);
    }
    if (fs.existsSync(snapshotPath)) {
      let snapshot: unknown;
      try {
        snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8'));
      } catch (e) {
        throw new DataDirDamaged(this.dir, `${SNAPSHOT} does not read as JSON${parsePosition(e)}`);
      }
      if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot))
        throw new DataDirDamaged(this.dir, `${SNAPSHOT} does not hold collections`);
      for (const [c, records] of Object.entries(snapshot as Record<string, unknown>)) {
        if (!isRecord(records)) throw new DataDirDamaged(this.dir, `${SNAPSHOT} has a collection "${c.slice(0, 40)}" that is not an object`);
        const bad = Object.keys(records).find((id) => !isRecord(records[id]));
        if (bad !== undefined)
          throw new DataDirDamaged(this.dir, `${SNAPSHOT} has a record "${bad.slice(0, 40)}" in "${c.slice(0, 40)}" that is not an object`);
        this.data.set(c as Collection, new Map(Object.entries(records)));
      }
    }
    if (fs.existsSync(journalPath)) {
      const lines = fs.readFileSync(journalPath, 'utf8').split('\n');
      // The text after the last newline is the only place a write can be torn.
      const last = lines.length - 1;
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        if (!line) continue;
        let entry: unknown;
        let torn = false;
        try {
          entry = JSON.parse(line);
        } catch {
          torn = true;
        }
        if (isLine(entry)) {
          for (const e of entry.t === 'all' ? entry.e : [entry]) this.apply(e);
          continue;
        }
        // A complete line that is not a change is damage wherever it is; only a line cut short can be a torn write.
        if (i !== last || !torn) throw new DataDirDamaged(this.dir, `line ${i + 1} of ${JOURNAL} does not read as a change`);
        const aside = path.join(this.dir, `${JOURNAL}.torn-${stamp()}`);
        fs.writeFileSync(aside, line);
        console.warn(`${JOURNAL}: skipped a torn last line (a write that was never acknowledged); kept as ${path.basename(aside)}`);
      }
    }
    this.compact();
  }

  /** The operator's decision on a damaged directory: damaged files renamed aside, never deleted. */
  private setDamagedAside(recover: Recovery): void {
    const when = stamp();
    for (const name of [SNAPSHOT, JOURNAL]) {
      const file = path.join(this.dir, name);
      if (fs.existsSync(file)) fs.renameSync(file, `${file}.damaged-${when}`);
    }
    const previous = path.join(this.dir, PREVIOUS);
    if (recover === 'previous') {
      if (!fs.existsSync(previous)) throw new DataDirDamaged(this.dir, `there is no ${PREVIOUS} to go back to`);
      fs.copyFileSync(previous, path.join(this.dir, SNAPSHOT));
    }
    syncDir(this.dir);
  }

  private compact(): void {
    const snapshot: Record<string, Record<string, unknown>> = {};
    for (const [c, m] of this.data) snapshot[c] = Object.fromEntries(m);
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const previousTmp = `${path.join(this.dir, PREVIOUS)}.tmp`;
    try {
      const fd = fs.openSync(tmp, 'w');
      try {
        this.writeAll(fd, Buffer.from(JSON.stringify(snapshot)), 0);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      const current = path.join(this.dir, SNAPSHOT);
      // The snapshot being replaced is kept: the way back if this directory is ever damaged.
      // What was purged since is left out of it: a deleted workgroup's traces do not wait two compactions.
      if (fs.existsSync(current)) {
        if (this.purged.size) this.writeScrubbed(current, previousTmp);
        else fs.copyFileSync(current, previousTmp);
        fs.renameSync(previousTmp, path.join(this.dir, PREVIOUS));
      }
      fs.renameSync(tmp, current);
      syncDir(this.dir);
    } catch (e) {
      // The journal is untouched: nothing it holds is lost.
      fs.rmSync(tmp, { force: true });
      fs.rmSync(previousTmp, { force: true });
      throw e;
    }
    // Only now that the snapshot holds everything durably is the journal emptied.
    if (this.journalFd === -1) this.journalFd = fs.openSync(path.join(this.dir, JOURNAL), 'w');
    else fs.ftruncateSync(this.journalFd, 0);
    fs.fsyncSync(this.journalFd);
    syncDir(this.dir);
    this.journalLength = 0;
    this.journalBytes = 0;
    this.purged.clear();
    this.lastCompaction = Date.now();
  }

  private writeScrubbed(from: string, to: string): void {
    const snapshot = JSON.parse(fs.readFileSync(from, 'utf8')) as Record<string, Record<string, unknown>>;
    for (const key of this.purged) {
      const cut = key.indexOf('/');
      const [c, id] = [key.slice(0, cut) as Collection, key.slice(cut + 1)];
      const now = this.data.get(c);
      if (!snapshot[c]?.[id]) continue;
      if (now?.has(id)) snapshot[c]![id] = now.get(id);
      else delete snapshot[c]![id];
    }
    const fd = fs.openSync(to, 'w');
    try {
      this.writeAll(fd, Buffer.from(JSON.stringify(snapshot)), 0);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
}

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
    fs.closeSync(fd);
  } catch {
    // Some filesystems do not allow fsync on a directory; the rename is still atomic.
  }
}
