// npm run soak:servers: two servers over one PostgreSQL database for SOAK_SECONDS (180 unless set), as a load balancer
// would use them: CLIENTS clients each create, rename and delete workgroups on either server at random, from a small pool
// of names so that creates conflict; every acknowledged create is read back at once from the OTHER server
// (read-your-writes across servers). Halfway, one server is killed with SIGKILL and started again. At the end both
// servers must list the same workgroups, no name twice, every acknowledged create there unless deleted after.
// Exits 1 on any violation. A correctness run, not a measurement: it may run beside other work.
import { spawn } from 'node:child_process';
import { startPgCluster } from '../src/server/testing/pg-cluster.ts';

const SECONDS = Number(process.env.SOAK_SECONDS || 180);
const CLIENTS = Number(process.env.SOAK_CLIENTS || 6);
const WG = '/controller/v4/v2/workgroups';
const headers = { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' };
const POOL = Array.from({ length: 16 }, (_, i) => `Soak ${i}`);

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: env.PORT ?? '0', LOG_LEVEL: 'quiet', SHED_LAG_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = /on (http:\/\/127\.0\.0\.1:(\d+))/.exec(out);
      if (m) resolve({ url: m[1], port: m[2], child, stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const call = async (url, method, path, body) => {
  try {
    const r = await fetch(`${url}${WG}${path}`, { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(15_000) });
    const json = await r.json().catch(() => undefined);
    return { status: r.status, json };
  } catch (e) {
    return { status: 0, error: String(e) };
  }
};
const list = async (url) => {
  const r = await call(url, 'GET', '');
  return r.status === 200 ? r.json.Result : undefined;
};

const cluster = await startPgCluster({ fsync: true });
const db = await cluster.database(`soak_${Date.now()}`);
const servers = [await startServer({ DATABASE_URL: db }), await startServer({ DATABASE_URL: db })];
const stats = { created: 0, createRefused: 0, renamed: 0, deleted: 0, unavailable: 0, other: {}, readBackMissed: 0, readBacks: 0 };
const violations = [];
/** Names acknowledged as created, with their ids, until acknowledged as deleted. */
const live = new Map();
/** Deletes sent and not answered yet. */
const deleting = new Set();
/** Deletes whose outcome is unknown. */
const uncertain = new Set();
let down = -1;
const pick = () => {
  const up = [0, 1].filter((i) => i !== down);
  return up[Math.floor(Math.random() * up.length)];
};

const end = Date.now() + SECONDS * 1000;
const killAt = Date.now() + (SECONDS * 1000) / 2;
const killer = (async () => {
  if (process.env.SOAK_KILL === '0') return;
  await new Promise((r) => setTimeout(r, killAt - Date.now()));
  down = 0;
  servers[0].child.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 3000));
  servers[0] = await startServer({ DATABASE_URL: db, PORT: servers[0].port });
  down = -1;
})();

await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < end) {
      const s = pick();
      const other = 1 - s;
      const roll = Math.random();
      const name = POOL[Math.floor(Math.random() * POOL.length)];
      if (roll < 0.5) {
        const r = await call(servers[s].url, 'POST', '', { name, cloud_provider_id: 'cp-aws-prod' });
        if (r.status === 200) {
          stats.created++;
          const id = r.json.Result.workgroup_id;
          live.set(id, name);
          if (down !== other) {
            stats.readBacks++;
            const got = await call(servers[other].url, 'GET', `/${encodeURIComponent(id)}`);
            // A delete by another client may come between: only a missing workgroup still live counts.
            if (got.status !== 200 && got.status !== 0 && live.has(id) && !deleting.has(id)) {
              stats.readBackMissed++;
              violations.push(
                `created ${id} on server ${s}, not found on server ${other} (${got.status}) at ${Math.round((Date.now() - (end - SECONDS * 1000)) / 1000)} s`,
              );
            }
          }
        } else if (r.status === 400) stats.createRefused++;
        else if (r.status === 503 || r.status === 0) stats.unavailable++;
        else stats.other[r.status] = (stats.other[r.status] ?? 0) + 1;
      } else {
        const mine = [...live.entries()];
        if (mine.length === 0) continue;
        const [id] = mine[Math.floor(Math.random() * mine.length)];
        if (roll < 0.75) {
          const r = await call(servers[s].url, 'PUT', `/${encodeURIComponent(id)}`, { workgroup_name: `${live.get(id)}` });
          if (r.status === 200) stats.renamed++;
        } else {
          // Another client may read it back while this delete is on its way: its 404 is then no violation.
          deleting.add(id);
          const r = await call(servers[s].url, 'DELETE', `/${encodeURIComponent(id)}`);
          deleting.delete(id);
          // Its answer lost (the server killed under it): it may or may not have been deleted.
          if (r.status === 0) uncertain.add(id);
          if (r.status === 200 || r.status === 204) {
            stats.deleted++;
            live.delete(id);
          }
        }
      }
    }
  }),
);
await killer;

const [a, b] = [await list(servers[0].url), await list(servers[1].url)];
const ids = (l) => l.map((w) => w.workgroup_id).sort();
if (!a || !b) violations.push('a server did not list the workgroups at the end');
else {
  if (JSON.stringify(ids(a)) !== JSON.stringify(ids(b))) violations.push(`the two servers list different workgroups: ${ids(a).length} and ${ids(b).length}`);
  const names = a.map((w) => w.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) violations.push(`names held twice: ${[...new Set(twice)].join(', ')}`);
  for (const id of live.keys())
    if (!uncertain.has(id) && !a.some((w) => w.workgroup_id === id)) violations.push(`acknowledged ${id} (${live.get(id)}) is gone`);
}
console.log(`\nSoak: two servers over one PostgreSQL database, ${CLIENTS} clients, ${SECONDS} s, one server killed with SIGKILL halfway and restarted`);
console.log(JSON.stringify(stats, null, 2));
console.log(
  violations.length
    ? `\nVIOLATIONS (${violations.length}):\n- ${violations.slice(0, 20).join('\n- ')}`
    : '\nNo violation: both servers list the same workgroups, no name twice, nothing acknowledged lost.',
);
await Promise.all(servers.map((s) => s.stop()));
await cluster.close();
process.exit(violations.length ? 1 : 0);
