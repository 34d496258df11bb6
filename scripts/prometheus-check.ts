/**
 * A real Prometheus (Debian's `prometheus`) scrapes the embedded control plane, and
 * the console server, pointed at it with PROMETHEUS_URL, answers the monitoring
 * view's history from it. Run by .ci/run (`npm run test:prometheus`): loopback only,
 * a temporary directory, a 1 s scrape interval, at most two minutes.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';

const PROMETHEUS = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
const PROMTOOL = process.env.PROMTOOL_BIN ?? path.join(path.dirname(PROMETHEUS), 'promtool');
const deadline = Date.now() + 120_000;
const KEY = 'demo-api-key';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  while (Date.now() < deadline) {
    const v = await check().catch(() => undefined);
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-prometheus-'));
const promPort = await freePort();
const promUrl = `http://127.0.0.1:${promPort}`;
// A sustain period of 2 s: the exported rules' `for`, so that Prometheus's alert fires within the check.
const plane = createControlPlane(
  loadConfig({ PORT: '0', DATA_DIR: path.join(dir, 'data'), STATIC_DIR: dir, LOG_LEVEL: 'quiet', PROMETHEUS_URL: promUrl, ALERT_FOR_S: '2' }),
);
const consoleUrl = await plane.listen();
const target = new URL(consoleUrl).host;

// The scrape config of src/features/monitoring/README.md: one target per workspace, labelled with its workgroup and workspace; the key as a Bearer token.
const job = (wg: string, ws: string) => `  - job_name: ${ws}
    scrape_interval: 1s
    metrics_path: /metrics/${wg}/${ws}
    authorization:
      type: Bearer
      credentials: ${KEY}
    static_configs:
      - targets: ['${target}']
        labels: { workgroup_id: ${wg}, workspace_id: ${ws} }
`;
// The organization's thresholds as alerting rules, downloaded as the Alerts screen does; promtool must accept them.
const rulesFile = path.join(dir, 'rules.yml');
const rules = await fetch(`${consoleUrl}/controller/v4/v2/alert-rules`, { headers: { 'x-api-key': KEY } });
assert.equal(rules.status, 200);
fs.writeFileSync(rulesFile, await rules.text());
const promtool = spawnSync(PROMTOOL, ['check', 'rules', rulesFile], { encoding: 'utf8' });
assert.equal(promtool.status, 0, `promtool check rules refused the exported rules:\n${promtool.stdout}${promtool.stderr}`);
console.log(promtool.stdout.trim());
fs.writeFileSync(
  path.join(dir, 'prometheus.yml'),
  `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nrule_files: ['${rulesFile}']\nscrape_configs:\n${job('wg-0001', 'ws-0001-1')}${job('wg-0001', 'ws-0001-2')}`,
);
const prometheus = spawn(
  PROMETHEUS,
  [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${promPort}`],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);
let promLog = '';
prometheus.stderr.on('data', (c: Buffer) => (promLog = (promLog + c.toString()).slice(-4000)));

const history = async (ws: string, key = KEY) => {
  const res = await fetch(`${consoleUrl}/console/metrics/wg-0001/${ws}/history?range=1h`, { headers: { 'x-api-key': key } });
  return {
    status: res.status,
    body: (await res.json()) as { source: string; times: number[]; series: Record<string, { label: string; values: (number | null)[] }[]> },
  };
};

try {
  // Prometheus has scraped both workspaces a few times, and its own query sees the hot one's nodes.
  const direct = await until('Prometheus to hold samples of ws-0001-1', async () => {
    const q = new URL('/api/v1/query', promUrl);
    q.searchParams.set('query', 'count_over_time(tigergraph_cpu_usage{service_name="",workspace_id="ws-0001-1"}[1m])');
    const r = (await (await fetch(q)).json()) as { data: { result: { metric: { host_id: string }; value: [number, string] }[] } };
    const counts = r.data.result.map((x) => Number(x.value[1]));
    return counts.length === 2 && counts.every((c) => c >= 3) ? r.data.result : undefined;
  });
  assert.deepEqual(direct.map((r) => r.metric.host_id).sort(), ['m1', 'm2']);

  // The console server's history comes from Prometheus: the same numbers its query_range gives, a line per node.
  const h = await until('the history to include a scraped point', async () => {
    const r = await history('ws-0001-1');
    return r.body.series.cpu?.length && r.body.series.cpu.every((s) => s.values.filter((v) => v !== null).length >= 2) ? r : undefined;
  });
  assert.equal(h.status, 200);
  assert.equal(h.body.source, 'prometheus');
  assert.deepEqual(
    h.body.series.cpu!.map((s) => s.label),
    ['m1', 'm2'],
  );
  // Every point the console gives is the one Prometheus's own query_range gives for that node and time.
  const q = new URL('/api/v1/query_range', promUrl);
  const [start, end] = [h.body.times[0]!, h.body.times.at(-1)!];
  q.search = new URLSearchParams({
    query: 'max by (host_id) (tigergraph_cpu_usage{service_name="",workspace_id="ws-0001-1"})',
    start: String(start),
    end: String(end),
    step: '15',
  }).toString();
  const own = (await (await fetch(q)).json()) as { data: { result: { metric: { host_id: string }; values: [number, string][] }[] } };
  let compared = 0;
  for (const s of h.body.series.cpu!) {
    const theirs = new Map(own.data.result.find((r) => r.metric.host_id === s.label)!.values.map(([t, v]) => [t, Number(v)]));
    h.body.times.forEach((t, i) => {
      if (s.values[i] === null) return;
      assert.equal(s.values[i], theirs.get(t), `${s.label} at ${t}: the console says ${s.values[i]}, Prometheus ${theirs.get(t)}`);
      assert.ok(s.values[i]! > 80, 'the hot workspace is hot in Prometheus too');
      compared++;
    });
  }
  assert.ok(compared >= 4);
  // Only what Prometheus holds: before its first scrape there are gaps, where the embedded plane would have a full hour.
  assert.ok(h.body.series.cpu![0]!.values[0] === null, 'the hour before Prometheus started has no samples');
  assert.ok(h.body.series.disk!.some((s) => s.label === 'm1 Gstore'));
  const idle = await history('ws-0001-2');
  assert.ok(Math.max(...idle.body.series.cpu!.flatMap((s) => s.values.filter((v): v is number => v !== null))) < 20, 'the idle workspace idles');
  // A workspace Prometheus does not scrape has no lines at all; another organization is refused.
  assert.deepEqual((await history('ws-0001-3')).body.series.cpu, []);
  assert.equal((await history('ws-0001-1', 'other-org-api-key')).status, 404);
  // The exported rules, evaluated by Prometheus, fire where the embedded plane's own alerts fire: the hot workspace, not the idle one.
  type PromAlert = { labels: { alertname: string; workspace_id: string }; state: string };
  const firing = await until("Prometheus to fire the hot workspace's CPU alert", async () => {
    const r = (await (await fetch(new URL('/api/v1/alerts', promUrl))).json()) as { data: { alerts: PromAlert[] } };
    const all = r.data.alerts.filter((a) => a.state === 'firing');
    return all.some((a) => a.labels.alertname === 'WorkspaceCPUHigh' && a.labels.workspace_id === 'ws-0001-1') ? all : undefined;
  });
  assert.ok(!firing.some((a) => a.labels.workspace_id === 'ws-0001-2'), 'the idle workspace fires nothing');
  const embedded = (await (await fetch(`${consoleUrl}/controller/v4/v2/alerts`, { headers: { 'x-api-key': KEY } })).json()) as {
    Result: { workspace_id: string; metric: string; state: string }[];
  };
  assert.ok(
    embedded.Result.some((a) => a.workspace_id === 'ws-0001-1' && a.metric === 'cpu' && a.state === 'firing'),
    'the embedded plane fires it too',
  );
  console.log(
    `Prometheus check passed: the exported rules fire ${firing.map((a) => `${a.labels.alertname} on ${a.labels.workspace_id}`).join(', ')}; ` +
      `${h.body.series.cpu![0]!.values.filter((v) => v !== null).length} points per node read from Prometheus through the console server.`,
  );
} catch (e) {
  console.error(promLog);
  throw e;
} finally {
  prometheus.kill('SIGTERM');
  await plane.close();
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dir, { recursive: true, force: true });
}
