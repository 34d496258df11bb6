import fs from 'node:fs';
import path from 'node:path';

export type Collection =
  | 'workgroups'
  | 'workspaces'
  | 'databases'
  | 'schedules'
  | 'allowList'
  | 'cloudProviders'
  | 'users';

type Entry = { t: 'put'; c: Collection; id: string; v: unknown } | { t: 'del'; c: Collection; id: string };

const SNAPSHOT = 'snapshot.json';
const JOURNAL = 'journal.ndjson';
const COMPACT_AFTER = 5000;

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

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
    this.load();
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

  private load(): void {
    const snapshotPath = path.join(this.dir, SNAPSHOT);
    if (fs.existsSync(snapshotPath)) {
      const snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8')) as Record<string, Record<string, unknown>>;
      for (const [c, records] of Object.entries(snapshot)) {
        this.data.set(c as Collection, new Map(Object.entries(records)));
      }
    }
    const journalPath = path.join(this.dir, JOURNAL);
    if (fs.existsSync(journalPath)) {
      for (const line of fs.readFileSync(journalPath, 'utf8').split('\n')) {
        if (!line) continue;
        try {
          this.apply(JSON.parse(line) as Entry);
        } catch {
          // A torn final line: its write was never acknowledged.
        }
      }
    }
    this.compact();
  }

  private compact(): void {
    const snapshot: Record<string, Record<string, unknown>> = {};
    for (const [c, m] of this.data) snapshot[c] = Object.fromEntries(m);
    const tmp = path.join(this.dir, `${SNAPSHOT}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    fs.writeSync(fd, JSON.stringify(snapshot));
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, path.join(this.dir, SNAPSHOT));
    syncDir(this.dir);
    // The snapshot now holds everything; start an empty journal.
    if (this.journalFd !== -1) fs.closeSync(this.journalFd);
    this.journalFd = fs.openSync(path.join(this.dir, JOURNAL), 'w');
    fs.fsyncSync(this.journalFd);
    syncDir(this.dir);
    this.journalLength = 0;
  }
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
