import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPgCluster, type PgCluster } from '@/server/testing/pg-cluster';
import { spawnServer, startTestServer, sleep } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';
import { startReceiver } from '@/server/areas/alerts/receiver.test-util';
import { importDataDir } from '@/server/store/pg-import';
import fs from 'node:fs';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { createControlPlane } from '@/server/app';
import { loadConfig } from '@/server/config';

// Several servers, one state (issue 61): two control planes over one real PostgreSQL act as one.
// A cluster of its own in a temporary directory; without PostgreSQL installed this fails, it is never skipped.

let cluster: PgCluster;
let n = 0;
beforeAll(async () => {
  cluster = await startPgCluster({ fsync: false });
}, 60_000);
afterAll(async () => cluster?.close(), 30_000);

const { closed, atEnd } = closeAfterEach();
const WG = '/controller/v4/v2/workgroups';
const body = (name: string) => ({ name, cloud_provider_id: 'cp-aws-prod' });

/** A fresh database, and `count` servers started on it at once. */
async function servers(count: number, env: Record<string, string> = {}): Promise<{ url: string; started: Awaited<ReturnType<typeof startTestServer>>[] }> {
  const url = await cluster.database(`t${++n}_${Date.now()}`);
  const started = await Promise.all(Array.from({ length: count }, () => closed(startTestServer({ DATABASE_URL: url, ...env }))));
  return { url, started };
}

const names = async (s: Awaited<ReturnType<typeof startTestServer>>) => ((await s.raw('GET', WG)).json!.Result as { name: string }[]).map((w) => w.name).sort();

