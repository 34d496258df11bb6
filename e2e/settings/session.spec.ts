import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { API_KEY, MEMBER_TOKEN, OWNER_TOKEN, V, expectAccessible, saveSessionToken, snap } from '../helpers';

// Issue 62: the keys stay on the console's server. The page holds none (storage, document.cookie, the page itself,
// config.json); another origin, another port of the same host included, cannot write with the session; what an
// earlier console kept in storage moves to the session once.

const secrets = [API_KEY, OWNER_TOKEN, MEMBER_TOKEN, 'demo-member-api-key'];

async function everythingScriptCanRead(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(async () => {
    const all = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
    const config = await (await fetch('/console/config.json')).text();
    return [document.documentElement.outerHTML, document.cookie, ...all(localStorage), ...all(sessionStorage), config].join('\n');
  });
}

test('the demo opens with its owner’s key and token held by the server: Billing and Users work at once, and no script can read either', async ({ page }) => {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Organization users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ada Lovelace' }).first()).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByText(/add one in Settings/i)).toHaveCount(0);
  await page.goto('/settings');
  const token = page.getByRole('region', { name: 'Owner session token' });
  await expect(token.getByText("Using the demo owner's session token from the embedded control plane")).toBeVisible();
  // A member's token entered in Settings: kept by the server, shown masked, never readable by the page.
  await saveSessionToken(page, MEMBER_TOKEN);
  const readable = await everythingScriptCanRead(page);
  for (const s of secrets) expect(readable).not.toContain(s);
  await expectAccessible(page, 'settings, server-side session');
  await snap(page, 'session-settings');
});

test('another origin (another port of this host) cannot write with the session: a form POST and a no-cors fetch change nothing', async ({
  page,
  request,
  baseURL,
}) => {
  await saveSessionToken(page, OWNER_TOKEN);
  const name = `csrf-${Date.now()}`;
  const target = `${baseURL}${V}/workgroups`;
  const body = JSON.stringify({ name, cloud_provider_id: 'cp-aws-prod', platform: 'aws', region: 'us-east-1' });
  // A tiny page of its own, on a port the system picks: same host, another origin.
  const other = http.createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(`<!doctype html><title>Another site</title>
<form id="f" method="post" action="${target}" enctype="text/plain"><input name='${body.slice(0, -1)},"x":"' value='"}'></form>`);
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  try {
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
    const answered = () => page.waitForResponse((r) => r.url() === target && r.request().method() === 'POST');
    // A no-cors fetch with the browser's cookies: refused (its answer is opaque to the page, or blocked by its resource policy).
    await page.evaluate(
      ([url, data]) =>
        fetch(url!, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body: data! }).catch(() => undefined),
      [target, body],
    );
    // A form POST, as a page of another site would make one: refused by the session's gate (403), before its body is read.
    const posted = answered();
    await page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit());
    expect((await posted).status()).toBe(403);
  } finally {
    other.close();
  }
  const list = await request.get(`${V}/workgroups`, { headers: { 'x-api-key': API_KEY } });
  expect(await list.text()).not.toContain(name);
});

test('credentials an earlier console kept in storage move to the session once and leave storage', async ({ page }) => {
  await page.goto('/settings');
  await page.evaluate(
    ([key, token]) => {
      localStorage.setItem('console.apiKey', key!);
      sessionStorage.setItem('console.sessionToken', token!);
      localStorage.setItem('console.orgKeys', JSON.stringify([{ orgId: 'org-acme', label: 'Acme Graph Co.', apiKey: key, remember: true }]));
    },
    ['demo-member-api-key', MEMBER_TOKEN],
  );
  await page.reload();
  // Grace's key and token are in use, from the session.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Acting as Grace Hopper, member, with session token/ })).toBeVisible();
  const key = page.getByRole('region', { name: 'API key' });
  await expect(key.getByText('demo••••••••-key')).toBeVisible();
  await expect(key.getByText('Remembered on this device by the console server')).toBeVisible();
  const stored = await page.evaluate(() => [
    localStorage.getItem('console.apiKey'),
    sessionStorage.getItem('console.sessionToken'),
    localStorage.getItem('console.orgKeys'),
  ]);
  expect(stored).toEqual([null, null, null]);
  const readable = await everythingScriptCanRead(page);
  for (const s of secrets) expect(readable).not.toContain(s);
  // Once: a reload finds nothing left to move, and still acts as Grace.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Acting as Grace Hopper/ })).toBeVisible();
});
