import { EventEmitter } from 'node:events';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressRead } from '@/server/http/compression';
import { listServer, startTestServer, sleep } from '@/server/testing/test-server';

/** One request with exactly these headers; the body as it travelled (not decoded). */
function get(url: string, headers: Record<string, string>, method = 'GET', body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (r: { headers: http.IncomingHttpHeaders; raw: Buffer }) =>
  r.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(r.raw).toString('utf8')
    : r.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(r.raw).toString('utf8')
      : r.raw.toString('utf8');

describe('answers to reads travel compressed', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());
  const key = { 'x-api-key': 'demo-api-key' };

  it('an API read, in the encoding the browser asked for, is the same JSON as the plain answer and several times smaller', async () => {
    const plain = await get(`${s.url}/controller/v4/v2/workgroups`, key);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const packed = await get(`${s.url}/controller/v4/v2/workgroups`, { ...key, 'accept-encoding': accept });
      expect(packed.status).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      const text = decode(packed);
      expect(JSON.parse(text).Result).toEqual(JSON.parse(plain.raw.toString('utf8')).Result);
      expect(packed.raw.length * 4).toBeLessThan(plain.raw.length);
    }
  });

  it('an upstream’s read, through the proxy, as well', async () => {
    const proxy = await startTestServer({ UPSTREAM_URL: s.url });
    try {
      const direct = await get(`${s.url}/controller/v4/v2/workgroups/wg-0001`, key);
      const r = await get(`${proxy.url}/controller/v4/v2/workgroups/wg-0001`, { ...key, 'accept-encoding': 'br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decode(r)).Result).toEqual(JSON.parse(direct.raw.toString('utf8')).Result);
    } finally {
      await proxy.close();
    }
  });

  it('the console’s own reads (a workspace’s history) too', async () => {
    const r = await get(`${s.url}/console/metrics/wg-0001/ws-0001-1/history?range=1h`, { ...key, 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(r)).times.length).toBeGreaterThan(100);
  });

  it('a write’s answer is sent as it is, however large', async () => {
    const before = await get(`${s.url}/controller/v4/v2/workgroups/wg-0001`, key);
    const name = JSON.parse(before.raw.toString('utf8')).Result.name as string;
    const r = await get(
      `${s.url}/controller/v4/v2/workgroups/wg-0001`,
      { ...key, 'accept-encoding': 'gzip, br', 'content-type': 'application/json' },
      'PUT',
      JSON.stringify({ name }),
    );
    expect(r.status).toBe(200);
    expect(r.raw.length).toBeGreaterThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});

describe('a streamed list, compressed', () => {
  const items = Array.from({ length: 3000 }, (_, i) => ({ id: i, text: `item ${i} ${Math.random().toString(36)} `.repeat(12) }));

  it('arrives whole to a slow reader, and the writer waits on one listener, not one per wait', async () => {
    // Any emitter with more than two listeners of an event warns: a listener per wait would, from the third wait.
    const warnings: Error[] = [];
    const onWarning = (w: Error) => warnings.push(w);
    process.on('warning', onWarning);
    const max = EventEmitter.defaultMaxListeners;
    EventEmitter.defaultMaxListeners = 2;
    const s = await listServer(items, compressRead);
    try {
      const text = await new Promise<string>((resolve, reject) => {
        http.get(s.url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          const gunzip = zlib.createGunzip();
          const chunks: Buffer[] = [];
          let n = 0;
          // A reader slower than the writer: the writer must wait for the answer to drain, many times.
          res.on('data', (c: Buffer) => {
            gunzip.write(c);
            if (++n % 4 === 0) {
              res.pause();
              setTimeout(() => res.resume(), 5);
            }
          });
          res.on('end', () => gunzip.end());
          gunzip.on('data', (c: Buffer) => chunks.push(c));
          gunzip.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          gunzip.on('error', reject);
        });
      });
      expect(text).toBe(JSON.stringify({ Error: false, RequestID: 'r-1', Result: items }));
      await s.finished();
      await sleep(10);
      expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning' && /drain/.test(w.message)).map((w) => w.message)).toEqual([]);
    } finally {
      EventEmitter.defaultMaxListeners = max;
      process.off('warning', onWarning);
      await s.close();
    }
  });

  it('stops writing when the reader goes away mid-answer', async () => {
    const s = await listServer(Array.from({ length: 20 }, () => items).flat(), compressRead);
    try {
      await new Promise<void>((resolve) => {
        const req = http.get(s.url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => undefined);
      });
      await expect(Promise.race([s.finished().then(() => 'returned'), sleep(3000).then(() => 'still writing')])).resolves.toBe('returned');
    } finally {
      await s.close();
    }
  });
});
