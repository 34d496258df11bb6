import pg from 'pg';
import { DatabaseUnavailable } from './store-errors';
import type { Entry } from './store-journal';
import { MIGRATE_LOCK, foldIntoSnapshot, insertAudit, migrate, readState, sharedSecret, waitForDatabase } from './pg-schema';
import { PgLeader } from './pg-leader';
import { Store } from './store';

/** Held, inside a database transaction, by every write of every server: changes are numbered in the order they commit. */
const STATE_LOCK = 61_001;
const DOWN_MS = 1000; // how long a server answers 503 without trying the database again after it failed
/** Change rows after which the leader folds them into the snapshot row. */
export const PG_COMPACT_AFTER = 2000;

/** What the audit trail gives and takes in shared mode (audit.ts stays above the store: it is wired in app.ts). */
export interface SharedAudit {
  /** An entry another server recorded. */
  receive: (entry: unknown) => void;
}

/** How requests reach the shared state: catch up before reading, run a handler as one serialised, committed unit. */
export interface SharedUnits {
  catchUp(): Promise<void>;
  /** `write`: take the global lock first (a write); else a read, which takes it only if the handler changed something. */
  run<T>(write: boolean, fn: () => T): Promise<T>;
  /** Commits what was changed outside a unit (a console endpoint's write) before it is answered. */
  flush(): Promise<void>;
}
type Row = { kind: 'c' | 's' | 'a'; seq: string; origin: string | null; body: unknown };
/**
 * The control plane's state in PostgreSQL (DATABASE_URL), shared by every server started with it. Each server keeps the
 * whole state in memory (store.ts, shared mode) and the database keeps its history: a snapshot row and the change rows
 * after it, numbered in commit order. Before a request reads, the server applies the rows it has not seen (catch-up);
 * a write takes a transaction-scoped advisory lock, catches up, runs the handler and commits its row before it is
 * answered, so writes are serialised across servers and nothing acknowledged is lost with a server. When the database
 * fails, the changes it did not take are undone in memory and the request is answered 503 with Retry-After.
 */
export class SharedState implements SharedUnits {
  readonly store: Store;
  /** Resolves once the database is reachable, migrated, seeded when empty, and loaded. */
  readonly ready: Promise<void>;
  private readonly pool: pg.Pool;
  private seq = 0;
  private auditSeq = 0;
  private tail: Promise<unknown> = Promise.resolve();
  private downUntil = 0;
  private flushQueued = false;
  private closed = false;
  private leader: PgLeader | undefined;
  /** This process, as the audit rows name it (its own entries are in its trail already). */
  private readonly origin = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  audit: SharedAudit | undefined;

