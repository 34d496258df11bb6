import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap, watchErrors, watchLayoutShift } from '../helpers';

// Monitoring on the demo organization: wg-0001's production (ws-0001-1, TG-2 with HA: two
// nodes) runs hot from a fresh start, analytics (ws-0001-2) idles, staging (ws-0001-3) is stopped.

const ANALYTICS = '/workgroups/wg-0001/workspaces/ws-0001-2';

const table = (page: Page, title: string) => page.getByRole('region', { name: `${title} table` }).getByRole('table');

test('the hot workspace warns on its screen; its monitoring view charts each node with tables; the advice opens the resize dialog with that size', async ({
  page,
}) => {
  // Five charts and an axe scan of them: slow on a busy 2-core machine.
  test.slow();
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  const warning = page.getByRole('status').filter({ hasText: /this workspace (runs hot|is running out of room)/ });
  await expect(warning).toContainText(/CPU above (80|90) % for/);
  await expect(warning).toContainText(/Memory above (80|90) % for/);
  await snap(page, 'workspace-hot-warning');
  await warning.getByRole('link', { name: 'See its monitoring and size advice' }).click();

  await expect(page).toHaveURL(/\/workgroups\/wg-0001\/workspaces\/ws-0001-1\/monitoring\?range=1h$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Monitoring of production' })).toBeVisible();
  const cpu = page.getByRole('region', { name: 'CPU per node' });
  // Current values in words, one per node, from the scrape.
  await expect(cpu.getByText(/^Now: m1 \d+\.\d %, m2 \d+\.\d %$/)).toBeVisible();
  await expect(cpu.getByRole('list', { name: 'Lines of the CPU per node chart' }).getByRole('listitem')).toHaveText(['m1', 'm2']);
  await expect(cpu.getByRole('img', { name: /CPU per node, a chart over time/ }).locator('canvas')).toBeVisible();
  await expect(page.getByText('History kept by the embedded control plane, one point every 15 seconds.')).toBeVisible();

  // The table alternative: a column per node, a row per 15 s over the hour, each value above 80 %.
  await cpu.getByText('Show CPU per node as a table').click();
  const cpuTable = table(page, 'CPU per node');
  await expect(cpuTable.getByRole('columnheader')).toHaveText(['Time', 'm1', 'm2']);
  await expect(cpuTable.getByRole('row')).toHaveCount(242);
  const firstValues = await cpuTable.getByRole('row').nth(1).getByRole('cell').allTextContents();
  for (const v of firstValues) expect(parseFloat(v)).toBeGreaterThan(80);
  const disk = page.getByRole('region', { name: 'Disk by path' });
  await expect(disk.getByRole('listitem').filter({ hasText: 'm1 Gstore' })).toBeVisible();
  await expect(disk.getByText(/^Now: .*m1 Gstore \d+(\.\d+)? GiB/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Queries per second' }).getByText(/^Now: \/builtins \d/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Latency' })
      .getByText(/\d+ ms/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'monitoring view');
  await snap(page, 'monitoring');

  const advice = page.getByRole('link', { name: 'Resize to TG-4' });
  await expect(page.getByText(/TG-2 is too small for this peak: TG-4 is the smallest size/)).toBeVisible();
  await advice.click();
  await expect(page).toHaveURL(/\/workspaces\/ws-0001-1\?dialog=resize&size=TG-4$/);
  const dialog = page.getByRole('dialog', { name: 'Resize production' });
  await expect(dialog.getByRole('radio', { name: /TG-4\b/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test('the ranges are in the address and change what is read', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=1h');
  await expect(page.getByText(/one point every 15 seconds/)).toBeVisible();
  const asked = page.waitForRequest((r) => r.url().includes('/console/metrics/wg-0001/ws-0001-1/history?range=24h'));
  await page.getByRole('navigation', { name: 'Range' }).getByRole('link', { name: '24 hours' }).click();
  await asked;
  await expect(page).toHaveURL(/range=24h$/);
  await expect(page.getByRole('link', { name: '24 hours' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/one point every 5 minutes/)).toBeVisible();
  await page.getByText('Show memory per node as a table').click();
  await expect(table(page, 'Memory per node').getByRole('row')).toHaveCount(290);
  await page.getByRole('link', { name: '7 days' }).click();
  await expect(page.getByText(/one point every 30 minutes/)).toBeVisible();
  await expect(page.getByText(/Over the last 7 days, memory peaked at/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'monitoring-7d-phone');
  await page.reload();
  await expect(page.getByText(/one point every 30 minutes/)).toBeVisible();
});

test('the workgroup screen shows current CPU and memory per running workspace, the hot one marked', async ({ page }) => {
  await page.goto('/workgroups/wg-0001');
  const rows = page.getByRole('table').first().getByRole('row');
  const production = rows.filter({ hasText: 'production' });
  await expect(production).toContainText(/CPU (8|9)\d % · Memory (8|9)\d %/);
  await expect(production.getByText(/^(Warning: runs hot|Critical)$/)).toBeVisible();
  const analytics = rows.filter({ hasText: 'analytics' });
  // Its memory holds its graph (15 % of TG-0) and little more; it idles, and says so (issue 50).
  await expect(analytics).toContainText(/CPU \d % · Memory [12]\d %/);
  await expect(analytics.getByText(/runs hot|Critical|Hot now/)).toHaveCount(0);
  await expect(analytics.getByText('Idle', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: 'staging' })).toContainText('Not running');
  await expectAccessible(page, 'workgroup with load');
  await snap(page, 'workgroup-load');
});

test('a workspace keeps its own thresholds; bad ones are refused beside the field; a stopped one reports no use', async ({ page, request }) => {
  // Analytics' thresholds are given back afterwards: with a CPU threshold of 5 %, whether it idles or runs hot follows the
  // demo's clock, and a later journey (an idle workspace is flagged) failed at the hours its CPU was above 5 %.
  const thresholds = `${V}/workgroups/wg-0001/workspaces/ws-0001-2/alert-thresholds`;
  const before = await api(request, 'GET', thresholds);
  try {
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-2/monitoring');
    const cpuField = page.getByLabel('CPU threshold (%)');
    await expect(cpuField).toHaveValue('80');
    await cpuField.fill('0');
    await page.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(page.getByText('The CPU threshold must be from 1 to 100 %')).toBeVisible();
    await cpuField.fill('5');
    await page.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(page.getByText('Thresholds saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('CPU threshold (%)')).toHaveValue('5');
    // Idle analytics uses more than 5 % CPU at times: with its own threshold it is now marked.
    // It is read-only: the advice says it idles, and why no resize is offered (issue 50).
    await expect(page.getByText(/^It idles \(TG-00 would hold its peak with headroom\)\. A read-only workspace cannot be resized/)).toBeVisible();

    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3/monitoring');
    await expect(page.getByText('The workspace is paused: it uses no CPU or memory, and its services are down.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'CPU per node' }).getByText(/^Now: m1 0\.0 %$/)).toBeVisible();
    await expectAccessible(page, 'stopped workspace monitoring');
  } finally {
    await api(request, 'PUT', thresholds, before);
  }
});

test('nothing already on screen moves while the reads land: the monitoring view, the hot workspace and billing', async ({ page }) => {
  const shiftSoFar = await watchLayoutShift(page);
  const screens: [string, (p: typeof page) => Promise<void>][] = [
    [
      '/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=1h',
      async (p) => {
        await expect(p.getByRole('status').filter({ hasText: /this workspace (runs hot|is running out of room)/ })).toBeVisible();
        await expect(p.getByRole('region', { name: 'CPU per node' }).getByText(/^Now: /)).toBeVisible();
        await expect(p.getByRole('region', { name: 'Alert thresholds' }).getByLabel(/CPU/).first()).toBeVisible();
      },
    ],
    [
      '/workgroups/wg-0001/workspaces/ws-0001-1',
      async (p) => {
        await expect(p.getByRole('status').filter({ hasText: /this workspace (runs hot|is running out of room)/ })).toBeVisible();
        await expect(p.getByRole('region', { name: 'Status' })).toBeVisible();
      },
    ],
    [
      '/billing',
      async (p) => {
        await expect(p.getByRole('region', { name: 'Cards' }).getByRole('table')).toBeVisible();
        await expect(p.getByRole('region', { name: 'Customer' })).toBeVisible();
      },
    ],
  ];
  for (const [url, shown] of screens) {
    await page.goto(url);
    await shown(page);
    expect(await shiftSoFar(), `layout shift on ${url}`).toBeLessThan(0.01);
  }
});

test('an idle workspace is flagged on its screen and in its workgroup’s list, as the hot one is', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0001');
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows.filter({ hasText: 'analytics' }).getByText('Idle', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: 'production' }).getByText('Idle', { exact: true })).toHaveCount(0);
  await snap(page, 'walk5-idle-list');

  await page.goto(ANALYTICS);
  const note = page.getByRole('status').filter({ hasText: /idles/ });
  await expect(note).toContainText(/CPU below \d+ %/);
  await expect(note.getByRole('link', { name: /monitoring/ })).toBeVisible();
  await expectAccessible(page, 'idle workspace');
  await snap(page, 'walk5-idle-workspace');
  expect(errors).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`the chosen monitoring range under the pointer is readable (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/monitoring?range=1h');
    const ranges = page.getByRole('navigation', { name: 'Range' });
    await ranges.getByRole('link', { name: '7 days' }).click();
    const chosen = ranges.getByRole('link', { name: '7 days' });
    await expect(chosen).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(/one point every 30 minutes/)).toBeVisible();
    // The pointer stays on it, as after the click.
    await chosen.hover();
    await expectAccessible(page, `monitoring 7 days hovered, ${colorScheme}`);
    const [ink, paper] = await chosen.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(ink).not.toBe(paper);
    await snap(page, `monitoring-range-hover-${colorScheme}`);
    // And once the pointer has gone (white on the dark theme's light blue failed there).
    await page.mouse.move(0, 0);
    await expectAccessible(page, `monitoring 7 days, ${colorScheme}`);
  });
