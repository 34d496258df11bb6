import { expect, test } from '@playwright/test';
import { countWrites, snap } from '../helpers';

// The upgrade dialog of a workspace.

test('upgrades: the dialog offers the next maintenance window first', async ({ page }) => {
  const writes = countWrites(page, /upgrade$/);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3');
  await page.getByRole('list', { name: 'Versions it can move to' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: /^Upgrade / });
  await expect(dialog.getByRole('radio', { name: 'At the next maintenance window' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Now' })).not.toBeChecked();
  await expect(dialog.getByText(/Next window: /)).toBeVisible();
  await snap(page, 'guard-upgrade-window');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(writes.count()).toBe(0);
});
