import { expect, test } from '@playwright/test';
import { API_KEY, V, api, expectAccessible, snap, watchErrors } from './helpers';

// Issue 50, part A: what a fifth newcomer walk found, each as the walker's own steps.
// The demo's analytics (ws-0001-2) is read-only and idles; production (ws-0001-1) runs hot.
const ANALYTICS = '/workgroups/wg-0001/workspaces/ws-0001-2';
const PRODUCTION = '/workgroups/wg-0001/workspaces/ws-0001-1';
const GiB = 1024 ** 3;

test('1. a read-only idle workspace gets advice it can follow, from figures that agree with its graph', async ({ page, request }) => {
  const errors = watchErrors(page);
  const ws = await api<{ graph_topology_size_bytes: number; workspace_type: { typeName: string; memory: string } }>(
    request,
    'GET',
    `${V}/workgroups/wg-0001/workspaces/ws-0001-2`,
  );
  const graphGiB = ws.graph_topology_size_bytes / GiB;
  // The demo's graph fits the size it runs on.
  expect(graphGiB).toBeGreaterThan(0);
  expect(graphGiB).toBeLessThan(parseFloat(ws.workspace_type.memory));

  await page.goto(`${ANALYTICS}/monitoring?range=1h`);
  const advice = page.getByText(/^Over the last 1 hour, memory peaked at/);
  await expect(advice).toBeVisible();
  // The memory it uses holds at least its graph.
  const peak = parseFloat(/peaked at ([\d.]+) GiB/.exec((await advice.textContent()) ?? '')![1]!);
  expect(peak).toBeGreaterThanOrEqual(graphGiB);
  // No resize is advised to a workspace that cannot be resized: the advice says why and what it can do.
  await expect(page.getByRole('link', { name: /^Resize to / })).toHaveCount(0);
  await expect(page.getByText(/A read-only workspace cannot be resized/)).toBeVisible();
  await expectAccessible(page, 'read-only advice');
  await snap(page, 'walk5-readonly-advice');
  expect(errors).toEqual([]);
});

test('2. a read-only workspace offers no resize and its schedules say why; the service refuses one with the reason', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto(ANALYTICS);
  await expect(page.getByRole('heading', { level: 1, name: 'analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resize' })).toHaveCount(0);
  await expect(page.getByText(/A read-only workspace cannot be resized/).first()).toBeVisible();
  await snap(page, 'walk5-readonly-workspace');

  await page.goto(`${ANALYTICS}/schedules`);
  await expect(page.getByRole('heading', { level: 1, name: /Schedules of analytics/ })).toBeVisible();
  await expect(page.getByText(/A read-only workspace cannot be resized/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Save schedule|Create schedule/ })).toHaveCount(0);
  await expectAccessible(page, 'read-only schedules');
  await snap(page, 'walk5-readonly-schedules');

  const res = await request.post(`${V}/workgroups/wg-0001/workspaces/ws-0001-2/schedules`, {
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: { workspace_id: 'ws-0001-2', repeat: 'daily', time: '08:00', timezone: 'UTC', workspace_type_name: 'TG-00' },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { ErrorDetails: { Reason: string; FieldName: string }[] };
  expect(body.ErrorDetails[0]!.Reason).toMatch(/read-only workspace cannot be resized/);
  expect(errors).toEqual([]);
});

test('4. a dialog first focuses the checked choice: the linked size, the maintenance window', async ({ page }) => {
  await page.goto(`${PRODUCTION}?dialog=resize&size=TG-4`);
  const resize = page.getByRole('dialog', { name: 'Resize production' });
  await expect(resize.getByRole('radio', { name: /TG-4\b/ })).toBeChecked();
  await expect(resize.getByRole('radio', { name: /TG-4\b/ })).toBeFocused();
  await page.keyboard.press('Escape');

  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3');
  await page.getByRole('list', { name: 'Versions it can move to' }).getByRole('button').first().click();
  const upgrade = page.getByRole('dialog', { name: /^Upgrade staging/ });
  await expect(upgrade.getByRole('radio', { name: 'At the next maintenance window' })).toBeChecked();
  await expect(upgrade.getByRole('radio', { name: 'At the next maintenance window' })).toBeFocused();
});

