import { expect, test } from '@playwright/test';
import { expectAccessible, snap, watchErrors, V, api, createWorkgroup, leaveNoWorkgroups, unique } from '../helpers';

leaveNoWorkgroups();

// The demo's scheduled workspace (ws-0001-1) holds a 26 GiB graph: TG-2 by day,
// TG-0 (32 GiB) every evening, which leaves less than the 30 % margin.
const SCHEDULES = '/workgroups/wg-0001/workspaces/ws-0001-1/schedules';

test('compute per week: hours at each size against always on, money at the service’s list prices unless the admin’s own prices override them', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(SCHEDULES);
  const compute = page.getByRole('region', { name: 'Compute this week' });
  await expect(compute.getByText('vCPU-hours this week')).toBeVisible();
  // Two replicas (HA): the always-on figure is the week's hours × 16 vCPU × 2.
  const alwaysOn = compute.getByText(/always on at TG-/);
  await expect(alwaysOn).toBeVisible();
  await expect(compute.getByText(/% less than always on/)).toBeVisible();
  await expect(compute.getByRole('table', { name: 'Hours at each size this week' }).getByRole('row')).toHaveCount(3);
  await expect(compute.getByRole('img', { name: /Hours at each size per day: Monday/ })).toBeVisible();
  await expect(compute.getByText('At your prices')).toHaveCount(0);
  // The embedded service offers its prices (issue 31): money at those, until the admin enters their own.
  await expect(compute.getByText('At the service’s prices')).toBeVisible();
  await expect(compute.getByText(/Your own price, entered in/)).toBeVisible();
  await expectAccessible(page, 'compute per week');
  await snap(page, 'compute-per-week');

  // Prices in Settings: checked beside the field, then shown as the admin's figures.
  await compute.getByRole('link', { name: 'Settings' }).click();
  const prices = page.getByRole('region', { name: 'Compute prices (optional)' });
  await prices.getByLabel('Price per vCPU-hour').fill('-1');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(prices.getByText('A price cannot be negative')).toBeVisible();
  await prices.getByLabel('Price per vCPU-hour').fill('0.05');
  await prices.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();
  await expectAccessible(page, 'settings with prices');

  await page.goto(SCHEDULES);
  const facts = page.getByRole('region', { name: 'Compute this week' });
  await expect(facts.getByText('At your prices')).toBeVisible();
  const vcpuHours = Number((await facts.getByRole('definition').first().locator('strong').innerText()).replaceAll(',', ''));
  expect(vcpuHours).toBeGreaterThan(0);
  const money = await facts.getByRole('definition').nth(3).locator('strong').innerText();
  const amount = Number(money.replace(/^USD /, '').replaceAll(',', ''));
  // The vCPU-hours shown are rounded: the amount is within a cent per vCPU-hour of rounding.
  expect(Math.abs(amount - vcpuHours * 0.05)).toBeLessThan(0.05);
  await expect(facts.getByText(/per vCPU-hour, your figure/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a size that may not hold the graph is flagged: in the schedule list, the week view, the editor and the resize dialog', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(SCHEDULES);
  const list = page.getByRole('region', { name: /^Schedules/ });
  const evening = list.getByRole('listitem').filter({ hasText: '→ TG-0' });
  await expect(evening.getByText('May not hold the graph.')).toBeVisible();
  await expect(evening.getByText('the graph takes 26 GiB in memory; TG-0 has 32 GiB (81 %, more than 70 %)')).toBeVisible();
  await expect(list.getByText(/The graph should take at most 70 % of a size's memory/)).toBeVisible();
  // The daytime size holds it: no flag.
  await expect(list.getByRole('listitem').filter({ hasText: '→ TG-2' }).getByText('May not hold the graph.')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Week view' }).getByRole('list', { name: 'Colour key' }).getByText('may not hold the graph (striped)'),
  ).toBeVisible();

  // The editor says so as soon as the size is chosen.
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByLabel('Size to set').selectOption('TG-00');
  await expect(editor.getByText('The graph does not fit TG-00: the graph takes 26 GiB in memory; TG-00 has 16 GiB.')).toBeVisible();
  await editor.getByLabel('Size to set').selectOption('TG-4');
  await expect(editor.getByText(/does not fit|may not fit/)).toHaveCount(0);
  await expectAccessible(page, 'fit warnings on schedules');

  // The workgroup's schedules screen flags it too, beside the week's compute.
  await page.goto('/workgroups/wg-0001/schedules');
  const production = page.getByRole('region', { name: /^production/ });
  await expect(production.getByRole('listitem').filter({ hasText: '→ TG-0' }).getByText('may not hold the graph')).toBeVisible();
  await expect(production.getByText(/vCPU-hours with these schedules/)).toBeVisible();

  // Resizing down to TG-0 from the workspace screen.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize&size=TG-0');
  const dialog = page.getByRole('dialog', { name: /^Resize/ });
  await expect(dialog.getByText('The graph may not fit TG-0: the graph takes 26 GiB in memory; TG-0 has 32 GiB (81 %, more than 70 %).')).toBeVisible();
  await dialog.getByRole('radio', { name: /TG-1\b/ }).check();
  await expect(dialog.getByText('The graph fits TG-1: the graph takes 26 GiB in memory; TG-1 has 64 GiB (41 %).')).toBeVisible();
  await expectAccessible(page, 'resize with fit');
  await snap(page, 'resize-fit');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});

test('version: end of life shown, upgrades offered from workspaces/meta?upgrade=true, a typed confirmation, a deployment without the operation explained, then an upgrade scheduled for the maintenance window runs', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3');
  const version = page.getByRole('region', { name: 'Version' });
  await expect(version.getByText('4.1.3', { exact: true })).toBeVisible();
  await expect(version.getByText(/End of life in \d+ days \(2027-01-31\)|Past its end of life \(2027-01-31\)/)).toBeVisible();
  const offered = version.getByRole('list', { name: 'Versions it can move to' });
  await expect(offered.getByRole('listitem')).toHaveCount(2);
  await expect(offered.getByRole('listitem').first()).toContainText('4.2.1 · stable');
  await expectAccessible(page, 'workspace version');

  // A deployment on revision A of the vendor's reference has no Upgrade operation (405): said so, nothing changes.
  await page.route('**/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-3/upgrade', (route) =>
    route.fulfill({ status: 405, headers: { allow: 'GET' }, body: '' }),
  );
  await offered.getByRole('button', { name: 'Upgrade to 4.2.1' }).click();
  const dialog = page.getByRole('dialog', { name: /Upgrade .* from 4\.1\.3 to 4\.2\.1\?/ });
  const confirm = dialog.getByRole('button', { name: 'Upgrade to 4.2.1' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type 4.2.1 to confirm').fill('4.2.1');
  // When: now, or at the next maintenance window (shown in the workspace's zone).
  await expect(dialog.getByText(/Next window: .*(UTC|GMT)/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'At the next maintenance window' }).check();
  await confirm.click();
  await expect(dialog.getByText('This deployment of the control service does not offer this operation.')).toBeVisible();
  await expectAccessible(page, 'upgrade not offered');
  await snap(page, 'upgrade-not-offered');
  await page.unroute('**/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-3/upgrade');

  // The embedded control plane takes it: scheduled for the window (demo time), then Upgrading, then 4.2.1.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/workspaces/ws-0001-3/upgrade'));
  await confirm.click();
  expect((await sent).postDataJSON()).toEqual({ desired_version: '4.2.1', scheduled: true });
  await expect(dialog).toBeHidden();
  await expect(version.getByText('Moving to')).toBeVisible();
  await expect(version.getByText(/Scheduled for the next maintenance window/)).toBeVisible();
  await snap(page, 'upgrade-scheduled');
  // ws-0001-3 is paused: its upgrade waits for the resume (issue 49), then runs.
  await page.waitForTimeout(4500);
  await expect(version.getByText('Moving to')).toBeVisible();
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  // The status badge and the auto-upgrade state both say so.
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Upgrading')).toHaveCount(2, { timeout: 15_000 });
  await expect(version.getByText('4.2.1', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(version.getByText('Moving to')).toHaveCount(0);
  await expect(offered.getByRole('button', { name: 'Upgrade to 4.2.1' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a graph too large for the size it runs at now is flagged on its screen and its schedules', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Zz graph fit'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'big-graph', workspace_type_name: 'TG-0' });
  // The service reports a 115 GiB graph on TG-0 (32 GiB of memory).
  await page.route(`**${V}/workgroups/${wg}/workspaces/${ws.workspace_id}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    const body = (await res.json()) as { Result: Record<string, unknown> };
    body.Result.graph_topology_size_bytes = 115 * 1024 ** 3;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}`);
  const size = page.getByText('Size', { exact: true }).locator('..');
  await expect(size.getByText('Too small for the graph.')).toBeVisible();
  await expect(size.getByText(/the graph takes 115 GiB in memory; TG-0 has 32 GiB/)).toBeVisible();
  await expectAccessible(page, 'current size flagged');
  // Landing on the schedules, the workspace's read comes with the page (issue 62): they are opened from the workspace.
  await page.getByRole('link', { name: 'Schedules', exact: true }).first().click();
  await expect(page.getByText('Its current size, TG-0, may not hold the graph.')).toBeVisible();
});
