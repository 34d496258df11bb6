// npm run migrate:to-postgres: moves a data directory (DATA_DIR, default ./.data) into the empty PostgreSQL database
// at DATABASE_URL, one way, and checks the counts (src/server/store/pg-import.ts). Stop the server first; start the
// servers with DATABASE_URL afterwards. The directory is only read: it stays as it was, the way back.
import path from 'node:path';
import { importDataDir } from '../src/server/store/pg-import';

const dir = path.resolve(process.env.DATA_DIR || path.join(process.cwd(), '.data'));
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to the empty PostgreSQL database to import into (postgres://user:password@host:5432/database)');
  process.exit(1);
}
try {
  const counts = await importDataDir(dir, url);
  console.log(`Imported ${dir} into the database:`);
  for (const [c, n] of Object.entries(counts.collections)) console.log(`  ${c.padEnd(24)} ${String(n.dir).padStart(7)} records, ${n.database} in the database`);
  console.log(`  ${'audit trail'.padEnd(24)} ${String(counts.audit.dir).padStart(7)} entries, ${counts.audit.database} in the database`);
  console.log('Counts match. Start every server with this DATABASE_URL.');
} catch (e) {
  console.error(`Import failed, nothing was imported: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