test('7. ?dialog=upgrade as the README documents it opens the upgrade of the newest offered version', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3?dialog=upgrade');
  const dialog = page.getByRole('dialog', { name: /^Upgrade staging from 4\.1\.3 to / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/Type .* to confirm/)).toBeVisible();
  await expectAccessible(page, 'upgrade dialog from a link');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a dialog’s address naming what is not there says so: a version not offered, a backup not listed, a backup that failed', async ({ page, request }) => {
  const errors = watchErrors(page);
  // The walk's steps: a link to upgrade to a version the service does not offer.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3?dialog=upgrade&version=9.9.9');
  const notOffered = page.getByRole('alert').filter({ hasText: 'The address asked to upgrade to 9.9.9, which is not offered from 4.1.3' });
  await expect(notOffered).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'upgrade link to a version not offered');
  await notOffered.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notOffered).toBeHidden();
  await expect(page).not.toHaveURL(/version=9\.9\.9/);
  // A restore of a backup that is not listed.
  await page.goto(`${PRODUCTION}/backups?dialog=restore&backup=nope`);
  const missing = page.getByRole('dialog', { name: 'Restore from a backup' });
  await expect(missing.getByText('No backup “nope” is listed for production')).toBeVisible();
  await expectAccessible(page, 'restore link to a backup not listed');
  await snap(page, 'walk-restore-not-listed');
  await missing.getByRole('button', { name: 'Back' }).click();
  await expect(missing).toBeHidden();
  await expect(page).not.toHaveURL(/dialog=/);
  // A restore of the backup that failed: refused, with why.
  const backups = await api<{ id: string; status: string }[]>(request, 'GET', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/backups`);
  const failed = backups.find((b) => b.status === 'Failed')!;
  await page.goto(`${PRODUCTION}/backups?dialog=restore&backup=${failed.id}`);
  const refused = page.getByRole('dialog', { name: /^Restore production from / });
  await expect(refused.getByText(/did not complete \(Failed\), so it holds no data to restore/)).toBeVisible();
  await expect(refused.getByLabel(/to confirm/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('13. a failed backup offers no restore; a restore asks for the workspace’s name', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PRODUCTION}/backups`);
  const table = page.getByRole('table', { name: /Backups/ });
  const failed = table.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(1);
  await expect(failed.getByRole('button', { name: /^Restore / })).toHaveCount(0);
  await expect(failed.getByText('Nothing to restore')).toBeVisible();
  await table
    .getByRole('row')
    .filter({ hasText: 'Automatic' })
    .filter({ hasText: 'Succeeded' })
    .first()
    .getByRole('button', { name: /^Restore / })
    .click();
  const confirm = page.getByRole('dialog', { name: /^Restore production/ });
  await expect(confirm.getByLabel('Type production to confirm')).toBeVisible();
  await expect(confirm.getByText(/bk-ws-/)).toHaveCount(0);
  await expectAccessible(page, 'restore confirmation');
  await snap(page, 'walk5-restore-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(errors).toEqual([]);
});

test('15. an idle workspace is flagged on its screen and in its workgroup’s list, as the hot one is', async ({ page }) => {
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

test('15. cloud providers: no meaningless Type column; the vendor’s providers the organization can use are listed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/cloud-providers');
  const own = page.getByRole('table').first();
  await expect(own.getByRole('row').filter({ hasText: 'Acme AWS production' })).toBeVisible();
  await expect(own.getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
  await expect(own.getByRole('cell', { name: 'public', exact: true })).toHaveCount(0);
  const vendor = page.getByRole('region', { name: /Run by the vendor/ });
  await expect(vendor.getByRole('row').nth(1)).toBeVisible();
  await vendor.getByRole('link').first().click();
  await expect(page.getByText('Run by the vendor.')).toBeVisible();
  // Nor does the API's creation path ("public") show on a provider or a workgroup.
  await expect(page.getByText('public', { exact: true })).toHaveCount(0);
  await page.goto('/cloud-providers/cp-aws-prod');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme AWS production' })).toBeVisible();
  await expect(page.getByText('public', { exact: true })).toHaveCount(0);
  await page.goto('/workgroups/wg-0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Fraud detection' })).toBeVisible();
  await expect(page.getByText('public access')).toHaveCount(0);
  await page.goto('/cloud-providers');
  await expect(vendor.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'cloud providers');
  await snap(page, 'walk5-cloud-providers');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'walk5-cloud-providers-390');
  expect(errors).toEqual([]);
});

test('the screens this walk changed, in dark and on a phone, pass axe', async ({ page }) => {
  const screens: [string, string, RegExp][] = [
    [ANALYTICS, 'walk5-idle-workspace', /^analytics$/],
    [`${ANALYTICS}/monitoring?range=1h`, 'walk5-readonly-advice', /analytics/],
    [`${ANALYTICS}/schedules`, 'walk5-readonly-schedules', /Schedules of analytics/],
    ['/workgroups/wg-0001', 'walk5-idle-list', /Fraud detection/],
    ['/cloud-providers', 'walk5-cloud-providers', /^Cloud providers$/],
    [`${PRODUCTION}/backups`, 'walk5-backups', /Backups of production/],
  ];
  for (const [scheme, width] of [
    ['dark', 1280],
    ['light', 390],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 844 });
    // The monitoring range's contrast in dark mode is item 6 of the issue, fixed apart (part B): scanned in light here.
    for (const [url, name, heading] of screens.filter(([url]) => scheme === 'light' || !url.includes('/monitoring'))) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^(Checking|Loading|Reading)/ })).toHaveCount(0);
      await expectAccessible(page, `${name} ${scheme} ${width}`);
      await snap(page, `${name}-${scheme}-${width}`);
    }
  }
});
