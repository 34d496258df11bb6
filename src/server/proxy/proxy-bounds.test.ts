import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '@/server/testing/test-server';
import { operations } from '@/api/operations';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';

/** Issue 34: the proxy forwards only the contract's operations, and no upstream answer can flood it or the browser. */
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');

const seen: string[] = [];
let answer: (req: http.IncomingMessage, res: http.ServerResponse) => void;
let upstream: http.Server;
let upstreamUrl: string;
let proxy: ReturnType<typeof createControlPlane>;
let proxyUrl: string;

const envelope = (result: unknown = []) => JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'up', Result: result });
const MiB = 1_048_576;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    res.on('error', () => {});
    answer(req, res);
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  proxy = createControlPlane(
    loadConfig({
      PORT: '0',
      UPSTREAM_URL: upstreamUrl,
      LOG_LEVEL: 'quiet',
      STATIC_DIR: staticDir,
      UPSTREAM_TIMEOUT_MS: '600',
      MAX_UPSTREAM_ANSWER_BYTES: String(MiB),
    }),
  );
  proxyUrl = await proxy.listen();
});
afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  upstream.close();
});

const key = { 'x-api-key': 'k' };

/** Sends a request line exactly as given (fetch would normalize the path). */
function rawRequest(method: string, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(proxyUrl).port), '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: k\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('10. only the operations of the table are forwarded', () => {
  beforeAll(() => {
    answer = (_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(envelope());
    };
  });

  it.each([
    ['GET', '/controller/v4/v2/internal/admin/secrets', 404],
    ['GET', '/controller/v4/v2/workgroups/wg-1/internal', 404],
    ['DELETE', '/users/u1', 404],
    ['GET', '/users/u1/roles', 405],
    ['DELETE', '/controller/v4/v2/workgroups/wg-1/allow_list/current/x', 404],
    ['POST', '/controller/v4/v2/workspaces/meta', 405],
  ])('%s %s is refused with an envelope, and the upstream sees nothing', async (method, p, status) => {
    seen.length = 0;
    const res = await fetch(proxyUrl + p, { method, headers: key });
    expect(res.status).toBe(status);
    expect((await res.json()).Error).toBe(true);
    expect(seen).toEqual([]);
  });

  it.each([
    '/controller/v4/v2/workgroups/%c0%ae%c0%ae/workspaces/x',
    '/controller/v4/v2/workgroups/%ef%bc%8e%ef%bc%8e',
    '/controller/v4/v2/workgroups/%EF%BC%8F',
  ])('the overlong or fullwidth %s is refused, not forwarded', async (target) => {
    seen.length = 0;
    expect(await rawRequest('GET', target)).toMatch(/^HTTP\/1.1 400/);
    expect(seen).toEqual([]);
  });

  it('an operation of the table is forwarded, including one added to the table while running', async () => {
    seen.length = 0;
    expect((await fetch(`${proxyUrl}/controller/v4/v2/workgroups/wg.1/workspaces/ws-1`, { headers: key })).status).toBe(200);
    const table = operations as unknown as Record<string, unknown>;
    expect((await fetch(`${proxyUrl}/controller/v4/v2/workgroups/wg-1/backups`, { headers: key })).status).toBe(404);
    table.listBackupsForTest = {
      method: 'GET',
      path: '/controller/v4/v2/workgroups/{workgroupID}/backups',
      auth: 'apiKey',
      resource: 'workgroups',
      title: 'List backups',
      body: undefined,
    };
    try {
      expect((await fetch(`${proxyUrl}/controller/v4/v2/workgroups/wg-1/backups`, { headers: key })).status).toBe(200);
    } finally {
      delete table.listBackupsForTest;
    }
    expect(seen).toEqual(['GET /controller/v4/v2/workgroups/wg.1/workspaces/ws-1', 'GET /controller/v4/v2/workgroups/wg-1/backups']);
  });
});