  constructor(
    private readonly url: string,
    dir: string,
    options: { budgetBytes: number; seed: () => { c: string; id: string; v: unknown }[]; quiet?: boolean },
  ) {
    this.pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 3000, query_timeout: 10_000, idleTimeoutMillis: 10_000 });
    // An idle connection the database closed (it stopped, restarted) must not take the process down.
    this.pool.on('error', (e) => console.warn(`Database connection lost: ${e.message}`));
    this.store = new Store(dir, undefined, { budgetBytes: options.budgetBytes, shared: { unsent: () => this.flushSoon() } });
    this.ready = this.open(options.seed, options.quiet);
  }

  catchUp(): Promise<void> {
    return this.exclusive(async () => {
      this.checkUp();
      try {
        await this.applyNew(this.pool);
      } catch (e) {
        throw this.down(e);
      }
    });
  }

  run<T>(write: boolean, fn: () => T): Promise<T> {
    return this.exclusive(async () => {
      this.checkUp();
      if (write) return this.commitLocked(fn);
      try {
        await this.applyNew(this.pool);
      } catch (e) {
        throw this.down(e);
      }
      const result = fn();
      // A read that changed something (rare) sends it like any write before it is answered.
      if (this.store.shared!.line()) await this.commitLocked(() => undefined);
      return result;
    });
  }

  /** Commits what a console endpoint changed outside a unit, before it is answered (http/app-requests.ts). */
  flush(): Promise<void> {
    return this.exclusive(async () => {
      if (!this.store.shared!.line()) return;
      this.checkUp();
      await this.commitLocked(() => undefined);
    });
  }

  /** An audit entry this server recorded: kept in the database for the others, in order (fire and forget: the answer is sent). */
  shareAudit(entry: unknown): void {
    if (this.closed) return;
    insertAudit(this.pool, this.origin, entry).catch((e: Error) =>
      console.warn(`Audit trail: an entry could not reach the database (${e.message}); it is kept on this server only`),
    );
  }

  /**
   * Runs the background work (`start` returns what stops it) only while this server holds the leader lease, and folds
   * the change rows into the snapshot row now and then while it does.
   */
  lead(start: () => () => void, say: (line: string) => void = console.log): () => void {
    this.leader = new PgLeader(this.url, () => {
      const stop = start();
      const compaction = setInterval(() => void this.compactIfLong().catch(() => {}), 10_000);
      compaction.unref();
      say('This server holds the leader lease: background work (alerts, backups, payment stops, recorder, compaction) runs here.');
      return () => {
        clearInterval(compaction);
        stop();
      };
    });
    void this.ready.then(() => this.leader?.begin()).catch(() => {});
    return () => this.leader?.stop();
  }

  /** A secret every server holds alike, kept in the database (made by the first server that asks). */
  secret = (name: string, made: string): Promise<string> => this.ready.then(() => sharedSecret(this.pool, name, made));
  get leading(): boolean {
    return this.leader?.leading ?? false;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.leader?.stop();
    await this.tail.catch(() => {});
    this.store.close();
    await this.pool.end().catch(() => {});
  }

  /** Folds the change rows into the snapshot row (the leader's, when they grew long). */
  async compactIfLong(force = false): Promise<void> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM state_changes');
    if (!force && Number(rows[0]!.n) < PG_COMPACT_AFTER) return;
    await this.exclusive(() =>
      this.inTransaction(async (client) => {
        await this.applyNew(client);
        // The state and what is unsent of it, taken in one tick: the snapshot holds exactly the rows up to `seq`.
        const sending = this.store.shared!.line();
        const records = JSON.stringify(this.store.shared!.records());
        if (sending) await this.insert(client, sending);
        await foldIntoSnapshot(client, this.seq, records);
      }),
    );
  }

  /** Waits for the database (saying so), migrates it, seeds it when it has no state yet, and loads it. */
  private async open(seed: () => { c: string; id: string; v: unknown }[], quiet = false): Promise<void> {
    const client = await waitForDatabase(this.pool, this.url, quiet, () => this.closed);
    try {
      // One server at a time migrates and seeds: a second one started at once finds it done.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
      await migrate(client);
      const { rowCount } = await client.query('SELECT 1 FROM state_snapshot WHERE id = 1');
      if (!rowCount) {
        this.store.seed(seed() as { c: never; id: string; v: unknown }[]);
        await client.query('INSERT INTO state_snapshot (id, seq, records) VALUES (1, 0, $1)', [JSON.stringify(this.store.shared!.records())]);
        if (!quiet) console.log('Database was empty: seeded the demo organization.');
      }
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK]);
      await this.reload(client);
      const audit = await client.query<{ seq: string; entry: unknown }>('SELECT seq, entry FROM audit_entries ORDER BY seq');
      for (const r of audit.rows) {
        this.audit?.receive(r.entry);
        this.auditSeq = Number(r.seq);
      }
    } finally {
      client.release();
    }
  }

  /** Runs `fn` after every unit before it: one at a time in this process, so no request reads another's uncommitted changes. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => {});
    return run;
  }

  private checkUp(): void {
    if (this.closed || Date.now() < this.downUntil) throw new DatabaseUnavailable();
  }

  private down(e: unknown): DatabaseUnavailable {
    this.store.shared!.drop();
    this.downUntil = Date.now() + DOWN_MS;
    if (e instanceof DatabaseUnavailable) return e;
    console.warn(`Database unavailable: ${e instanceof Error ? e.message : String(e)}`);
    return new DatabaseUnavailable(e);
  }

  /** Under the global lock: catch up, run `fn`, commit what is unsent (its changes and any background work's), then answer. */
  private async commitLocked<T>(fn: () => T): Promise<T> {
    let outcome = { ok: true, v: undefined } as { ok: true; v: T } | { ok: false; e: unknown };
    await this.inTransaction(async (client) => {
      await this.applyNew(client);
      try {
        outcome = { ok: true, v: fn() };
      } catch (e) {
        // A refusal (400, 409…) changed nothing; what was unsent before it still goes.
        outcome = { ok: false, e };
      }
      const sending = this.store.shared!.line();
      if (sending) await this.insert(client, sending);
    });
    if (!outcome.ok) throw outcome.e;
    return outcome.v;
  }

  private async inTransaction(fn: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw this.down(e);
    }
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [STATE_LOCK]);
      await fn(client);
      await client.query('COMMIT');
      client.release();
    } catch (e) {
      // Whether or not the commit reached the database, nothing unsent stays in memory: a row that did commit is caught up later.
      client.release(true);
      throw this.down(e);
    }
  }

  private async insert(client: pg.PoolClient, sending: { entries: Entry[]; count: number }): Promise<void> {
    const { rows } = await client.query<{ seq: string }>('INSERT INTO state_changes (entries) VALUES ($1) RETURNING seq', [JSON.stringify(sending.entries)]);
    // Under the lock every row before it was applied here: this server is now at its number.
    this.seq = Number(rows[0]!.seq);
    this.store.shared!.sent(sending.count);
  }

  /** Applies the change rows (and audit entries) committed since this server last looked; a newer snapshot reloads the whole state. */
  private async applyNew(q: pg.Pool | pg.PoolClient): Promise<void> {
    const { rows } = await q.query<Row>(
      `SELECT 'c' AS kind, seq, NULL AS origin, entries AS body FROM state_changes WHERE seq > $1
       UNION ALL SELECT 's', seq, NULL, NULL FROM state_snapshot WHERE seq > $1
       UNION ALL SELECT 'a', seq, origin, entry FROM audit_entries WHERE seq > $2
       ORDER BY kind DESC, seq`,
      [this.seq, this.auditSeq],
    );
    if (!rows.length) return;
    const state = rows.filter((r) => r.kind !== 'a');
    if (state.some((r) => r.kind === 's')) await this.reload(q);
    else
      for (const r of state) {
        // Background work applied here but not sent yet, on records another server changed since: taken back, done again later.
        if (this.store.shared!.overlaps(r.body as Entry[])) this.store.shared!.drop();
        this.store.shared!.applyRemote(r.body as Entry[]);
        this.seq = Number(r.seq);
      }
    for (const r of rows) {
      if (r.kind !== 'a') continue;
      if (r.origin !== this.origin) this.audit?.receive(r.body);
      this.auditSeq = Number(r.seq);
    }
  }

  /** The whole state from the snapshot row and the change rows after it. */
  private async reload(q: pg.Pool | pg.PoolClient): Promise<void> {
    const { snapshot, changes } = await readState(q);
    this.store.shared!.drop();
    this.store.shared!.replaceAll(snapshot.records);
    this.seq = snapshot.seq;
    for (const r of changes) {
      this.store.shared!.applyRemote(r.entries);
      this.seq = r.seq;
    }
  }

  /** Background work changed the state outside a request: sent at once, in a unit of its own. */
  private flushSoon(): void {
    if (this.flushQueued || this.closed) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      if (!this.store.shared!.line()) return;
      void this.exclusive(async () => {
        if (this.closed || !this.store.shared!.line()) return;
        if (Date.now() < this.downUntil) return this.store.shared!.drop();
        await this.commitLocked(() => undefined);
      }).catch(() => {});
    });
  }
}
