import { test, expect } from '@playwright/test';
import { api, consoleStarted, V } from '../helpers';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  // A screen without first reads of its own (those with them are drawn whole by the server: first-data.spec.ts).
  test('the page draws the console frame: its name, the main navigation and a loading screen', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('link', { name: 'Graph Cloud Console' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud providers' })).toHaveAttribute('href', '/cloud-providers');
    await expect(page.getByRole('status')).toHaveText('Loading the console…');
    // (axe needs scripts to run; the frame is the app shell's own markup, scanned on every screen.)
  });
});

test('the landing screen’s first reads come with the page (issue 62); the rest leave with the code, each sent once', async ({ page }) => {
  const gets: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/controller/v4/v2/')) gets.push(new URL(r.url()).pathname);
  });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  await expect(page.getByRole('heading', { level: 1, name: /^Schedules of/ })).toBeVisible();
  // Whatever would be sent twice has been sent by now.
  await expect(page.getByRole('region', { name: 'Week view' })).toBeVisible();
  await page.waitForTimeout(1000);
  const counts = Object.fromEntries([...new Set(gets)].map((p) => [p, gets.filter((g) => g === p).length]));
  // The workspace, its schedules and the workspace options were answered with the page: the browser asks for none.
  // So were the header's organization name and who acts (issue 49).
  expect(counts).toEqual({
    // The compute panel's list prices (issue 31).
    '/controller/v4/v2/billing/resource-pricing': 1,
    // The quota's largest size: the schedule editor offers no size above it (issue 43).
    '/controller/v4/v2/org/quota': 1,
  });
});

test.describe('before any script runs, a screen whose heading needs no data', () => {
  test.use({ javaScriptEnabled: false });
  // Their heading and description are their largest paint: it comes with the page (lib/screen-frames.ts).
  for (const [url, title, description] of [
    ['/billing', 'Billing', /^What the organization has paid and owes/],
    ['/addons', 'Add-ons', /^Add-ons are installed for the whole organization/],
  ] as const) {
    test(`${url} draws its title and description`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('main .frame-title')).toHaveText(title);
      await expect(page.locator('main .page-description')).toHaveText(description);
    });
  }
});

/** Holds the console's code back (its boot module) until released, and notes which of `paths` left meanwhile. */
async function holdTheCode(page: import('@playwright/test').Page, paths: RegExp) {
  let codeRan = false;
  const before: string[] = [];
  const all: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    const path = u.pathname + u.search;
    if (!paths.test(path)) return;
    all.push(path);
    if (!codeRan) before.push(path);
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    codeRan = true;
    await route.continue();
  });
  return { before, all };
}

const loadReads = /\/(history\?range=\w+|alert-thresholds)$|^\/metrics\//;

/** The paths whose answers came with the page (server/http/session/first-reads.ts). */
const withPage = async (page: import('@playwright/test').Page) =>
  Object.keys(JSON.parse((await page.evaluate(() => document.getElementById('console-first-reads')?.textContent)) ?? '{}') as object);

test('a running workspace’s load (its last hour, its thresholds) comes with the page, and the browser asks for none of it', async ({ page }) => {
  const sent = await holdTheCode(page, loadReads);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Its warning or, later in the demo's day, its critical note: the simulated load follows the clock.
  await expect(page.getByText(/^(Warning: this workspace runs hot|Critical: this workspace is running out of room)$/)).toBeVisible();
  expect(await withPage(page)).toEqual(
    expect.arrayContaining([
      '/console/metrics/wg-0001/ws-0001-1/history?range=1h',
      '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds',
    ]),
  );
  // Adopted: neither the page nor the screen sent any of its own.
  await page.waitForTimeout(500);
  expect(sent.all).toEqual([]);
});

test('the monitoring view’s scrape, history and thresholds come with the page, and the browser asks for none of them', async ({ page }) => {
  const sent = await holdTheCode(page, loadReads);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=24h');
  await expect(page.getByRole('heading', { level: 1, name: /^Monitoring of/ })).toBeVisible();
  await expect(page.getByText('Reading the current values and the history…')).toBeHidden();
  expect(await withPage(page)).toEqual(
    expect.arrayContaining([
      '/console/metrics/wg-0001/ws-0001-1/history?range=1h',
      '/console/metrics/wg-0001/ws-0001-1/history?range=24h',
      '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/alert-thresholds',
      '/metrics/wg-0001/ws-0001-1',
    ]),
  );
  await page.waitForTimeout(500);
  expect(sent.all).toEqual([]);
});

test('a stopped workspace’s screen reads no load, early or late', async ({ page }) => {
  const sent = await holdTheCode(page, loadReads);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sent.all).toEqual([]);
});

test('the landing screen’s reads arrive compressed, and the screen reads them', async ({ page, request }) => {
  const ws = await api<{ name: string }>(request, 'GET', `${V}/workgroups/wg-0001/workspaces/ws-0001-1`);
  const list = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/controller/v4/v2/workgroups');
  const history = page.waitForResponse((r) => new URL(r.url()).pathname === '/console/metrics/wg-0001/ws-0001-1/history');
  // Landing on the list, its read comes with the page (issue 62): the browser reads it when it comes to it.
  await page.goto('/activity');
  // The console has started (a link of the page's static frame would load the list's page, its read with it).
  await consoleStarted(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workgroups' }).click();
  const answer = await list;
  expect(answer.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  // Compressed on the wire, whole once read: the four demo workgroups are listed.
  await expect(page.getByRole('region', { name: 'Workgroup list' }).getByRole('link', { name: 'Fraud detection' })).toBeVisible();
  await page.getByRole('link', { name: 'Fraud detection' }).first().click();
  // On to its hot workspace, whose screen reads the last hour of its load (if its row in the workgroup did not already).
  await page.getByRole('link', { name: ws.name, exact: true }).first().click();
  expect((await history).headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});
