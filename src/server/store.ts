import fs from 'node:fs';
import path from 'node:path';

import type { Resource } from '@/api/operations';

/** What the embedded control plane stores: each resource of the operations table but the catalogs (meta), which are fixed. */
export type Collection = Exclude<Resource, 'meta'>;

type Entry = { t: 'put'; c: Collection; id: string; v: unknown } | { t: 'del'; c: Collection; id: string };

const SNAPSHOT = 'snapshot.json';
/** The snapshot before the last compaction: what an operator can go back to. */
const PREVIOUS = 'snapshot.previous.json';
const JOURNAL = 'journal.ndjson';
const COMPACT_AFTER = 5000;

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

function isEntry(v: unknown): v is Entry {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (e.t === 'put' || e.t === 'del') && typeof e.c === 'string' && typeof e.id === 'string';
}

/** Where JSON.parse stopped, without repeating any of the text (V8's message quotes it). */
function parsePosition(e: unknown): string {
  const m = e instanceof Error ? /position (\d+)/.exec(e.message) : null;
  return m ? ` (at byte ${m[1]})` : '';
}

/**
 * The control plane's state: in memory, made durable by an append-only journal
 * that is fsync'd before a write is acknowledged, and compacted into an
 * atomically replaced snapshot. A SIGKILL at any moment loses nothing that was
 * acknowledged: replay ignores only a torn last line, which was never answered.
 */
export class Store {
  private readonly data = new Map<Collection, Map<string, unknown>>();
  private journalFd = -1;
  private journalLength = 0;
  /** How many of each kind were created since start: for the duplicate checks of the tests, not persisted. */
  private readonly created = new Map<string, number>();

  constructor(
    private readonly dir: string,
    recover?: Recovery,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    try {
      this.load();
    } catch (e) {
      // The recovery applies only to a directory that is damaged: left set, it changes nothing later.
      if (!(e instanceof DataDirDamaged) || !recover) throw e;
      this.data.clear();
      this.setDamagedAside(recover);
      this.load();
      console.warn(`Data directory recovered (${recover === 'previous' ? 'from the previous snapshot' : 'empty'}); the damaged files are kept beside it as *.damaged-<time>.`);
    }
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
    this.append({ t: 'put', c, id, v: value });
    this.apply({ t: 'put', c, id, v: structuredClone(value) });
    return value;
  }

  delete(c: Collection, id: string): void {
    this.append({ t: 'del', c, id });
    this.apply({ t: 'del', c, id });
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
    if (this.journalFd !== -1) fs.closeSync(this.journalFd);
    this.journalFd = -1;
  }

  private apply(e: Entry): void {
    let m = this.data.get(e.c);
    if (!m) this.data.set(e.c, (m = new Map()));
    if (e.t === 'put') m.set(e.id, e.v);
    else m.delete(e.id);
  }

  private append(e: Entry): void {
    const line = `${JSON.stringify(e)}\n`;
    fs.writeSync(this.journalFd, line);
    fs.fdatasyncSync(this.journalFd);
    if (++this.journalLength >= COMPACT_AFTER) this.compact();
  }

  /**
   * Reads the snapshot, then replays the journal. A damaged snapshot, or a
   * journal line that does not read anywhere but at the very end, stops the
   * start (DataDirDamaged) before anything is rewritten. Only a torn last line,
   * a write that was never acknowledged, is skipped, and kept aside.
   */
  private load(): void {
    const snapshotPath = path.join(this.dir, SNAPSHOT);
    if (fs.existsSync(snapshotPath)) {
      let snapshot: unknown;
      try {
        snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8'));
      } catch (e) {
        throw new DataDirDamaged(this.dir, `${SNAPSHOT} does not read as JSON${parsePosition(e)}`);
      }
      if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) throw new DataDirDamaged(this.dir, `${SNAPSHOT} does not hold collections`);
      for (const [c, records] of Object.entries(snapshot as Record<string, unknown>)) {
        if (typeof records !== 'object' || records === null) throw new DataDirDamaged(this.dir, `${SNAPSHOT} has a collection "${c.slice(0, 40)}" that is not an object`);
        this.data.set(c as Collection, new Map(Object.entries(records)));
      }
    }
    const journalPath = path.join(this.dir, JOURNAL);
    if (fs.existsSync(journalPath)) {
      const lines = fs.readFileSync(journalPath, 'utf8').split('\n');
      // The text after the last newline is the only place a write can be torn.
      const last = lines.length - 1;
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i]!;
        if (!line) continue;
        let entry: unknown;
        try {
          entry = JSON.parse(line);
        } catch {
          entry = undefined;
        }
        if (isEntry(entry)) {
          this.apply(entry);
          continue;
        }
        if (i !== last) throw new DataDirDamaged(this.dir, `line ${i + 1} of ${JOURNAL} does not read as a change`);
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
    const fd = fs.openSync(tmp, 'w');
    fs.writeSync(fd, JSON.stringify(snapshot));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const current = path.join(this.dir, SNAPSHOT);
    // The snapshot being replaced is kept: the way back if this directory is ever damaged.
    if (fs.existsSync(current)) {
      fs.copyFileSync(current, `${path.join(this.dir, PREVIOUS)}.tmp`);
      fs.renameSync(`${path.join(this.dir, PREVIOUS)}.tmp`, path.join(this.dir, PREVIOUS));
    }
    fs.renameSync(tmp, current);
    syncDir(this.dir);
    // The snapshot now holds everything; start an empty journal.
    if (this.journalFd !== -1) fs.closeSync(this.journalFd);
    this.journalFd = fs.openSync(path.join(this.dir, JOURNAL), 'w');
    fs.fsyncSync(this.journalFd);
    syncDir(this.dir);
    this.journalLength = 0;
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
