import { test, expect } from '@playwright/test';
import { expectAccessible, openWithKey, snap, UPSTREAM_URL, againstAwkwardUpstream, varyUpstream, watchErrors } from '../helpers';

/**
 * Backups, restore, refresh and database deletion in proxy mode against the awkward
 * upstream (e2e/upstream/awkward-upstream.ts): odd shapes, an assumed operation it does
 * not offer (take a backup: 405), a refresh worded its own way, and in the vendor's dialect the
 * reads only at revision A's paths.
 */
againstAwkwardUpstream();

test('backups read from odd shapes; taking one is not offered and the rest stays; restore to the end; delete sends its body', async ({ page, request }) => {
  const errors = watchErrors(page);
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1/backups');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'pre-migration' })).toContainText('1 GiB');
  await expect(table.getByRole('row').filter({ hasText: 'Archived' })).toContainText('—');
  await expect(table.getByRole('row').filter({ hasText: 'entry without an id' }).getByText('Read-only: sent without an id')).toBeVisible();
  const editor = page.getByRole('form', { name: 'Automatic backups' });
  await expect(editor.getByRole('radio', { name: 'Every day' })).toBeChecked();
  await expect(editor.getByLabel('Time', { exact: true })).toHaveValue('03:00');

  await page.getByRole('button', { name: 'Take a backup' }).click();
  const take = page.getByRole('dialog', { name: /Take a backup of/ });
  await take.getByRole('button', { name: 'Take backup' }).click();
  await expect(take.getByText('Taking a backup: not offered by this deployment.')).toBeVisible();
  await take.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'pre-migration' })).toBeVisible();

  await table.getByRole('button', { name: 'Restore pre-migration' }).click();
  const restore = page.getByRole('dialog', { name: /from pre-migration\?$/ });
  await restore.getByLabel(/Type .* to confirm/).fill('pre-migration');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(/job=job-/);
  // This upstream never says the workspace is Restoring: the job's own status (Running for its first polls) greys the backups out.
  const deleteButton = table.getByRole('button', { name: 'Delete pre-migration' });
  await expect(deleteButton).toBeDisabled();
  await expect(deleteButton).toHaveAccessibleDescription('A restore into fraud-prod is running: no backup can be taken, restored or deleted until it ends.');
  const progress = page.getByRole('region', { name: /^Restore of fraud-prod from pre-migration$/ });
  await expect(progress.getByLabel('Restore log')).toContainText('done', { timeout: 15_000 });
  await expect(progress.getByText('The restore succeeded')).toBeVisible();
  await expectAccessible(page, 'proxy backups');
  await snap(page, 'proxy-backups');

  await table.getByRole('button', { name: 'Delete pre-migration' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete pre-migration?' });
  await remove.getByRole('button', { name: 'Delete backup' }).click();
  // While the dialog is open the table is hidden from the accessibility tree: the row count is checked once it closed.
  await expect(remove).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'pre-migration' })).toHaveCount(0);
  const sent = (await (await request.get(`${UPSTREAM_URL}/__awkward/last-backup-delete`)).json()) as { Result: string };
  expect(JSON.parse(sent.Result)).toEqual({ backup_id: '88' });
  expect(errors).toEqual([]);
});

test('refresh a read-only workspace in a status the console does not know and read the status the service words its own way; deleting a database with a workspace attached refused before sending', async ({
  page,
}) => {
  const deletes: string[] = [];
  page.on('request', (r) => void (r.method() === 'DELETE' && deletes.push(r.url())));
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-2');
  await page.getByRole('button', { name: 'Refresh from read-write workspace' }).click();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText(/Last refresh\s*Done: copied 12345 edges from fraud-prod/);
  await expect(page.getByRole('heading', { level: 1, name: 'fraud-archive' })).toBeVisible();

  await page.goto('/workgroups/wg-aw-1');
  await page.getByRole('button', { name: 'Delete database fraud_db' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete database fraud_db?' });
  // Read from the workgroup the upstream sends: fraud-prod is attached to fraud_db.
  await expect(dialog.getByRole('alert')).toHaveText('Cannot delete it. Database "fraud_db" still has a workspace attached: fraud-prod. Delete it first.');
  await expect(dialog.getByRole('button', { name: 'Delete database' })).toHaveCount(0);
  await expectAccessible(page, 'proxy delete database refused');
  expect(deletes).toEqual([]);
});

test("vendor dialect: backups, the schedule and a restore's status read at revision A's paths", async ({ page, request }) => {
  const errors = watchErrors(page);
  await varyUpstream(request, { dialect: 'vendor' });
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1/backups');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'pre-migration' })).toContainText('1 GiB');
  await expect(page.getByRole('form', { name: 'Automatic backups' }).getByLabel('Time', { exact: true })).toHaveValue('03:00');
  await table.getByRole('button', { name: 'Restore pre-migration' }).click();
  const restore = page.getByRole('dialog', { name: /from pre-migration\?$/ });
  await restore.getByLabel(/Type .* to confirm/).fill('pre-migration');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('region', { name: /^Restore of fraud-prod from pre-migration$/ }).getByText('The restore succeeded')).toBeVisible({
    timeout: 15_000,
  });
  await expectAccessible(page, 'vendor backups');
  await snap(page, 'vendor-backups');

  // The activity log says the reads went to revision A's paths.
  await page.goto('/activity');
  // The browser's own log (reads included), beside the server's audit trail of writes.
  await page.getByRole('button', { name: "This browser's requests" }).click();
  await expect(page.getByText(/\/workspaces\/ws-aw-1\/backups\/restore\/job-\d+\/status/).first()).toBeVisible();
  expect(errors).toEqual([]);
});
