// npm run bench:writes: writes per second and their p99 on one server with the data directory, one server with
// PostgreSQL (DATABASE_URL), and two servers over one PostgreSQL database, side by side in one run on this machine.
// Each server is a process of its own (src/server/main.ts); the database is a throwaway cluster with fsync on (as the
// data directory's journal is fsync'd), started and stopped here. The write: renaming one of the demo's four workgroups
// (PUT, a new name each time), by CLIENTS concurrent clients for SECONDS seconds; with two servers, they alternate.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPgCluster } from '../src/server/testing/pg-cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 8);

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'quiet', SHED_LAG_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve({ url: m[1], stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

async function measure(label, urls) {
  const latencies = [];
  let refused = 0;
  const statuses = {};
  let n = 0;
  const end = Date.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      while (Date.now() < end) {
        const url = urls[(c + n) % urls.length];
        const name = `bench ${c}-${n++}`;
        const t = performance.now();
        const r = await fetch(`${url}/controller/v4/v2/workgroups/wg-000${1 + (c % 4)}`, {
          method: 'PUT',
          headers: { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' },
          body: JSON.stringify({ workgroup_name: name }),
        });
        await r.arrayBuffer();
        if (r.status === 200) latencies.push(performance.now() - t);
        else {
          refused++;
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { label, statuses: JSON.stringify(statuses), writesPerS: latencies.length / seconds, p50: at(0.5), p99: at(0.99), refused };
}

const cluster = await startPgCluster({ fsync: true });
const dirs = [];
const rows = [];
try {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-bench-'));
  dirs.push(dataDir);
  const one = await startServer({ DATA_DIR: dataDir });
  rows.push(await measure('1 server, data directory', [one.url]));
  await one.stop();

  const db1 = await cluster.database('bench_one');
  const pg1 = await startServer({ DATABASE_URL: db1, DATA_DIR: dataDir });
  rows.push(await measure('1 server, PostgreSQL', [pg1.url]));
  await pg1.stop();

  const db2 = await cluster.database('bench_two');
  const [a, b] = await Promise.all([startServer({ DATABASE_URL: db2, DATA_DIR: dataDir }), startServer({ DATABASE_URL: db2, DATA_DIR: dataDir })]);
  rows.push(await measure('2 servers, PostgreSQL', [a.url, b.url]));
  await Promise.all([a.stop(), b.stop()]);
} finally {
  await cluster.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}
console.log(`\nWrites (rename a workgroup), ${CLIENTS} concurrent clients, ${SECONDS} s each, on ${os.cpus().length} cores:\n`);
console.log('| setup | writes/s | p50 ms | p99 ms | refused |');
console.log('|---|---:|---:|---:|---|');
for (const r of rows) console.log(`| ${r.label} | ${r.writesPerS.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.refused ? r.statuses : 0} |`);