describe('two servers over one PostgreSQL database', () => {
  it('see each other’s writes at once, and the demo organization is seeded once though both started together', async () => {
    const {
      started: [a, b],
    } = await servers(2);
    expect(await names(a!)).toHaveLength(4);
    expect(await names(b!)).toEqual(await names(a!));
    const created = await a!.raw('POST', WG, body('Made on A'));
    expect(created.status).toBe(200);
    // Read-your-writes across servers: the very next read on B has it, no waiting.
    expect(await names(b!)).toContain('Made on A');
    const id = (created.json!.Result as { workgroup_id: string }).workgroup_id;
    expect((await b!.raw('DELETE', `${WG}/${id}`)).status).toBeLessThan(300);
    expect(await names(a!)).not.toContain('Made on A');
  }, 60_000);

  it('serialise conflicting creates: of 20 concurrent creates of one name across both, exactly one is accepted and the rest get the one-server 400', async () => {
    const {
      started: [a, b],
    } = await servers(2);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a! : b!).raw('POST', WG, body('Only one'))));
    const accepted = answers.filter((r) => r.status === 200);
    const refused = answers.filter((r) => r.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([400]));
    expect(refused[0]!.json!.ErrorDetails[0]!.Reason).toBe('A workgroup named "Only one" already exists in this organization');
    expect((await names(a!)).filter((x) => x === 'Only one')).toHaveLength(1);
    expect((await names(b!)).filter((x) => x === 'Only one')).toHaveLength(1);
  }, 60_000);

  it('fold the change rows into the snapshot row (the leader’s compaction); a server behind it reloads and misses nothing', async () => {
    const {
      started: [a, b],
    } = await servers(2);
    expect((await a!.raw('POST', WG, body('Before folding'))).status).toBe(200);
    await a!.plane.shared!.compactIfLong(true);
    expect((await a!.raw('POST', WG, body('After folding'))).status).toBe(200);
    expect(await names(b!)).toEqual(expect.arrayContaining(['Before folding', 'After folding']));
    expect(await names(b!)).toEqual(await names(a!));
  }, 60_000);

  it('commit a console endpoint’s write (a test hook) before it is answered', async () => {
    const {
      url,
      started: [a],
    } = await servers(1);
    const hook = await fetch(`${a!.url}/console/test/load`, { method: 'PUT', body: JSON.stringify({ workspaceID: 'ws-0001-2', profile: 'hot' }) });
    expect(hook.status).toBe(200);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM state_changes WHERE entries::text LIKE '%"profile":"hot"%'`);
    await client.end();
    expect(Number(rows[0]!.n)).toBe(1);
  }, 60_000);

  it('open each other’s session cookies: without SESSION_SECRET, the sealing key is kept in the database', async () => {
    const { started } = await servers(2);
    const [a, b] = started as [Awaited<ReturnType<typeof startTestServer>>, Awaited<ReturnType<typeof startTestServer>>];
    const saved = await fetch(`${a.url}/console/session`, {
      method: 'POST',
      headers: { 'x-console-request': '1', origin: a.url, 'content-type': 'application/json' },
      body: JSON.stringify({ do: 'save', kind: 'apiKey', value: 'demo-member-api-key', remember: true }),
    });
    expect(saved.status).toBe(200);
    const cookie = saved.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const seen = await (await fetch(`${b.url}/console/session`, { headers: { cookie } })).json();
    expect(seen.apiKey).toEqual({ source: 'device', masked: 'demo••••••••-key' });
    expect(JSON.stringify(await (await fetch(`${b.url}/controller/v4/v2/whoami`, { headers: { cookie } })).json())).toContain('grace');
  });

  it('share the audit trail: a write on A is in B’s activity log', async () => {
    const {
      started: [a, b],
    } = await servers(2);
    const created = await a!.raw('POST', WG, body('Audited on A'));
    expect(created.status).toBe(200);
    await expect
      .poll(async () => {
        const log = (await b!.raw('GET', '/controller/v4/v2/audit-log')).json!.Result as { request_id: string }[];
        return log.some((e) => e.request_id === created.json!.RequestID);
      })
      .toBe(true);
  }, 60_000);

  it('run the background work on one of them: an alert fires and its notification is delivered once, not once per server', async () => {
    const {
      started: [a, b],
    } = await servers(2, { ALERT_FOR_S: '1', ALERT_RETRY_MS: '100' });
    const r = await closed(startReceiver());
    await expect.poll(() => [a!, b!].filter((s) => s.plane.shared!.leading).length, { timeout: 10_000 }).toBe(1);
    const OWNER = { 'x-api-key': 'demo-api-key' };
    const added = await b!.raw('POST', '/controller/v4/v2/alert-channels', { name: 'Ops', kind: 'webhook', url: r.url }, OWNER);
    expect(added.status, added.text).toBe(200);
    expect((await a!.raw('GET', '/controller/v4/v2/alert-channels')).json!.Result).toHaveLength(1);
    await fetch(`${b!.url}/console/test/load`, { method: 'PUT', body: JSON.stringify({ workspaceID: 'ws-0001-2', profile: 'hot' }) });
    await expect.poll(() => r.received.filter((m) => m.body.includes('"event":"firing"')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Several evaluation rounds later, with both servers up: each alert notified once (two servers each sending would double them).
    await sleep(3000);
    const firing = r.received.filter((m) => m.body.includes('"event":"firing"')).map((m) => (JSON.parse(m.body) as { alert_id: string }).alert_id);
    expect(firing.length).toBe(new Set(firing).size);
    type Delivery = { alert_id: string; event: string; status: string };
    const logOf = async (s: typeof a) =>
      ((await s!.raw('GET', '/controller/v4/v2/alert-deliveries')).json!.Result as Delivery[]).filter((d) => d.event === 'firing');
    expect((await logOf(a)).length).toBe(firing.length);
    expect(await logOf(b)).toEqual(await logOf(a));
  }, 60_000);

  it('take a data directory moved in with migrate:to-postgres (counts checked); a database holding a state already is refused', async () => {
    const old = await startTestServer();
    atEnd(async () => fs.rmSync(old.dataDir, { recursive: true, force: true }));
    const made = await old.raw('POST', WG, body('Moved in'));
    expect(made.status).toBe(200);
    await old.plane.close();
    const url = await cluster.database(`import_${Date.now()}`);
    const counts = await importDataDir(old.dataDir, url);
    expect(counts.collections.workgroups).toEqual({ dir: 5, database: 5 });
    expect(counts.audit.database).toBeGreaterThan(0);
    const s = await closed(startTestServer({ DATABASE_URL: url }));
    expect(await names(s)).toContain('Moved in');
    const log = (await s.raw('GET', '/controller/v4/v2/audit-log')).json!.Result as { request_id: string }[];
    expect(log.map((e) => e.request_id)).toContain(made.json!.RequestID);
    await expect(importDataDir(old.dataDir, url)).rejects.toThrow(/holds a console state already/);
  }, 60_000);

  it('wait at start for a database that is not up yet, say so, and start once it is', async () => {
    const url = await cluster.database(`late_${Date.now()}`);
    await cluster.stop();
    atEnd(() => cluster.start());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    atEnd(async () => void (warn.mockRestore(), log.mockRestore()));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-late-'));
    const plane = createControlPlane(loadConfig({ PORT: '0', DATA_DIR: dir, STATIC_DIR: dir, DATABASE_URL: url }));
    atEnd(async () => (await plane.close(), fs.rmSync(dir, { recursive: true, force: true })));
    let listening = false;
    const started = plane.listen().then(() => (listening = true));
    await sleep(1500);
    expect(listening).toBe(false);
    expect(warn.mock.calls.flat().join('\n')).toMatch(/Waiting for the database at 127\.0\.0\.1:\d+\/late_\d+ \(.*\); trying again every 2 s/);
    await cluster.start();
    await started;
    const r = await fetch(`${plane.url()}${WG}`, { headers: { 'x-api-key': 'demo-api-key' } });
    expect(r.status).toBe(200);
  }, 60_000);

  it('answers 503 with Retry-After while the database is stopped, and works again by itself once it is back', async () => {
    const {
      started: [a],
    } = await servers(1);
    await cluster.stop();
    atEnd(() => cluster.start());
    const read = await a!.raw('GET', WG);
    const write = await a!.raw('POST', WG, body('While down'));
    for (const r of [read, write]) {
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('2');
      expect(r.json!.ErrorDetails[0]!.Reason).toMatch(/cannot reach its database; nothing was changed/);
    }
    await cluster.start();
    await expect.poll(async () => (await a!.raw('GET', WG)).status, { timeout: 10_000 }).toBe(200);
    expect(await names(a!)).not.toContain('While down');
    expect((await a!.raw('POST', WG, body('After'))).status).toBe(200);
  }, 60_000);

  it('loses no acknowledged write when a server is killed with SIGKILL mid-stream, and the leader lease moves within seconds', async () => {
    const url = await cluster.database(`kill_${Date.now()}`);
    const { child, url: childUrl } = await spawnServer({ DATABASE_URL: url, LOG_LEVEL: '' });
    let childAlive = true;
    atEnd(async () => void (childAlive && child.kill('SIGKILL')));
    const b = await closed(startTestServer({ DATABASE_URL: url }));
    // The first server holds the lease: B runs no background work.
    await sleep(500);
    expect(b.plane.shared!.leading).toBe(false);
    const acknowledged: string[] = [];
    const stream = (async () => {
      for (let i = 0; childAlive; i++) {
        const name = `Kill ${i}`;
        const r = await fetch(`${childUrl}${WG}`, {
          method: 'POST',
          headers: { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' },
          body: JSON.stringify(body(name)),
        }).catch(() => undefined);
        if (r?.status === 200) acknowledged.push(name);
      }
    })();
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(20);
    child.kill('SIGKILL');
    const killedAt = Date.now();
    childAlive = false;
    await stream;
    const seen = new Set(await names(b));
    expect(acknowledged.filter((x) => !seen.has(x))).toEqual([]);
    // The lease is retried every 2 s; the bound leaves room for a loaded machine (the whole suite beside it).
    await expect.poll(() => b.plane.shared!.leading, { timeout: 15_000, interval: 100 }).toBe(true);
    expect(Date.now() - killedAt).toBeLessThan(10_000);
  }, 90_000);
});
