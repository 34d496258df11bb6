import { expect, test, type ElementHandle, type Page } from '@playwright/test';
import { V, api, createWorkgroup, leaveNoWorkgroups, expectAccessible, snap, unique, watchErrors } from '../helpers';
import { workspaceWithBackups } from './workspace-with-backups';

leaveNoWorkgroups();

// Backups, restore and the automatic-backup schedule of a workspace; refresh of a
// read-only workspace; deleting a database. wg-0004's workspaces: ws-0004-1 is a
// stopped read-write workspace, ws-0004-2 read-only, ws-0004-3 an active read-write one.

/** Counts the writes (anything but GET) the page sends to API paths matching `path`. */
function countWrites(page: Page, path: RegExp): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(V) && path.test(new URL(r.url()).pathname)) n++;
  });
  return { count: () => n };
}

test('take a backup with a tag, see it finish, copy its deletion as cURL (a DELETE with a body) and delete it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0004/workspaces/ws-0004-1');
  await page.getByRole('link', { name: 'Backups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Backups of / })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'before-schema-change' })).toContainText(/\d+(\.\d+)? GiB/);
  await expect(table.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(1);
  await expectAccessible(page, 'backups');
  await snap(page, 'backups');

  await page.getByRole('button', { name: 'Take a backup' }).click();
  const dialog = page.getByRole('dialog', { name: /Take a backup of/ });
  await dialog.getByLabel('Tag (optional)').fill('before-load');
  await expectAccessible(page, 'take a backup');
  await dialog.getByRole('button', { name: 'Take backup' }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: 'before-load' });
  await expect(row).toContainText('Manual');
  await expect(row).toContainText(/\d+(\.\d+)? (GiB|MiB)/);
  await expect(row).toContainText('Succeeded', { timeout: 15_000 });

  await row.getByRole('button', { name: 'Delete before-load' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete before-load?' });
  await confirm.getByRole('button', { name: 'Copy as cURL' }).click();
  const curl = page.getByLabel('cURL command', { exact: true });
  await expect(curl).toContainText('-X DELETE');
  await expect(curl).toContainText('/workspaces/ws-0004-1/backups');
  await expect(curl).toContainText('"backup_id"');
  await page.keyboard.press('Escape');
  await expect(curl).toBeHidden();
  await confirm.getByRole('button', { name: 'Delete backup' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('restore a backup and watch it to the end (through a reload); a failed backup offers none', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0004/workspaces/ws-0004-3/backups');
  const table = page.getByRole('table');
  await table.getByRole('row').filter({ hasText: 'quarter-end' }).getByRole('button', { name: 'Restore quarter-end' }).click();
  const dialog = page.getByRole('dialog', { name: /^Restore .* from quarter-end\?$/ });
  await expect(dialog).toContainText('goes offline');
  await expect(dialog).toContainText('its data is replaced');
  await expect(dialog).toContainText('Everything written to it since that time is lost');
  await expect(dialog).toContainText(/This backup was taken on version 4\.1\.3; the workspace runs 4\.2\.1/);
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await dialog.getByLabel(/Type .* to confirm/).fill('quarter-end');
  await expectAccessible(page, 'restore dialog');
  await snap(page, 'backup-restore-dialog');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/job=restore-/);
  // Named by what a person knows: the workspace and the backup, never the service's job id.
  const toast = page.getByRole('status').filter({ hasText: /^Restoring / });
  await expect(toast).toContainText(/Restoring .+ from quarter-end/);
  await expect(toast).not.toContainText('restore-');
  const progress = page.getByRole('region', { name: /^Restore of .+ from quarter-end/ });
  await expect(progress.getByRole('heading')).not.toContainText('restore-');
  await expect(progress.getByText('Running', { exact: true })).toBeVisible();
  await expect(progress.getByLabel('Restore log')).toContainText('offline');
  await page.reload();
  await expect(progress.getByLabel('Restore log')).toContainText('Restore finished', { timeout: 15_000 });
  await expect(progress.getByText('The restore succeeded')).toBeVisible();
  await expectAccessible(page, 'restore progress');
  await snap(page, 'backup-restore-done');
  await progress.getByRole('button', { name: 'Close' }).click();
  await expect(progress).toBeHidden();

  // A backup that did not complete holds nothing to restore: not offered, and its link opens nothing (issue 50).
  const failed = table.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failed.getByRole('button', { name: /^Restore / })).toHaveCount(0);
  await expect(failed.getByText('Nothing to restore: it did not complete')).toBeVisible();
  await snap(page, 'backup-restore-failed');
  expect(errors).toEqual([]);
});

test('while a restore runs, no backup is offered to take, restore or delete: each button greyed with the reason beside it, nothing sent', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const { wg, wsId } = await workspaceWithBackups(request, 'Zz restoring', 'ledger');

  await page.goto(`/workgroups/${wg}/workspaces/${wsId}/backups`);
  const table = page.getByRole('table');
  await table.getByRole('button', { name: 'Restore first' }).click();
  const dialog = page.getByRole('dialog', { name: /from first\?$/ });
  await dialog.getByLabel(/Type .* to confirm/).fill('first');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(/job=restore-/);

  // From here on, nothing about this workspace's backups may be sent (the restore lasts 3 s here).
  const writes = countWrites(page, new RegExp(`/workspaces/${wsId}/backups`));
  const reason = 'A restore into ledger is running: no backup can be taken, restored or deleted until it ends.';
  const remove = table.getByRole('button', { name: 'Delete first' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(reason);
  const restores = await table.getByRole('button', { name: /^Restore / }).all();
  expect(restores).toHaveLength(2);
  for (const b of restores) {
    await expect(b).toBeDisabled();
    await expect(b).toHaveAccessibleDescription(reason);
  }
  await expect(page.getByRole('button', { name: 'Take a backup' })).toHaveAccessibleDescription(reason);
  await expect(page.getByRole('button', { name: 'Take a backup' })).toBeDisabled();
  await expectAccessible(page, 'backups while a restore runs');
  await snap(page, 'backups-while-restoring');

  // Offered again once it has ended.
  await expect(remove).toBeEnabled({ timeout: 15_000 });
  await expect(remove).not.toHaveAccessibleDescription(reason);
  await expect(table.getByRole('button', { name: 'Restore second' })).toBeEnabled();
  expect(writes.count()).toBe(0);
  expect(errors).toEqual([]);
});

test.describe('in Paris', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test('set the automatic schedule on chosen days at a local time, see the UTC cron and next runs, and read it back', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-0003/workspaces/ws-0003-3/backups');
    const editor = page.getByRole('form', { name: 'Automatic backups' });
    await expect(editor.getByRole('radio', { name: 'Days and a time' })).toBeChecked();
    await editor.getByRole('radio', { name: 'On chosen days' }).check();
    await editor.getByRole('button', { name: 'Save schedule' }).click();
    await expect(editor.getByText('Choose at least one day')).toBeVisible();
    await editor.getByRole('checkbox', { name: 'Mon' }).check();
    await editor.getByRole('checkbox', { name: 'Wed' }).check();
    await editor.getByLabel('Time', { exact: true }).fill('00:30');
    // 00:30 in Paris is the day before in UTC: Sunday and Tuesday, 23:30 (22:30 in summer).
    await expect(editor.getByText(/UTC cron expression (30 23 \* \* 0,2|30 22 \* \* 0,2)/)).toBeVisible();
    const runs = editor.getByRole('list', { name: 'Next automatic backups' }).getByRole('listitem');
    await expect(runs).toHaveCount(5);
    await expect(runs.first()).toContainText(/(Mon|Wed), .*12:30 AM GMT\+\d.*\(.*(Sun|Tue), .*1[01]:30 PM UTC\)/);

    await editor.getByLabel('Automatic backups kept').fill('500');
    await editor.getByRole('button', { name: 'Save schedule' }).click();
    await expect(editor.getByText('Automatic backups kept must be at most 100')).toBeVisible();
    await editor.getByLabel('Automatic backups kept').fill('14');
    await editor.getByLabel('Days kept').fill('30');

    // The same schedule as cron; a wrong hour is said beside the field.
    await editor.getByRole('radio', { name: 'Cron expression (UTC)' }).check();
    const cron = editor.getByRole('textbox', { name: 'Cron expression (UTC)' });
    await expect(cron).toHaveValue(/^30 2[23] \* \* 0,2$/);
    const value = await cron.inputValue();
    await cron.fill('0 25 * * *');
    await editor.getByRole('button', { name: 'Save schedule' }).click();
    await expect(editor.getByText('Not a valid schedule: the hour must be 0 to 23; got 25')).toBeVisible();
    await cron.fill(value);
    await editor.getByRole('checkbox', { name: 'Pause automatic backups' }).check();
    await expectAccessible(page, 'backup schedule');
    await snap(page, 'backup-schedule');
    await editor.getByRole('button', { name: 'Save schedule' }).click();
    await expect(page.getByText('Automatic-backup schedule saved')).toBeVisible();

    await page.reload();
    await expect(editor.getByRole('radio', { name: 'On chosen days' })).toBeChecked();
    await expect(editor.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    await expect(editor.getByRole('checkbox', { name: 'Wed' })).toBeChecked();
    await expect(editor.getByRole('checkbox', { name: 'Tue' })).not.toBeChecked();
    await expect(editor.getByLabel('Time', { exact: true })).toHaveValue('00:30');
    await expect(editor.getByLabel('Automatic backups kept')).toHaveValue('14');
    await expect(editor.getByLabel('Days kept')).toHaveValue('30');
    await expect(editor.getByRole('checkbox', { name: 'Pause automatic backups' })).toBeChecked();
    expect(errors).toEqual([]);
  });
});

test('refresh a read-only workspace: Refreshing, then its status and message', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0004/workspaces/ws-0004-2');
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Refresh from read-write workspace' }).click();
  await expect(status.getByText('Refreshing', { exact: true })).toBeVisible();
  await expect(status).toContainText(/Last refresh\s*Succeeded: Refreshed from/, { timeout: 15_000 });
  await expectAccessible(page, 'refreshed workspace');
  await snap(page, 'workspace-refreshed');
  expect(errors).toEqual([]);
});

test('a paused read-only workspace offers no refresh: the button greyed with the reason beside it, nothing sent', async ({ page }) => {
  const errors = watchErrors(page);
  const writes = countWrites(page, /\/refresh$/);
  await page.goto('/workgroups/wg-0003/workspaces/ws-0003-2');
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Paused', { exact: true })).toBeVisible();
  const refresh = status.getByRole('button', { name: 'Refresh from read-write workspace' });
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveAccessibleDescription('analytics is paused: only an Active read-only workspace can be refreshed.');
  await expectAccessible(page, 'refresh not offered');
  await snap(page, 'workspace-refresh-not-offered');
  expect(writes.count()).toBe(0);
  expect(errors).toEqual([]);
});

test('delete a database: refused before sending while a workspace is attached (named), then deleted once it is gone', async ({ page, request }) => {
  const errors = watchErrors(page);
  const deletes = countWrites(page, /\/databases\//);
  // Named to sort last: the workgroup list's first rows stay those other journeys look for.
  const wgId = await createWorkgroup(request, unique('Zz doomed'));
  const ws = await api<{ workspace_id: string; database_id: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'doomed',
    workspace_type_name: 'TG-00',
    tg_version: '4.2.1',
  });
  await page.goto(`/workgroups/${wgId}`);
  const databases = page.getByRole('region', { name: /^Databases/ });
  await databases.getByRole('button', { name: 'Delete database doomed_db' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete database doomed_db?' });
  await expect(dialog.getByRole('alert')).toHaveText('Cannot delete it. Database "doomed_db" still has a workspace attached: doomed. Delete it first.');
  await expect(dialog.getByRole('button', { name: 'Delete database' })).toHaveCount(0);
  await expectAccessible(page, 'delete database refused');
  await snap(page, 'delete-database-refused');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  expect(deletes.count()).toBe(0);

  await api(request, 'DELETE', `${V}/workgroups/${wgId}/workspaces/${ws.workspace_id}`);
  await page.reload();
  await databases.getByRole('button', { name: 'Delete database doomed_db' }).click();
  await dialog.getByLabel(/Type .* to confirm/).fill('doomed_db');
  await dialog.getByRole('button', { name: 'Delete database' }).click();
  await expect(dialog).toBeHidden();
  await expect(databases.getByRole('button', { name: 'Delete database doomed_db' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a notice never sits over the backups’ Restore and Delete buttons at 1280 px, wherever the list is scrolled', async ({ page }) => {
  // A laptop's window: 1280 wide, the list's last rows at the foot of the screen.
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto('/workgroups/wg-0003/workspaces/ws-0003-1/backups');
  const table = page.getByRole('table');
  await expect(table.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Take a backup' }).click();
  await page
    .getByRole('dialog', { name: /Take a backup of/ })
    .getByRole('button', { name: 'Take backup' })
    .click();
  const notice = page.getByRole('status').filter({ hasText: /^Backup of .+ started/ });
  await expect(notice).toBeVisible();
  await snap(page, 'backups-notice-1280');
  // Each row's buttons brought to the screen's foot, middle and top (the sticky header aside) while the notice shows:
  // measured in one go in the page, before the notice goes.
  const buttons = (await table.getByRole('button', { name: /^(Restore|Delete) / }).elementHandles()) as ElementHandle<HTMLElement>[];
  expect(buttons.length).toBeGreaterThan(4);
  const covered = await notice.evaluate((toast, all) => {
    const out: string[] = [];
    for (const block of ['end', 'center', 'start'] as const)
      for (const button of all) {
        button.scrollIntoView({ block });
        const [a, t] = [button.getBoundingClientRect(), toast.getBoundingClientRect()];
        if (a.left < t.right && t.left < a.right && a.top < t.bottom && t.top < a.bottom) out.push(`${button.getAttribute('aria-label')} (${block})`);
      }
    return out;
  }, buttons);
  expect(covered).toEqual([]);
  await expect(notice).toBeVisible();
});
