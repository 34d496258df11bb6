import { describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';

const { closed } = closeAfterEach();
const V = '/controller/v4/v2';

describe("the console's session", () => {
  it('keeps a key in a sealed HttpOnly cookie and credentials the console’s requests from it; the page and config.json hold none', async () => {
    const s = await closed(startTestServer());
    const host = new URL(s.url).host;
    const own = { 'x-console-request': '1', origin: s.url, 'content-type': 'application/json' };
    const config = await (await fetch(`${s.url}/console/config.json`)).text();
    expect(config).not.toContain('demo-api-key');

    // Saving needs the console's own page: neither the header alone from another origin, nor the origin without it.
    const body = JSON.stringify({ do: 'save', kind: 'apiKey', value: 'demo-member-api-key', remember: true });
    expect(
      (await fetch(`${s.url}/console/session`, { method: 'POST', headers: { ...own, origin: `http://${host.replace(/:\d+$/, ':1')}` }, body })).status,
    ).toBe(403);
    expect((await fetch(`${s.url}/console/session`, { method: 'POST', headers: { origin: s.url, 'content-type': 'application/json' }, body })).status).toBe(
      403,
    );
    const saved = await fetch(`${s.url}/console/session`, { method: 'POST', headers: own, body });
    expect(saved.status).toBe(200);
    const cookies = saved.headers.getSetCookie();
    expect(cookies.join('\n')).not.toContain('demo-member-api-key');
    const device = cookies.find((c) => c.startsWith('console_device='))!;
    expect(device).toMatch(/HttpOnly/);
    expect(device).toMatch(/SameSite=Strict/);
    expect(device).toMatch(/Max-Age=2592000/);
    const view = await saved.json();
    expect(view.apiKey).toEqual({ source: 'device', masked: 'demo••••••••-key' });
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');

    // A read with the cookie alone is the member's (Grace's key reads the organization; PUT /org is refused to her).
    const who = await fetch(`${s.url}${V}/whoami`, { headers: { cookie } });
    expect(JSON.stringify(await who.json())).toContain('grace');
    // A write with the cookie from another origin, or without the console's header: refused before anything is done.
    const write = (headers: Record<string, string>) =>
      fetch(`${s.url}${V}/workgroups`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...headers }, body: '{"name":"x"}' });
    expect((await write({ origin: 'http://127.0.0.1:1', 'x-console-request': '1' })).status).toBe(403);
    expect((await write({ origin: s.url })).status).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-site', 'x-console-request': '1' })).status).toBe(403);
    // The page carries the masked view only.
    const page = await (await fetch(`${s.url}/workgroups`, { headers: { cookie } })).text();
    expect(page).not.toContain('demo-member-api-key');
  });

  it('a cookie sealed with another secret, or tampered with, holds nothing', async () => {
    const s = await closed(startTestServer({ SESSION_SECRET: 'x'.repeat(32) }));
    const res = await fetch(`${s.url}/console/session`, { headers: { cookie: 'console_session=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c' } });
    expect((await res.json()).apiKey.source).toBe('demo');
  });
});
