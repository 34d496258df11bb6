import { expect, test } from '@playwright/test';
import { expectAccessible, snap, unique, watchErrors } from '../helpers';

// The console's code: a lazily loaded file that cannot be fetched, and a release under an open tab.

const WS = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('a lazily loaded file that cannot be fetched leaves the screen in place and can be tried again', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(WS);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dialog's code is fetched on the first open; the file is blocked, as after a dropped connection.
  const block = (route: import('@playwright/test').Route) => route.abort('connectionreset');
  await page.route('**/assets/dialog-impl-*.js', block);
  await page.getByRole('button', { name: 'Rename database' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the console could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // The screen stays: its heading and its actions are still there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This screen could not load')).toHaveCount(0);
  await expectAccessible(page, 'chunk failed');
  await snap(page, 'full-day-chunk-failed');
  await page.unroute('**/assets/dialog-impl-*.js', block);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename database' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('after a release the tab says so, offers a reload, and the reload keeps what was typed', async ({ page }) => {
  await page.goto('/workgroups/new');
  const name = unique('Release');
  await page.getByLabel('Name', { exact: true }).fill(name);
  // A new release: the served page names another entry script, and the old files are gone.
  await page.route('**/assets/copy-request-dialog-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      const res = await route.fetch();
      const html = (await res.text()).replace(/src="\/assets\/index-[^"]+\.js"/, 'src="/assets/index-NEWRELEASE.js"');
      await route.fulfill({ response: res, body: html });
    },
  );
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A new version of the console was released' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'new release');
  await snap(page, 'full-day-new-release');
  await page.unrouteAll({ behavior: 'wait' });
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
});
