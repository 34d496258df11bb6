import fs from 'node:fs';
import path from 'node:path';

import { StorageFailed, DataDirDamaged, DataDirUnusable, type Recovery } from './store-errors';
import { COMPACT_AFTER_BYTES, DATA_BUDGET_BYTES, StateSize } from './store-size';
import { type Collection, type Data, type Entry, type Line, COMPACT_AFTER, JOURNAL, RESERVE, syncDir, writeFully, writeSnapshot } from './store-journal';
import { readDataDir, setDamagedAside, startJournal } from './store-recovery';
import { journalForms } from './store-patch';
import { SpaceReserve } from './store-reserve';
import type { Collections } from './collections';
import { SharedChanges, type Tx, undoTx } from './store-shared';

export { DatabaseUnavailable, DataDirDamaged, DataDirUnusable, OverDataBudget, StorageFailed, type Recovery } from './store-errors';
export { COMPACT_AFTER, type Collection } from './store-journal';

/** After a purge, the compaction that takes it off the disk comes at most this often. */
export const PURGE_COMPACT_MS = 2000;

/** The file operations a change goes through; a test replaces `writeSync` to fill the disk. */
export interface StoreIo {
  writeSync: (fd: number, buffer: Buffer, offset: number, length: number, position: number) => number;
}

export interface StoreOptions {
  io?: StoreIo;
  compactAfter?: number;
  compactAfterBytes?: number;
  budgetBytes?: number;
  /** Shared mode (DATABASE_URL, pg-state.ts): nothing read from or written to the directory; `unsent`: a transaction left changes to send. */
  shared?: { unsent: () => void };
}

/**
 * The control plane's state: in memory, made durable by an append-only journal and compacted into an atomically replaced
 * snapshot. A change is applied, then written and fsync'd, then answered: a write that cannot be made durable is taken back in
 * memory and answered as an error, so what was acknowledged is on disk and what was refused is nowhere. A SIGKILL at any moment
 * loses nothing that was acknowledged: replay ignores only a torn last line, which was never answered, and changes the snapshot
 * already holds (a compaction killed before it emptied the journal). `M`: each collection's record type (collections.ts); the
 * mechanics never read what a record means (store-patch.ts diffs its JSON): a test may store anything.
 */
export class Store<M extends Record<Collection, object> = Collections> {
  private readonly data: Data = new Map();
  private journalFd = -1;
  /** Each record's JSON hash as the journal gives it back, for those written since start: what a patch is made against. */
  private readonly journaled = new Map<string, string>();
  /** Lines and bytes in the journal since the last compaction. */
  private journalLength = 0;
  private journalBytes = 0;
  /** The snapshot's generation, named by the journal's first line (store-journal.ts, Head); one a failed compaction took is skipped. */
  private generation = 0;
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
  /** Writes a whole buffer through the store's file operations (a test's full disk applies). */
  private readonly writeAll: ReturnType<typeof writeFully>;
  private readonly compactAfter: number;
  private readonly compactAfterBytes: number;
  private readonly size: StateSize;
  /** What follows a collection's changes inside their transaction (the usage meter follows the workspaces). */
  private readonly watchers = new Map<Collection, (id: string, before: unknown, after: unknown) => void>();
  /** Shared mode: what the database does not have yet, and what other servers changed (store-shared.ts). */
  readonly shared: SharedChanges | undefined;

