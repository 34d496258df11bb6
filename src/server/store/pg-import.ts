import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

import type { Data } from './store-journal';
import { readDataDir } from './store-recovery';
import { MIGRATE_LOCK, migrate } from './pg-schema';

/** What an import moved: each collection's records, and the audit trail's entries, as counted on both sides. */
export interface ImportCounts {
  collections: Record<string, { dir: number; database: number }>;
  audit: { dir: number; database: number };
}

/**
 * One-way import of a data directory into an empty PostgreSQL database (`npm run migrate:to-postgres`): the state as the
 * directory's snapshot and journal give it (read only; nothing in the directory is changed) becomes the database's snapshot
 * row, the audit trail its audit rows, in one transaction. Refused when the database holds a state already. The counts are
 * read back from the database and compared, collection by collection: any difference rolls the whole import back.
 */
export async function importDataDir(dir: string, url: string): Promise<ImportCounts> {
  if (!fs.existsSync(path.join(dir, 'snapshot.json'))) throw new Error(`${dir} holds no snapshot.json: not a data directory of the console`);
  const data: Data = new Map();
  readDataDir(dir, data, (e) => {
    let m = data.get(e.c);
    if (!m) data.set(e.c, (m = new Map()));
    if (e.t === 'put') m.set(e.id, e.v);
    else m.delete(e.id);
  });
  const auditFile = path.join(dir, 'audit.ndjson');
  const audit = fs.existsSync(auditFile)
    ? fs
        .readFileSync(auditFile, 'utf8')
        .split('\n')
        .filter((line) => line && isObject(parse(line)))
    : [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await migrate(client);
    await client.query('BEGIN');
    const held = await client.query('SELECT (SELECT count(*) FROM state_snapshot) + (SELECT count(*) FROM state_changes) AS n');
    if (Number(held.rows[0].n) > 0) throw new Error('The database holds a console state already: the import goes only into an empty one');
    const records = Object.fromEntries([...data].map(([c, m]) => [c, Object.fromEntries(m)]));
    await client.query('INSERT INTO state_snapshot (id, seq, records) VALUES (1, 0, $1)', [JSON.stringify(records)]);
    for (const line of audit) await client.query(`INSERT INTO audit_entries (origin, entry) VALUES ('import', $1)`, [line]);
    const counted = await client.query<{ c: string; n: string }>(
      'SELECT key AS c, (SELECT count(*) FROM json_object_keys(value)) AS n FROM state_snapshot, json_each(records)',
    );
    const inDb = new Map(counted.rows.map((r) => [r.c, Number(r.n)]));
    const collections: ImportCounts['collections'] = {};
    for (const c of new Set([...data.keys(), ...inDb.keys()])) collections[c] = { dir: data.get(c as never)?.size ?? 0, database: inDb.get(c) ?? 0 };
    const auditRows = await client.query<{ n: string }>('SELECT count(*) AS n FROM audit_entries');
    const counts = { collections, audit: { dir: audit.length, database: Number(auditRows.rows[0]!.n) } };
    const off = [...Object.entries(collections), ['audit trail', counts.audit] as const].filter(([, v]) => v.dir !== v.database);
    if (off.length)
      throw new Error(
        `Counts differ after the import (${off.map(([c, v]) => `${c}: ${v.dir} in the directory, ${v.database} in the database`).join('; ')}): rolled back`,
      );
    await client.query('COMMIT');
    return counts;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    await client.end().catch(() => {});
  }
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
