import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';
import { zoneFromCookie } from './static';

// A stand-in for dist-ssr/entry-server.js: what the server does with a renderer's
// answers is under test here, not React (the end-to-end journeys cover that).
const renderer = `
export async function render(req) {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/') return { redirect: '/workgroups' };
  if (url.pathname === '/away') return { redirect: '//evil.example/' };
  if (url.pathname === '/broken') throw new Error('render failed');
  if (url.pathname === '/slow') return new Promise(() => {});
  if (url.pathname === '/zone') return { html: '<p>zone ' + req.timeZone + '</p>', state: '[]' };
  if (url.pathname === '/asks') {
    const res = await req.fetch('/controller/v4/v2/workgroups', { headers: { 'x-api-key': 'demo-api-key' } });
    return { html: '<p>asked ' + res.status + '</p>', state: '[]' };
  }
  if (url.pathname === '/reads-everything') {
    const res = await req.fetch('/controller/v4/v2/workgroups', { headers: { 'x-api-key': 'demo-api-key' } });
    return { html: '<p>read ' + (await res.text()).length + '</p>', state: '[]' };
  }
  return { html: '<p>drawn ' + url.pathname + url.search + '</p>', state: JSON.stringify([{ key: ['k'], data: '</script><script>alert(1)</script>', at: 1 }]) };
}`;

describe('pages drawn by the server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-ssr-'));
  const ssrDir = path.join(root, 'ssr');
  let s: Awaited<ReturnType<typeof startTestServer>>;
  const get = (p: string, headers: Record<string, string> = {}) => fetch(`${s.url}${p}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(root, '.vite'));
    fs.mkdirSync(ssrDir);
    fs.writeFileSync(path.join(ssrDir, 'entry-server.js'), renderer);
    fs.writeFileSync(path.join(root, 'assets/index.css'), 'body{color:red}');
    fs.writeFileSync(
      path.join(root, '.vite/manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js' }, 'src/routes/workgroups/index.tsx?tsr-split=component': { file: 'assets/list.js' } }),
    );
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index.css"></head><body><div id="root"></div></body></html>');
    // Enough workgroups for a list answer over the 1 MB a drawn page may carry.
    s = await startTestServer({ STATIC_DIR: root, SSR_DIR: ssrDir, FAULT_ERROR_RATE: '1', SEED_WORKGROUPS: '150', SEED_WORKSPACES_PER_WORKGROUP: '5' });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('puts the screen in the page, inert and busy until the scripts take it over, with its data escaped', async () => {
    const page = await (await get('/workgroups?q=a')).text();
    expect(page).toContain('<div id="root" inert aria-busy="true"><p>drawn /workgroups?q=a</p></div>');
    expect(page).toContain('<script type="application/json" id="console-state">');
    expect(page).not.toContain('</script><script>alert(1)');
    expect(page).toContain('\\u003c/script>');
  });

  it('carries its styles inline and starts no code download before the screen has painted', async () => {
    const page = await (await get('/workgroups')).text();
    expect(page).toContain('<style>body{color:red}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).not.toContain('/assets/list.js');
    expect(page).not.toContain('modulepreload');
  });

  it('answers a route’s redirect itself, and only to a path of this console', async () => {
    const res = await get('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/workgroups');
    const away = await get('/away');
    expect(away.status).toBe(200);
    expect(await away.text()).toContain('<div id="root"></div>');
  });

  it('falls back to the plain shell when the renderer fails or takes too long', async () => {
    expect(await (await get('/broken')).text()).toContain('<div id="root"></div>');
    const started = Date.now();
    const slow = await (await get('/slow')).text();
    expect(slow).toContain('<div id="root"></div>');
    expect(slow).toContain('rel="stylesheet"');
    expect(Date.now() - started).toBeLessThan(4000);
  }, 10_000);

  it('stops reading an answer past 1 MB, even one that arrives without a length, and serves the plain shell', async () => {
    const page = await (await get('/reads-everything')).text();
    expect(page).not.toContain('<p>read');
    expect(page).toContain('<div id="root"></div>');
  });

  it('draws in the zone the browser reported, and ignores one it cannot use', async () => {
    expect(await (await get('/zone', { cookie: 'a=1; console-zone=Europe%2FParis' })).text()).toContain('<p>zone Europe/Paris</p>');
    expect(await (await get('/zone', { cookie: 'console-zone=Mars%2FOlympus' })).text()).toContain('<p>zone undefined</p>');
    expect(zoneFromCookie('console-zone=America%2FNew_York')).toBe('America/New_York');
    expect(zoneFromCookie('console-zone=%E0%A4%A')).toBeUndefined();
    expect(zoneFromCookie(undefined)).toBeUndefined();
  });

  it('its own requests do not cross the injected faults; the browser’s do', async () => {
    expect(await (await get('/asks')).text()).toContain('<p>asked 200</p>');
    expect((await fetch(`${s.url}/controller/v4/v2/workgroups`, { headers: { 'x-api-key': 'demo-api-key', 'x-console-render': 'guess' } })).status).toBe(500);
  });
});

describe('when the server does not draw', () => {
  it('serves the plain shell with the landing route named for preloading (rendering off)', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-ssr-off-'));
    fs.mkdirSync(path.join(root, '.vite'));
    fs.writeFileSync(path.join(root, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js' }, 'src/routes/workgroups/index.tsx?tsr-split=component': { file: 'assets/list.js' } }));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    const s = await startTestServer({ STATIC_DIR: root, SERVER_RENDERING: '0' });
    try {
      const page = await (await fetch(`${s.url}/workgroups`)).text();
      expect(page).toContain('<div id="root"></div>');
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/list.js">');
      expect(page).not.toContain('console-state');
    } finally {
      await s.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