describe('9. no API answer is cacheable', () => {
  it.each([
    ['an upstream that allows caching', { 'content-type': 'application/json', 'cache-control': 'public, max-age=31536000' }, 200, envelope()],
    ['an upstream that says nothing', { 'content-type': 'application/json' }, 200, envelope()],
    ['an empty 204', {}, 204, ''],
    ['an answer replaced by a 502', { 'content-type': 'text/html', 'cache-control': 'public, max-age=600' }, 200, '<html></html>'],
  ])('%s', async (_, headers, status, body) => {
    answer = (__, res) => {
      res.writeHead(status, headers);
      res.end(body);
    };
    const res = await fetch(`${proxyUrl}/controller/v4/v2/workgroups/wg-1/allow_list/enable`, { method: 'PUT', headers: key });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

// Compressed once, before the request: compressing 64 MiB inside the answer can outlast the proxy's timeout on a busy machine.
let bomb: Buffer | undefined;
const gzipBomb = () => (bomb ??= zlib.gzipSync(Buffer.alloc(64 * MiB, 0x20), { level: 9 }));

describe('11. an upstream answer that is not a complete JSON answer is a 502 naming its status', () => {
  beforeAll(() => void gzipBomb());
  const get = () => fetch(`${proxyUrl}/controller/v4/v2/workgroups`, { headers: key });
  const cases: [string, (req: http.IncomingMessage, res: http.ServerResponse) => void][] = [
    ['invalid JSON that starts with {', (_, res) => (res.writeHead(200, { 'content-type': 'application/json' }), res.end('{"Error": false, "Result": [1, 2,'))],
    ['a body that stalls', (_, res) => (res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' }), res.write('{"Result":['))],
    [
      'a body that trickles past the timeout',
      (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(timer));
      },
    ],
    [
      'a connection reset mid-body',
      (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
        res.write('{"Result":[', () => setTimeout(() => res.socket?.resetAndDestroy(), 20));
      },
    ],
    [
      'a gzip bomb',
      (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipBomb());
      },
    ],
    [
      'an answer over the cap',
      (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(`[${'"x",'.repeat(300_000)}"x"]`);
      },
    ],
  ];
  it.each(cases)('%s', async (_, handler) => {
    answer = handler;
    const res = await get();
    expect(res.status).toBe(502);
    expect(res.headers.get('x-upstream-status')).toBe('200');
    expect((await res.json()).ErrorDetails[0].Type).toBe('Internal-Error');
  });

  it('a complete answer under the cap, compressed or not, is served as it came', async () => {
    const body = envelope([{ workgroup_id: 'wg-1', name: 'x'.repeat(1000) }]);
    for (const [encoding, data] of [
      ['', Buffer.from(body)],
      ['gzip', zlib.gzipSync(body)],
      ['br', zlib.brotliCompressSync(body)],
    ] as const) {
      answer = (__, res) => {
        res.writeHead(200, { 'content-type': 'application/json', ...(encoding ? { 'content-encoding': encoding } : {}) });
        res.end(data);
      };
      const res = await get();
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(body);
    }
  });

  it('a body declared far over the cap is refused at once, before the upstream is asked', async () => {
    seen.length = 0;
    const started = Date.now();
    const text = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(proxyUrl).port), '127.0.0.1', () =>
        socket.write(
          'POST /controller/v4/v2/workgroups HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: k\r\ncontent-type: application/json\r\nContent-Length: 2000000000000\r\n\r\n{',
        ),
      );
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => {});
    });
    expect(text).toMatch(/^HTTP\/1.1 413/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(seen).toEqual([]);
  });
});

/** Peak resident memory of a process, from Linux's own account (VmHWM). */
function peakMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

describe('6. a huge answer or a compression bomb costs the proxy a bounded amount of memory', () => {
  let child: ChildProcess;
  let url: string;
  let big: http.Server;
  let bigUrl: string;
  let brotliBomb: Buffer;
  let gzipBomb: Buffer;
  const figures: string[] = [];

  beforeAll(async () => {
    // 1 GiB of spaces, compressed as it is produced: about 2 KB of brotli.
    brotliBomb = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      const br = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      br.on('data', (c: Buffer) => chunks.push(c));
      br.on('end', () => resolve(Buffer.concat(chunks)));
      const block = Buffer.alloc(16 * MiB, 0x20);
      let left = 64;
      const write = () => {
        while (left > 0) {
          left--;
          if (!br.write(block)) return void br.once('drain', write);
        }
        br.end();
      };
      write();
    });
    gzipBomb = zlib.gzipSync(Buffer.alloc(256 * MiB, 0x20), { level: 9 });
    const block = Buffer.from(`{"workgroup_id":"wg-1","name":"${'x'.repeat(1000)}"},`.repeat(64));
    big = http.createServer((req, res) => {
      res.on('error', () => {});
      if (req.url!.endsWith('/workgroups')) {
        // 200 MB of a list, written as the reader takes it.
        const total = 200 * 1_000_000;
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(total) });
        let sent = 0;
        const write = () => {
          while (sent < total) {
            const piece = block.subarray(0, Math.min(block.length, total - sent));
            sent += piece.length;
            if (!res.write(piece)) return void res.once('drain', write);
          }
          res.end();
        };
        res.write('[');
        sent = 1;
        write();
        return;
      }
      const brotli = req.url!.includes('/addons/');
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': brotli ? 'br' : 'gzip' });
      res.end(brotli ? brotliBomb : gzipBomb);
    });
    await new Promise<void>((r) => big.listen(0, '127.0.0.1', r));
    bigUrl = `http://127.0.0.1:${(big.address() as AddressInfo).port}`;
    ({ child, url } = await spawnServer({ UPSTREAM_URL: bigUrl, STATIC_DIR: staticDir }));
  }, 60_000);
  afterAll(() => {
    child?.kill('SIGKILL');
    big?.closeAllConnections();
    big?.close();
    console.info(`proxy peak memory (VmHWM), default 32 MiB cap: ${figures.join('; ')}`);
  });

  it.each([
    ['a 200 MB answer', '/controller/v4/v2/workgroups'],
    ['a brotli bomb (1 GiB inflated)', '/controller/v4/v2/addons/meta'],
    ['a gzip bomb (256 MiB inflated)', '/controller/v4/v2/workspaces/meta'],
    ['four 200 MB answers at once', '/controller/v4/v2/workgroups'],
  ])(
    '%s',
    async (what, p) => {
      // Warm: the first request loads the code the later ones use.
      await (await fetch(`${url}/console/config.json`)).arrayBuffer();
      const before = peakMiB(child.pid!);
      const times = what.startsWith('four') ? 4 : 1;
      const answers = await Promise.all(Array.from({ length: times }, () => fetch(url + p, { headers: key })));
      let received = 0;
      for (const res of answers) {
        expect(res.status).toBe(502);
        expect((await res.json()).ErrorDetails[0].Reason).toMatch(/more than 33554432 bytes/);
        received += Number(res.headers.get('content-length'));
      }
      const after = peakMiB(child.pid!);
      figures.push(`${what}: peak ${after.toFixed(0)} MiB (was ${before.toFixed(0)}), browser received ${received} bytes`);
      expect(after - before).toBeLessThan(40 * times + 60);
      expect(after).toBeLessThan(400);
    },
    60_000,
  );
});

describe('Idempotency-Key in proxy mode', () => {
  it('is forwarded as it came, and the upstream’s replay header comes back', async () => {
    let got: string | undefined;
    answer = (req, res) => {
      got = req.headers['idempotency-key'] as string | undefined;
      res.writeHead(200, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      res.end(envelope('paused'));
    };
    const r = await fetch(`${proxyUrl}/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/pause`, {
      method: 'POST',
      headers: { ...key, 'Idempotency-Key': 'k-proxied-1' },
    });
    expect(r.status).toBe(200);
    expect(got).toBe('k-proxied-1');
    expect(r.headers.get('idempotent-replayed')).toBe('true');
  });
});
