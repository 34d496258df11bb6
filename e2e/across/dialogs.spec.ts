import { type Locator, expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap, watchErrors } from '../helpers';

// Dialogs: opened from their address (?dialog=…), their first focus, and their actions in sight on a short window.

const PRODUCTION = '/workgroups/wg-0001/workspaces/ws-0001-1';
const box = async (l: Locator) => (await l.boundingBox())!;

test('a dialog first focuses the checked choice: the linked size, the maintenance window', async ({ page }) => {
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

test('?dialog=upgrade as the README documents it opens the upgrade of the newest offered version', async ({ page }) => {
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
  // The reported steps: a link to upgrade to a version the service does not offer.
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

test.describe('dialogs at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Resize: after choosing a size its button is in sight', async ({ page }) => {
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize');
    const dialog = page.getByRole('dialog', { name: 'Resize production' });
    await dialog.getByText('TG-00', { exact: true }).click();
    const resize = dialog.getByRole('button', { name: 'Resize to TG-00' });
    await expect(resize).toBeVisible();
    await expect(resize).toBeInViewport({ ratio: 1 });
    // Not covered by the rest of the dialog either.
    const b = await box(resize);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '',
      [b.x + b.width / 2, b.y + b.height / 2],
    );
    expect(hit).toContain('Resize to TG-00');
    await expectAccessible(page, 'resize dialog');
    await snap(page, 'second-day-resize-1280');
  });

  test('every dialog keeps its actions in sight', async ({ page }) => {
    for (const [url, name] of [
      ['/workgroups/wg-0001?dialog=edit', /Edit/],
      ['/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize', /Resize/],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 560 });
      await page.goto(url);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const actions = dialog.locator('.form-actions').last();
      await expect(actions.getByRole('button').first()).toBeInViewport({ ratio: 1 });
      await expect(dialog).toHaveAccessibleName(name);
    }
  });
});

test('a dialog and its choice come from the URL: a shared link opens the resize dialog on TG-4', async ({ page }) => {
  await page.goto(`${PRODUCTION}?dialog=resize&size=TG-4`);
  const dialog = page.getByRole('dialog', { name: /^Resize / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /TG-4\b/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/dialog=/);
  // Unknown dialogs and values are ignored.
  await page.goto(`${PRODUCTION}?dialog=format-disk&size=${'x'.repeat(40)}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
