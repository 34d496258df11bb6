import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';

// Issue 62: the server draws a landing screen whole with the first reads it made for the page (first-screen.ts, from
// the console's own components built for Node by `npm run build`, which `npm run test:unit` runs first).
const dist = path.resolve('dist');
const page = async (url: string, headers: Record<string, string> = {}) => (await fetch(url, { headers: { accept: 'text/html', ...headers } })).text();
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
const blockOf = (html: string, id: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as unknown;

describe('the landing screen drawn by the server', () => {
  it('draws a running workspace’s heading, status and load warning, inert, with its route’s styles, from reads it sends with the page', async () => {
    const s = await startTestServer({ STATIC_DIR: dist });
    try {
      const ws = (await s.raw('GET', '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1')).json!.Result as { name: string };
      const html = await page(`${s.url}/workgroups/wg-0001/workspaces/ws-0001-1`);
      const root = rootOf(html);
      expect(root).toMatch(/^<div class="shell" inert="" aria-hidden="true" data-drawn-by-server="">/);
      expect(root).toContain(`<h1>${ws.name}</h1>`);
      expect(root).toContain('>Status</h2>');
      // The demo's hot workspace: its load, read by the server with the page, is drawn too.
      // (Its warning or, at some hours of the simulated day, its critical note.)
      expect(root).toMatch(/Warning: this workspace runs hot|Critical: this workspace is running out of room/);
      expect(root).not.toMatch(/<script/i);
      // Drawn as the embedded plane it is (the header's "Live service" is a proxy's), as the console then draws it.
      expect(root).not.toContain('Live service');
      const reads = Object.keys(blockOf(html, 'console-first-reads') as object);
      expect(reads).toEqual(
        expect.arrayContaining([
          '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1',
          '/console/metrics/wg-0001/ws-0001-1/history?range=1h',
          '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds',
          '/controller/v4/v2/whoami',
        ]),
      );
      // The scrape keeps its type, so the page reads it as text (it was taken for JSON and asked again).
      const monitoring = await page(`${s.url}/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=1h`);
      const scrape = (blockOf(monitoring, 'console-first-reads') as Record<string, { type?: string }>)['/metrics/wg-0001/ws-0001-1'];
      expect(scrape?.type).toMatch(/^text\/plain/);
      expect(rootOf(monitoring)).toContain('CPU per node');
      // An address without its range (a link, a bookmark) is drawn as the console shows it: the last hour.
      const bare = await page(`${s.url}/workgroups/wg-0001/workspaces/ws-0001-1/monitoring`);
      expect(rootOf(bare)).toContain('CPU per node');
      // The monitoring route's own stylesheet is in the page (the range picker's chosen range, the legends).
      const css = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^monitoring-.*\.css$/.test(f))!;
      expect(monitoring.split('</head>')[0]).toContain(fs.readFileSync(path.join(dist, 'assets', css), 'utf8').slice(0, 200));
    } finally {
      await s.close();
    }
  });

  it('draws nothing for a browser whose session holds no key, nor without the server’s build', async () => {
    // Not the demo: a configured key, which a new browser's session does not hold.
    const s = await startTestServer({ STATIC_DIR: dist, API_KEY: 'a-configured-key-0123456789' });
    try {
      const html = await page(`${s.url}/workgroups/wg-0001/workspaces/ws-0001-1`);
      expect(html).not.toContain('data-drawn-by-server');
      expect(html).toContain('frame-skeleton');
    } finally {
      await s.close();
    }
    // A static directory without `<dir>-server/entry-server.js` beside it (a development server): the static frame.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-static-'));
    fs.cpSync(dist, dir, { recursive: true });
    const t = await startTestServer({ STATIC_DIR: dir });
    try {
      const html = await page(`${t.url}/workgroups/wg-0001/workspaces/ws-0001-1`);
      expect(html).not.toContain('data-drawn-by-server');
      expect(html).toContain('<script type="application/json" id="console-first-reads">');
    } finally {
      await t.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('escapes what the answers say: a name from an upstream is text, never markup', async () => {
    // The real plane behind an upstream that names the workspace with markup (proxy mode, a key saved in the session).
    const plane = await startTestServer();
    const upstream = http.createServer((req, res) => {
      void fetch(plane.url + req.url, { headers: { 'x-api-key': String(req.headers['x-api-key'] ?? '') } }).then(async (r) => {
        const text = (await r.text()).replaceAll('"name":"production"', '"name":"<img src=x onerror=alert(1)>"');
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const s = await startTestServer({ STATIC_DIR: dist, UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
    try {
      const saved = await fetch(`${s.url}/console/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: s.url, 'x-console-request': '1' },
        body: JSON.stringify({ do: 'save', kind: 'apiKey', value: 'demo-api-key', remember: false }),
      });
      expect(saved.status).toBe(200);
      const cookie = saved.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const root = rootOf(await page(`${s.url}/workgroups/wg-0001/workspaces/ws-0001-1`, { cookie }));
      expect(root).toContain('data-drawn-by-server');
      expect(root).not.toContain('<img src=x');
      expect(root).toContain('<h1>&lt;img src=x onerror=alert(1)&gt;</h1>');
      expect(root).toContain('Live service');
    } finally {
      await s.close();
      upstream.close();
      await plane.close();
    }
  });
});
