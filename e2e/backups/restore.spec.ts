import { expect, test } from '@playwright/test';
import { api, countWrites, leaveNoWorkgroups, expectAccessible, snap, watchErrors } from '../helpers';
import { workspaceWithBackups } from './workspace-with-backups';

leaveNoWorkgroups();

// Restoring a backup: what it asks before, what it refuses while one runs, and its log.

const PRODUCTION = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('a failed backup offers no restore; a restore asks for the workspace’s name', async ({ page }) => {
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

test('Enter in a typed confirmation that does not match says why, instead of doing nothing', async ({ page }) => {
  // The reported steps: Restore, type the name in another letter case, press Enter.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/backups');
  const table = page.getByRole('table', { name: /Backups/ });
  await table
    .getByRole('row')
    .filter({ hasText: 'Succeeded' })
    .first()
    .getByRole('button', { name: /^Restore / })
    .click();
  const confirm = page.getByRole('dialog', { name: /^Restore production/ });
  const typed = confirm.getByLabel('Type production to confirm');
  await typed.fill('Production');
  await typed.press('Enter');
  await expect(typed).toHaveAccessibleDescription(/Type production exactly as shown \(letter case counts\) to confirm/);
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'typed confirmation refused');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test.describe('in the viewer’s own zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the restore log reads in local time, to the second, with the zone named', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-0004/workspaces/ws-0004-3/backups');
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: 'quarter-end' }).getByRole('button', { name: 'Restore quarter-end' }).click();
    const dialog = page.getByRole('dialog', { name: /^Restore .* from quarter-end\?$/ });
    await dialog.getByLabel(/Type .* to confirm/).fill('quarter-end');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    const log = page.getByRole('region', { name: /^Restore of .* from quarter-end$/ }).getByLabel('Restore log');
    await expect(log).toContainText('Restore finished', { timeout: 20_000 });
    // Every instant of the log in Tokyo time (GMT+9), 12-hour, and the backup's size in binary units.
    await expect(log).toContainText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d [AP]M GMT\+9 Restore restore-/);
    await expect(log).toContainText(/Downloading the backup \(\d+(\.\d+)? (GiB|MiB|TiB)\)/);
    await expect(log).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:/);
    await expectAccessible(page, 'restore log in local time');
    await snap(page, 'say-once-restore-log');
    expect(errors).toEqual([]);
  });
});

test('harm: while a restore runs, a second restore is not offered and deleting the workspace is refused, with the reason, nothing sent', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { wg, wsId, base } = await workspaceWithBackups(request, 'restore guard', 'restored');

  await page.goto(`/workgroups/${wg}/workspaces/${wsId}/backups`);
  await page.getByRole('button', { name: 'Restore first' }).click();
  const confirm = page.getByRole('dialog', { name: /^Restore restored from first/ });
  await confirm.getByRole('textbox').fill('first');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('region', { name: /^Restore of restored from first$/ })).toBeVisible();

  // From here on, nothing about this workspace may be written.
  const writes = countWrites(page, new RegExp(`/workspaces/${wsId}(/backups/restore)?$`));
  const again = page.getByRole('button', { name: 'Restore second' });
  await expect(again).toBeDisabled();
  await expect(again).toHaveAccessibleDescription('A restore into restored is running: no backup can be taken, restored or deleted until it ends.');
  await snap(page, 'guard-restore-refused');
  await expect(page.getByRole('region', { name: /^Restore of restored from first$/ }).getByLabel('Restore log')).toContainText('Restore finished', {
    timeout: 15_000,
  });

  // A restore started elsewhere (here through the API) while the workspace screen is open: Delete reads the workspace again and refuses.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'restored' }).click();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Active');
  const backups = await api<{ id: string; tag: string }[]>(request, 'GET', `${base}/backups`);
  await api(request, 'POST', `${base}/backups/restore`, { backup_id: backups.find((b) => b.tag === 'second')!.id });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const del = page.getByRole('dialog', { name: 'Delete workspace restored?' });
  await expect(del.getByRole('alert')).toHaveText('Not now. A restore into restored is running: the workspace cannot be deleted until it ends.');
  await expect(del.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  await expectAccessible(page, 'delete refused while restoring');
  await snap(page, 'guard-delete-refused');
  // The restore may have ended during the scan (it lasts seconds here): Escape closes either dialog.
  await page.keyboard.press('Escape');
  await expect(del).toBeHidden();
  expect(writes.count()).toBe(0);
  expect(errors).toEqual([]);
});
