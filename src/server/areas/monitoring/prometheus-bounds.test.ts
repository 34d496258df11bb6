import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { PROMETHEUS_MAX_READS } from './history-endpoint';

/** A stand-in Prometheus on loopback: slow, or huge, or failing with text that must not reach a browser. */
let mode: 'slow' | 'huge' | 'error' = 'slow';
let inFlight = 0;
let most = 0;
let hugeSent = 0;
const fake = http.createServer((_req, res) => {
  inFlight++;
  most = Math.max(most, inFlight);
  res.on('close', () => inFlight--);
  if (mode === 'error') {
    res.writeHead(400, { 'content-type': 'application/json' });
    return void res.end(JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'parse error at db-7.internal.corp:9090 secret-token-xyz' }));
  }
  if (mode === 'huge') {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let n = 0;
    const pump = () => {
      while (n < 60) {
        n++;
        hugeSent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('error', () => {});
    return pump();
  }
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'success', data: { resultType: 'matrix', result: [] } }));
  }, 150);
});

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  const promUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  s = await startTestServer({
    SEED_WORKGROUPS: '1',
    SEED_WORKSPACES_PER_WORKGROUP: '1',
    PROMETHEUS_URL: promUrl,
    MAX_CONNECTIONS_PER_ADDRESS: '1000',
    MAX_CONNECTIONS: '1000',
  });
});
afterAll(async () => {
  await s.close();
  fake.closeAllConnections();
  await new Promise((r) => fake.close(r));
});

const history = (range = '1h') => fetch(`${s.url}/console/metrics/wg-0001/ws-0001-1/history?range=${range}`, { headers: { 'x-api-key': 'demo-api-key' } });

describe('metrics history from Prometheus, bounded (issue 49)', () => {
  it('asks Prometheus at most a few reads at once, however many arrive (150 at once opened 750 sockets)', async () => {
    mode = 'slow';
    most = 0;
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 150 }, () => history().then(async (r) => (await r.text(), r.status))));
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(most).toBeLessThanOrEqual(PROMETHEUS_MAX_READS * 5);
    expect(answers.filter((st) => st === 200).length).toBeGreaterThanOrEqual(PROMETHEUS_MAX_READS);
    expect(answers.every((st) => st === 200 || st === 503)).toBe(true);
  });

  it('stops reading an answer past its cap (a 60 MB answer is not held)', async () => {
    mode = 'huge';
    hugeSent = 0;
    const r = await history();
    expect(r.status).toBe(502);
    expect(((await r.json()) as { ErrorDetails: { Reason: string }[] }).ErrorDetails[0]!.Reason).toMatch(/more than 2 MiB/);
    // Five queries were cut off long before 5 × 60 MB crossed the wire.
    expect(hugeSent).toBeLessThan(5 * 60 * 1024 * 1024);
  });

  it("logs Prometheus's own error text with the RequestID and never returns it", async () => {
    mode = 'error';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = await history();
    const text = await r.text();
    expect(r.status).toBe(502);
    expect(text).not.toMatch(/internal\.corp|secret-token-xyz|parse error/);
    const id = r.headers.get('x-request-id') ?? (JSON.parse(text) as { RequestID: string }).RequestID;
    expect(logged.mock.calls.some(([line]) => String(line).includes(id) && String(line).includes('secret-token-xyz'))).toBe(true);
    logged.mockRestore();
  });

  it('accepts own range names only', async () => {
    for (const range of ['toString', '__proto__', 'constructor']) expect((await history(range)).status).toBe(400);
  });
});