  constructor(
    private readonly dir: string,
    recover?: Recovery,
    options: StoreOptions = {},
  ) {
    this.writeAll = writeFully(options.io ?? fs);
    this.compactAfter = options.compactAfter ?? COMPACT_AFTER;
    this.compactAfterBytes = options.compactAfterBytes ?? COMPACT_AFTER_BYTES;
    this.size = new StateSize(options.budgetBytes ?? DATA_BUDGET_BYTES);
    this.reserve = new SpaceReserve(path.join(dir, RESERVE), this.writeAll);
    this.shared = options.shared && new SharedChanges(this.data, this.size, options.shared.unsent);
    if (this.shared) return;
    try {
      fs.mkdirSync(dir, { recursive: true });
      try {
        this.load();
      } catch (e) {
        // The recovery applies only to a directory that is damaged: left set, it changes nothing later.
        if (!(e instanceof DataDirDamaged) || !recover) throw e;
        this.data.clear();
        setDamagedAside(dir, recover);
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
    this.size.fit();
  }

  /** The stored state's size as JSON, and its budget. */
  get dataSize(): { bytes: number; budget: number } {
    return { bytes: this.size.bytes, budget: this.size.budget };
  }

  get isEmpty(): boolean {
    return [...this.data.values()].every((m) => m.size === 0);
  }

  get<C extends Collection>(c: C, id: string): M[C] | undefined {
    return this.data.get(c)?.get(id) as M[C] | undefined;
  }

  list<C extends Collection>(c: C): M[C][] {
    return [...(this.data.get(c)?.values() ?? [])] as M[C][];
  }

  put<C extends Collection, T extends M[C]>(c: C, id: string, value: T): T {
    this.change({ t: 'put', c, id, v: structuredClone(value) });
    return value;
  }

  delete(c: Collection, id: string): void {
    this.change({ t: 'del', c, id });
  }

  /**
   * Deletes a record that must leave no trace (what belonged to a deleted workgroup or workspace, a user's password hash,
   * a key's hash): gone from the state now, and from the disk at the compaction that follows within PURGE_COMPACT_MS,
   * the kept previous snapshot included.
   */
  purge(c: Collection, id: string): void {
    if (!this.pending) return void this.transaction(() => this.purge(c, id));
    this.change({ t: 'del', c, id });
    this.pending.purged.push(`${c}/${id}`);
  }

  /** Replaces a record that held a trace of something purged (a database's line for a deleted workspace): the kept previous snapshot gets the new value too. */
  putScrubbed<C extends Collection>(c: C, id: string, value: M[C]): void {
    if (!this.pending) return void this.transaction(() => this.putScrubbed(c, id, value));
    this.put(c, id, value);
    this.pending.purged.push(`${c}/${id}`);
  }

  /**
   * Runs `fn` (one request's changes) as one unit: its changes are applied as it goes, then written to the journal as
   * one line and fsync'd. If `fn` throws, or the write fails (StorageFailed), every change is taken back.
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
      undoTx(this.data, tx);
      throw e;
    } finally {
      this.pending = undefined;
    }
  }

  /** Seeds many records at once: written straight into a fresh snapshot. */
  seed(records: { c: Collection; id: string; v: unknown }[]): void {
    for (const r of records) {
      this.apply({ t: 'put', ...r });
      this.size.track({ t: 'put', ...r });
    }
    this.size.fit();
    if (!this.shared) this.compact();
  }

  /** Calls `fn` on every change to `c` (not seeding or replay), inside the change's transaction: what it writes stands or falls with it. */
  watch<C extends Collection>(c: C, fn: (id: string, before: M[C] | undefined, after: M[C] | undefined) => void): void {
    this.watchers.set(c, fn as (id: string, before: unknown, after: unknown) => void);
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

  /** Writes a transaction's line. Deletes only, on a full disk, may use the room kept for them: a delete frees space and must stay possible. */
  private commit(tx: Tx): void {
    // A record replaced is journaled as what changed of it: a history that grows by one item adds that item, not the history.
    if (this.shared) return this.shared.keep(tx);
    const befores = tx.undo.map((u) => u.before);
    const { changes, hashes } = journalForms(tx.entries, befores, this.journaled);
    const line: Line = changes.length === 1 ? changes[0]! : { t: 'all', e: changes };
    // Checked on the state as it would be, before anything is journaled: a change that grows it past the budget is refused.
    const sizes = this.size.check(tx.entries);
    try {
      this.append(line);
    } catch (e) {
      if (!(e instanceof StorageFailed && e.full && tx.entries.every((x) => x.t === 'del') && this.reserve.release())) throw e;
      syncDir(this.dir);
      this.append(line);
    }
    tx.entries.forEach((e, i) => this.size.track(e, sizes[i]));
    hashes.forEach((h, key) => (h === undefined ? this.journaled.delete(key) : this.journaled.set(key, h)));
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
    const before = m?.get(e.id);
    this.pending.undo.push({ c: e.c, id: e.id, had: m?.has(e.id) ?? false, before });
    this.pending.entries.push(e);
    this.apply(e);
    this.watchers.get(e.c)?.(e.id, before, e.t === 'put' ? e.v : undefined);
  }

  private apply(e: Entry): void {
    let m = this.data.get(e.c);
    if (!m) this.data.set(e.c, (m = new Map()));
    if (e.t === 'put') m.set(e.id, e.v);
    else m.delete(e.id);
  }

  /** Appends one line and fsyncs it; only then may the change be answered. A write that fails part way is cut back out of the journal. */
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
    if (++this.journalLength < this.compactAfter && this.journalBytes < this.compactAfterBytes) return;
    // The change is durable in the journal: a compaction that fails (no room for a snapshot) changes nothing and is tried again later.
    this.compactOrPostpone();
  }

  /** Reads the snapshot and replays the journal (store-recovery.ts), then starts a fresh journal from a new snapshot. */
  private load(): void {
    this.generation = readDataDir(this.dir, this.data, (e) => this.apply(e));
    this.size.reset(this.data);
    this.compact();
  }

  private compact(): void {
    writeSnapshot(this.dir, this.data, this.purged, this.writeAll, ++this.generation);
    // Only now that the snapshot holds everything durably is the journal emptied.
    if (this.journalFd === -1) this.journalFd = fs.openSync(path.join(this.dir, JOURNAL), 'w');
    else fs.ftruncateSync(this.journalFd, 0);
    this.journalLength = 0;
    this.journalBytes = startJournal(this.journalFd, this.generation, this.writeAll);
    fs.fsyncSync(this.journalFd);
    syncDir(this.dir);
    this.purged.clear();
    this.lastCompaction = Date.now();
  }
}
