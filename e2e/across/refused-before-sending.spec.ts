import { type Page, expect, test } from '@playwright/test';
import { countWrites, expectAccessible, snap, unique, watchErrors } from '../helpers';

// What the console knows is refused beside its field before anything is sent, on every form that has such a rule.

/** The organization's quota as the page reads it, with some figures changed (the rest is the server's). */
async function quotaWith(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.route('**/org/quota', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { Result: Record<string, unknown> };
    Object.assign(body.Result, change);
    await route.fulfill({ response: res, json: body });
  });
}

test('one rule: memory past the quota, a size above the largest in a schedule, backup retention and counts, duplicate names are refused beside their field, nothing sent', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const writes = countWrites(page, /./);

  // Create: 400 of 512 GiB used, so TG-16 (256 GiB) is refused on the size, with the reason.
  await quotaWith(page, { memory_limit: '512Gi', memory_usage_in_bytes: 400 * 1024 ** 3 });
  await page.goto('/workgroups/wg-0001/workspaces/new');
  await page.getByLabel('Name', { exact: true }).fill(unique('too-big').replace(' ', '-'));
  await page.getByRole('radio', { name: /^TG-16/ }).check();
  await expect(page.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
    /This would use \d+(\.\d+)? [GT]iB of the organization’s 512 GiB memory quota\./,
  );
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeDisabled();
  await snap(page, 'guard-create-memory');
  await page.getByRole('radio', { name: /^TG-0\b/ }).check();
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeEnabled();

  // Schedules: with TG-1 the largest allowed, the seeded TG-2 schedule is refused on its size when saved.
  await page.unroute('**/org/quota');
  await quotaWith(page, { max_workspace_type: 'TG-1' });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  const size = page.getByLabel('Size to set');
  await expect(size.locator('option', { hasText: /^TG-2 / })).toBeDisabled();
  await expect(size.locator('option', { hasText: /^TG-2 / })).toContainText('Above TG-1, the largest size the quota allows');
  await page.getByRole('button', { name: /^Edit schedule: .*TG-2/ }).click();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(size).toHaveAccessibleDescription(/^⚠ Above TG-1, the largest size the quota allows: choose a smaller size\.$/);
  await expect(size).toBeFocused();
  await snap(page, 'guard-schedule-size');

  // Automatic backups: more, and for longer, than the quota keeps.
  await page.unroute('**/org/quota');
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/backups');
  await page.getByLabel('Automatic backups kept').fill('31');
  await page.getByLabel('Days kept').fill('45');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByLabel('Automatic backups kept')).toHaveAccessibleDescription(/The quota allows at most 30 automatic backups per workspace/);
  await expect(page.getByLabel('Days kept')).toHaveAccessibleDescription(/The quota keeps automatic backups at most 30 days/);
  await snap(page, 'guard-backup-retention');

  // A manual backup when the workspace keeps as many as the quota allows (two seeded: the limit set to two).
  await quotaWith(page, { workspace_manual_backup_count_limit: 2 });
  await page.reload();
  await page.getByRole('button', { name: 'Take a backup' }).click();
  const take = page.getByRole('dialog', { name: /^Take a backup/ });
  await expect(take.getByRole('status')).toHaveText('This workspace keeps 2 manual backups, the most the quota allows (2): delete one first.');
  await expect(take.getByRole('button', { name: 'Take backup' })).toBeDisabled();
  await take.getByRole('button', { name: 'Cancel' }).click();

  // A database user whose name differs only in case from one the database has.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const user = page.getByRole('dialog', { name: 'Create a database user' });
  await user.getByLabel('Username').fill('App_Reader');
  await user.getByRole('button', { name: 'Generate a password' }).click();
  await user.getByRole('button', { name: 'Create user' }).click();
  await expect(user.getByLabel('Username')).toHaveAccessibleDescription(/This database already has a user named "App_Reader"/);
  await expectAccessible(page, 'duplicate user');
  await snap(page, 'guard-duplicate-user');
  await user.getByRole('button', { name: 'Cancel' }).click();

  // An allow-list entry the list already has, written another way.
  await page.goto('/workgroups/wg-0001/allow-list');
  const first = (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await page.getByLabel('Address or range').fill(first.replace(/\/32$/, ''));
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByLabel('Address or range')).toHaveAccessibleDescription(new RegExp(`${first.replace(/[./]/g, '\\$&')} is already in the allow list`));

  expect(writes.count()).toBe(0);
  expect(errors).toEqual([]);
});
