import type { Collection, Data, Entry } from './store-journal';
import type { StateSize } from './store-size';

/** One transaction's changes, with what each replaced (undo and entries are pushed in pairs). */
export type Tx = { entries: Entry[]; undo: Undo[]; purged: string[] };
export type Undo = { c: Collection; id: string; had: boolean; before: unknown };

/** Puts back what a transaction's changes replaced, last change first. */
export function undoTx(data: Data, tx: Tx): void {
  for (const u of [...tx.undo].reverse()) {
    const m = data.get(u.c)!;
    if (u.had) m.set(u.id, u.before);
    else m.delete(u.id);
  }
}

/**
 * The store's side of shared mode (DATABASE_URL, pg-state.ts): the transactions applied in memory that the database
 * does not have yet, kept with what they replaced until it has them (`sent`) or they are taken back (`drop`); and the
 * changes other servers made, applied as they are (no watcher follows them: they carry what their watchers wrote).
 */
export class SharedChanges {
  private readonly unsent: Tx[] = [];

  constructor(
    private readonly data: Data,
    private readonly size: StateSize,
    /** Called when a transaction leaves changes to send. */
    private readonly onUnsent: () => void,
  ) {}

  /** A committed transaction: checked against the budget, then kept until the database has it. */
  keep(tx: Tx): void {
    const sizes = this.size.check(tx.entries);
    tx.entries.forEach((e, i) => this.size.track(e, sizes[i]));
    this.unsent.push(tx);
    this.onUnsent();
  }

  /** The changes the database does not have yet, as one line, and how many transactions they are (undefined: none). */
  line(): { entries: Entry[]; count: number } | undefined {
    return this.unsent.length ? { entries: this.unsent.flatMap((tx) => tx.entries), count: this.unsent.length } : undefined;
  }

  /** The database has the first `count` transactions kept (those after were made while they were sent). */
  sent(count: number): void {
    this.unsent.splice(0, count);
  }

  /** Whether changes another server made touch a record a change not yet sent touches too (then the unsent ones are stale). */
  overlaps(entries: readonly Entry[]): boolean {
    if (!this.unsent.length) return false;
    const mine = new Set(this.unsent.flatMap((tx) => tx.entries.map((e) => `${e.c}/${e.id}`)));
    return entries.some((e) => mine.has(`${e.c}/${e.id}`));
  }

  /** Every change the database does not have is taken back in memory, newest first. */
  drop(): void {
    if (!this.unsent.length) return;
    for (const tx of this.unsent.reverse()) undoTx(this.data, tx);
    this.unsent.length = 0;
    this.size.reset(this.data);
  }

  /** Changes another server made. */
  applyRemote(entries: readonly Entry[]): void {
    for (const e of entries) {
      let m = this.data.get(e.c);
      if (!m) this.data.set(e.c, (m = new Map()));
      if (e.t === 'put') m.set(e.id, e.v);
      else m.delete(e.id);
      this.size.track(e);
    }
  }

  /** The whole state replaced by a snapshot's. */
  replaceAll(records: Record<string, Record<string, unknown>>): void {
    this.data.clear();
    for (const [c, m] of Object.entries(records)) this.data.set(c as Collection, new Map(Object.entries(m)));
    this.size.reset(this.data);
  }

  /** The whole state, each collection's records by id: what the snapshot row holds. */
  records(): Record<string, Record<string, unknown>> {
    return Object.fromEntries([...this.data].map(([c, m]) => [c, Object.fromEntries(m)]));
  }
}
