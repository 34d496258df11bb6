import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';

let srv: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

/** A GET read as text (the scrape is no JSON). */
async function get(p: string, headers: Record<string, string> = { 'x-api-key': 'demo-api-key' }) {
  const res = await fetch(srv.url + p, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe("the embedded plane's metrics", () => {
  it("scrapes the hot workspace in the vendor's names, one host_id per node, memory per partition", async () => {
    const r = await get('/metrics/wg-0001/ws-0001-1');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    // TG-2 (128 GiB, 1 partition) with HA: two nodes, each holding the full share.
    expect(sample(r.text, 'tigergraph_memory_total', 'host_id="m1"')).toBe(131072);
    expect(sample(r.text, 'tigergraph_memory_total', 'host_id="m2"')).toBe(131072);
    expect(sample(r.text, 'tigergraph_cpu_usage', 'host_id="m1",service_name=""')).toBeGreaterThan(80);
    expect(sample(r.text, 'tigergraph_diskspace_usage', 'host_id="m1",path_name="Gstore"')).toBeGreaterThan(26 * 1024);
    expect(r.text).toMatch(/tigergraph_service_status\{host_id="m2",service_name="GPE",partition="1",replica="2"\} 6/);
  });

  it("takes the key as a Bearer token, refuses none and another organization's", async () => {
    expect((await get('/metrics/wg-0001/ws-0001-1', { authorization: 'Bearer demo-api-key' })).status).toBe(200);
    expect((await get('/metrics/wg-0001/ws-0001-1', {})).status).toBe(401);
    expect((await get('/metrics/wg-0001/ws-0001-1', { 'x-api-key': 'other-org-api-key' })).status).toBe(404);
    expect((await srv.raw('GET', '/observability/wg-0001/metrics', undefined, { 'x-api-key': 'other-org-api-key' })).status).toBe(404);
  });

  it('answers 404, not the console page, at unknown paths under the monitoring roots', async () => {
    for (const p of ['/metrics/wg-0001', '/metrics', '/observability/wg-0001/nope', '/metrics/wg-0001/ws-0001-1/extra']) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(r.text, p).not.toMatch(/<html/i);
    }
  });

  it('reports a paused workspace down, with no CPU or memory use, in the scrape and the summary', async () => {
    const r = await get('/metrics/wg-0001/ws-0001-3');
    expect(sample(r.text, 'tigergraph_cpu_usage', 'host_id="m1",service_name=""')).toBe(0);
    expect(sample(r.text, 'tigergraph_memory_usage_percent', 'host_id="m1"')).toBe(0);
    expect(r.text).toMatch(/tigergraph_service_status\{host_id="m1",service_name="GPE",partition="1",replica="1"\} 27/);
    const summary = await srv.raw('GET', '/observability/wg-0001/metrics');
    const entries = (summary.json!.Result as { workspaceMetrics: { workspaceID: string; metrics: Record<string, { avgValue: number }> }[] }).workspaceMetrics;
    expect(entries.map((e) => e.workspaceID)).toEqual(['ws-0001-1', 'ws-0001-2', 'ws-0001-3']);
    expect(entries[2]!.metrics.tigergraph_cpu_usage!.avgValue).toBe(0);
    expect(entries[0]!.metrics.tigergraph_cpu_usage!.avgValue).toBeGreaterThan(80);
    expect(entries[1]!.metrics.tigergraph_cpu_usage!.avgValue).toBeLessThan(10);
  });

  it("has an hour of history above 80 % for the hot workspace at a fresh start, at the range's resolution", async () => {
    const r = await srv.raw('GET', '/console/metrics/wg-0001/ws-0001-1/history?range=1h');
    expect(r.status).toBe(200);
    const h = JSON.parse(r.text) as { times: number[]; stepSeconds: number; series: Record<string, { label: string; values: (number | null)[] }[]> };
    expect(h.stepSeconds).toBe(15);
    expect(h.times).toHaveLength(241);
    expect(h.series.cpu!.map((s) => s.label)).toEqual(['m1', 'm2']);
    for (const s of [...h.series.cpu!, ...h.series.memory!]) expect(Math.min(...(s.values as number[]))).toBeGreaterThan(80);
    const week = JSON.parse((await srv.raw('GET', '/console/metrics/wg-0001/ws-0001-1/history?range=7d')).text) as { times: number[] };
    expect(week.times).toHaveLength(337);
    expect((await srv.raw('GET', '/console/metrics/wg-0001/ws-0001-1/history?range=2y')).status).toBe(400);
    expect((await srv.raw('GET', '/console/metrics/wg-0001/ws-0001-1/history', undefined, { 'x-api-key': 'other-org-api-key' })).status).toBe(404);
  });

  it("keeps a workspace's thresholds (1–100 %)", async () => {
    expect((await srv.raw('GET', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds')).json!.Result).toEqual({
      cpu_percent: 80,
      memory_percent: 80,
      disk_percent: 80,
    });
    const bad = await srv.raw('PUT', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds', { cpu_percent: 0, memory_percent: 101 });
    expect(bad.status).toBe(400);
    await srv.raw('PUT', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds', { cpu_percent: 70, memory_percent: 95 });
    // A deployment's older console sends no disk threshold: 80 % applies.
    expect((await srv.raw('GET', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds')).json!.Result).toEqual({
      cpu_percent: 70,
      memory_percent: 95,
      disk_percent: 80,
    });
    await srv.raw('PUT', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds', {
      cpu_percent: 70,
      memory_percent: 95,
      disk_percent: 60,
    });
    expect((await srv.raw('GET', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds')).json!.Result).toMatchObject({
      disk_percent: 60,
    });
  });
});
