import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';

const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-static-'));
fs.mkdirSync(path.join(staticDir, 'assets'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/app.js"></script>');
fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log("app");'.repeat(100));

describe('headers of the served console', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(() => s.close());

  it.each(['/', '/workgroups', '/users', '/assets/app.js'])('%s carries a strict CSP and the protective headers', async (p) => {
    const res = await fetch(s.url + p, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(/default-src ([^;]+)/.exec(csp)![1]).not.toMatch(/unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const permissions = res.headers.get('permissions-policy')!;
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(permissions).toContain(feature);
  });

  it('serves the app shell for client routes, including /users for a browser, and 404 for a missing asset', async () => {
    expect(await (await fetch(`${s.url}/users`, { headers: { accept: 'text/html' } })).text()).toContain('<title>console</title>');
    expect((await fetch(`${s.url}/users`, { headers: { accept: 'application/json' } })).status).toBe(401);
    expect((await fetch(`${s.url}/assets/missing.js`)).status).toBe(404);
  });

  it('refuses to serve files outside the build directory', async () => {
    for (const p of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await fetch(s.url + p);
      expect(await res.text()).not.toContain('"name": "graph-console"');
    }
  });

  it('the API sets the same headers and never caches', async () => {
    const res = await fetch(`${s.url}/controller/v4/v2/workgroups`, { headers: { 'x-api-key': 'demo-api-key' } });
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('credentials stay out of logs, errors and URLs', () => {
  it('logs method, path, status and RequestID only; never a key, token or query', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    const s = await startTestServer({ LOG_LEVEL: '' });
    try {
      await fetch(`${s.url}/controller/v4/v2/workgroups?token=demo-api-key`, { headers: { 'x-api-key': 'demo-api-key' } });
      await fetch(`${s.url}/controller/v4/v2/workgroups`, { headers: { 'x-api-key': 'wrong-secret-key' } });
      await fetch(`${s.url}/users`, { headers: { authorization: 'Bearer demo-owner-token', accept: 'application/json' } });
      const bad = await fetch(`${s.url}/users`, { headers: { authorization: 'Bearer not-a-real-token', accept: 'application/json' } });
      expect(await bad.text()).not.toContain('not-a-real-token');
    } finally {
      spy.mockRestore();
      await s.close();
    }
    expect(lines.length).toBeGreaterThanOrEqual(4);
    const all = lines.join('\n');
    for (const secret of ['demo-api-key', 'wrong-secret-key', 'demo-owner-token', 'not-a-real-token', 'token=']) expect(all).not.toContain(secret);
    expect(lines[0]).toMatch(/GET \/controller\/v4\/v2\/workgroups 200 \d+ms req-[0-9a-f]{16}$/);
  });

  it('the build output holds no key or token', () => {
    const dist = path.resolve(__dirname, '../../../dist');
    expect(fs.existsSync(path.join(dist, 'index.html')), 'build first: npm run test:unit does').toBe(true);
    const files = fs.readdirSync(dist, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = fs.readFileSync(path.join(f.parentPath, f.name), 'utf8');
      for (const secret of ['demo-api-key', 'demo-owner-token', 'demo-member-token', 'other-org-api-key']) expect(text, f.name).not.toContain(secret);
    }
  });
});

describe('listening beyond loopback', () => {
  it('refuses a non-loopback address with the demo key, and allows it with a configured key', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/Refusing to listen on 0.0.0.0/);
    expect(() => loadConfig({ HOST: '192.168.1.10' })).toThrow(/API_KEY/);
    expect(loadConfig({ HOST: '0.0.0.0', API_KEY: 'a-real-secret-key' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).host).toBe('127.0.0.1');
  });

  it('does not hand its key to the page when it listens beyond loopback', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-wide-'));
    const plane = createControlPlane(
      loadConfig({ HOST: '0.0.0.0', PORT: '0', API_KEY: 'a-real-secret-key', DATA_DIR: dir, LOG_LEVEL: 'quiet', STATIC_DIR: staticDir }),
    );
    const url = (await plane.listen()).replace('0.0.0.0', '127.0.0.1');
    const config = await (await fetch(`${url}/console/config.json`)).text();
    const session = await (await fetch(`${url}/console/session`)).json();
    await plane.close();
    expect(config).not.toContain('a-real-secret-key');
    expect(session.apiKey.source).toBe('none');
  });
});

describe('proxy mode', () => {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let upstream: http.Server;
  let upstreamUrl: string;
  let proxy: ReturnType<typeof createControlPlane>;
  let proxyUrl: string;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json', connection: 'close', 'set-cookie': 'session=upstream', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'up-1', Result: [] }));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-proxy-'));
    proxy = createControlPlane(
      loadConfig({ PORT: '0', UPSTREAM_URL: upstreamUrl, DATA_DIR: dir, LOG_LEVEL: 'quiet', STATIC_DIR: staticDir, MAX_BODY_BYTES: '2048' }),
    );
    proxyUrl = await proxy.listen();
  });
  afterAll(async () => {
    await proxy.close();
    upstream.close();
  });

  it('forwards a contract path with its query and credentials, stripping hop-by-hop headers and cookies', async () => {
    seen.length = 0;
    const res = await fetch(`${proxyUrl}/controller/v4/v2/workspaces/meta?upgrade=true`, {
      headers: { 'x-api-key': 'k-1', cookie: 'console=1', 'proxy-authorization': 'Basic x', 'x-forwarded-for': '6.6.6.6', te: 'trailers' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    // Only a few upstream headers are returned (content type, request id, Retry-After...).
    expect(res.headers.get('x-upstream')).toBeNull();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/controller/v4/v2/workspaces/meta?upgrade=true');
    expect(seen[0]!.headers['x-api-key']).toBe('k-1');
    for (const h of ['cookie', 'proxy-authorization', 'x-forwarded-for', 'te']) expect(seen[0]!.headers[h]).toBeUndefined();
    const put = await fetch(`${proxyUrl}/users/u-1/roles`, {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"roles":[]}',
    });
    expect(put.status).toBe(200);
    expect(seen[1]).toMatchObject({ method: 'PUT', url: '/users/u-1/roles', body: '{"roles":[]}' });
    expect(seen[1]!.headers.authorization).toBe('Bearer t');
  });

  it('never forwards any other path, and never follows a host the request names', async () => {
    seen.length = 0;
    for (const p of ['/', '/workgroups', '/console/config.json', '/admin', '/controller/v3/workgroups', '/userss']) await fetch(proxyUrl + p);
    // A request line with an absolute URL: the host in it is ignored.
    const send = (host: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect((proxy.server.address() as AddressInfo).port, '127.0.0.1', () => {
          socket.write(`GET http://evil.example/controller/v4/v2/workgroups HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (d) => (data += d.toString()));
        socket.on('end', () => resolve(data));
      });
    expect(await send('127.0.0.1')).toMatch(/^HTTP\/1.1 200/);
    // A Host that is not this server's (DNS rebinding) is refused before anything is forwarded.
    expect(await send('evil.example')).toMatch(/^HTTP\/1.1 421/);
    expect(seen.map((x) => x.url)).toEqual(['/controller/v4/v2/workgroups']);
    expect(seen[0]!.headers.host).toBe(new URL(upstreamUrl).host);
  });

  it('limits the request body size', async () => {
    seen.length = 0;
    const res = await fetch(`${proxyUrl}/controller/v4/v2/workgroups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('says so when the upstream cannot be reached', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-proxy-down-'));
    const down = createControlPlane(loadConfig({ PORT: '0', UPSTREAM_URL: 'http://127.0.0.1:9', DATA_DIR: dir, LOG_LEVEL: 'quiet', STATIC_DIR: staticDir }));
    const url = await down.listen();
    const res = await fetch(`${url}/controller/v4/v2/workgroups`);
    await down.close();
    expect(res.status).toBe(502);
    expect((await res.json()).ErrorDetails[0].Reason).toMatch(/could not be reached/);
  });
});
