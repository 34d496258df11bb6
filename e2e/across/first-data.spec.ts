import { expect, test } from '@playwright/test';
import { V, api, consoleStarted, expectAccessible, snap, watchLayoutShift } from '../helpers';

// Issue 62: the first data comes with the page. The server makes a landing screen's first reads itself, with the
// browser's session, sends their answers with the page and draws the heading with them.

const WG = 'wg-0001';
const WS = 'ws-0001-1';

test('with scripts off, a workgroup’s and a workspace’s pages show their names in the heading', async ({ browser, baseURL, request }) => {
  const workgroup = await api<{ name: string }>(request, 'GET', `${V}/workgroups/${WG}`);
  const workspace = await api<{ name: string }>(request, 'GET', `${V}/workgroups/${WG}/workspaces/${WS}`);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const answer = await page.goto(`/workgroups/${WG}`);
    expect(answer?.headers()['cache-control']).toBe('no-store');
    // Drawn by the server, inert and hidden from assistive technology until the console replaces it: seen, not yet usable.
    await expect(page.locator('main h1')).toHaveText(workgroup.name);
    await snap(page, 'first-data-workgroup-no-script');
    await page.goto(`/workgroups/${WG}/workspaces/${WS}`);
    await expect(page.locator('main h1')).toHaveText(workspace.name);
    // The figures above the fold too: its status and its load.
    await expect(page.locator('main .status-hero')).toHaveText(/Active/);
    await expect(page.locator('main .load-warning')).toContainText(/this workspace (runs hot|is running out of room)/);
    await snap(page, 'first-data-workspace-no-script');
  } finally {
    await context.close();
  }
});

test('with scripts on, the browser asks for none of the first reads the page brought, and nothing moves as the console starts', async ({ page, request }) => {
  const workspace = await api<{ name: string }>(request, 'GET', `${V}/workgroups/${WG}/workspaces/${WS}`);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const shift = await watchLayoutShift(page);
  await page.goto(`/workgroups/${WG}/workspaces/${WS}`);
  await expect(page.getByRole('heading', { level: 1, name: workspace.name })).toBeVisible();
  // The console has started: its header says who acts.
  await consoleStarted(page);
  for (const read of [`${V}/workgroups/${WG}/workspaces/${WS}`, `${V}/workspaces/meta`, `${V}/addons/meta`]) expect(asked).not.toContain(read);
  expect(await shift()).toBeLessThanOrEqual(0.02);
  await expectAccessible(page, 'workspace, first data with the page');
});
