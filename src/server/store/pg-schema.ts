import type pg from 'pg';
import type { Entry } from './store-journal';

/** Held (session-wide) by the server that migrates and seeds: several started at once do it one after another. */
export const MIGRATE_LOCK = 61_000;

/**
 * The schema, one version after another: a server applies those the database does not have yet, each in its own
 * transaction with its version row, under MIGRATE_LOCK. Never edit a version once released: add the next one.
 * `json`, not `jsonb`: records come back with their fields in the order they were written.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE state_snapshot (id int PRIMARY KEY CHECK (id = 1), seq bigint NOT NULL, records json NOT NULL);
   CREATE TABLE state_changes (seq bigserial PRIMARY KEY, entries json NOT NULL, at timestamptz NOT NULL DEFAULT now());
   CREATE TABLE audit_entries (seq bigserial PRIMARY KEY, origin text NOT NULL, entry json NOT NULL);`,
  // The secrets every server must hold alike (the session cookies' sealing key, when SESSION_SECRET is unset).
  `CREATE TABLE server_secrets (name text PRIMARY KEY, value text NOT NULL);`,
];

/** A secret every server shares: the first to ask makes it, the others read that one. */
export async function sharedSecret(pool: pg.Pool, name: string, made: string): Promise<string> {
  await pool.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, made]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}

/** Held, inside its own transaction, by each audit entry's insert: entries are numbered in the order they commit. */
const AUDIT_LOCK = 61_003;
/** Audit rows kept in the database (each server bounds its own trails in memory, audit.ts). */
const AUDIT_ROWS_KEPT = 200_000;

/** One audit entry into the database, in order with every other server's (one statement: its lock lasts until it commits). */
export function insertAudit(pool: pg.Pool, origin: string, entry: unknown): Promise<unknown> {
  return pool.query(`WITH l AS (SELECT pg_advisory_xact_lock($3)) INSERT INTO audit_entries (origin, entry) SELECT $1, $2 FROM l`, [
    origin,
    JSON.stringify(entry),
    AUDIT_LOCK,
  ]);
}

/**
 * The snapshot row and the change rows after it, in one statement, so one view of the database: read in two, a
 * compaction committed between them took away the change rows after the snapshot read, and they were never applied.
 */
export async function readState(q: pg.Pool | pg.PoolClient) {
  const { rows } = await q.query<{ kind: 's' | 'c'; seq: string; body: unknown }>(
    `SELECT 's' AS kind, seq, records AS body FROM state_snapshot WHERE id = 1
     UNION ALL SELECT 'c', seq, entries FROM state_changes WHERE seq > (SELECT seq FROM state_snapshot WHERE id = 1)
     ORDER BY kind DESC, seq`,
  );
  const snap = rows.find((r) => r.kind === 's')!;
  return {
    snapshot: { seq: Number(snap.seq), records: snap.body as Record<string, Record<string, unknown>> },
    changes: rows.filter((r) => r.kind === 'c').map((r) => ({ seq: Number(r.seq), entries: r.body as Entry[] })),
  };
}

/** The leader's compaction, inside its locked transaction: the state at `seq` becomes the snapshot row, the rows it holds go, and the oldest audit rows. */
export async function foldIntoSnapshot(client: pg.PoolClient, seq: number, records: string): Promise<void> {
  await client.query('UPDATE state_snapshot SET seq = $1, records = $2 WHERE id = 1', [seq, records]);
  await client.query('DELETE FROM state_changes WHERE seq <= $1', [seq]);
  await client.query('DELETE FROM audit_entries WHERE seq < (SELECT max(seq) FROM audit_entries) - $1', [AUDIT_ROWS_KEPT]);
}

/** Applies the migrations the database lacks; the caller holds MIGRATE_LOCK. */
export async function migrate(client: pg.PoolClient | pg.Client): Promise<void> {
  await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version int PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
  for (let v = (rows[0]?.v ?? 0) + 1; v <= MIGRATIONS.length; v++) {
    await client.query('BEGIN');
    try {
      await client.query(MIGRATIONS[v - 1]!);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v]);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    }
  }
}

/** A connection from the pool once the database answers: start-up waits for it, and says so every ten seconds. */
export async function waitForDatabase(pool: pg.Pool, url: string, quiet: boolean, closed: () => boolean): Promise<pg.PoolClient> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool.connect();
    } catch (e) {
      if (closed()) throw e;
      if (!quiet && attempt % 5 === 0)
        console.warn(`Waiting for the database at ${describe(url)} (${e instanceof Error ? e.message : String(e)}); trying again every 2 s`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}

/** The database's address for a log line: host, port and name, never the password. */
export function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
