import { expect, test } from '@playwright/test';
import { API_KEY, createWorkgroup, gotoLive, unique, watchErrors } from './helpers';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a screen opened directly arrives drawn, with its data, and cannot be used before the console takes over', async ({ page }) => {
    const name = unique('Drawn');
    const id = await createWorkgroup(page.request, name);
    await page.goto('/workgroups');
    await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();
    // Inert until scripts run: a form cannot be submitted as a plain GET meanwhile.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await page.goto(`/workgroups/${id}/allow-list`);
    await expect(page.getByRole('heading', { level: 1, name: 'IP allow list' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add an entry' }).getByLabel('Address or range')).toBeVisible();
  });

  test('the screens that show what only the browser holds are never drawn by the server', async ({ page }) => {
    for (const path of ['/users', '/settings', '/activity']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test('a drawn screen is taken over without a mismatch and then works', async ({ page }) => {
  const errors = watchErrors(page);
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  const name = unique('Live');
  const id = await createWorkgroup(page.request, name);
  await gotoLive(page, `/workgroups/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Its data came with the page: the browser did not ask for the workgroup again.
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/workgroups\/[^/]+$/.test(new URL(e.name).pathname)).length);
  expect(asked).toBe(0);
  await page.getByRole('link', { name: 'Allow list' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'IP allow list' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(messages).toEqual([]);
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'de-DE' });

  test('forms default to the viewer zone; once the browser has reported it, the server draws them in it', async ({ page }) => {
    const errors = watchErrors(page);
    // First visit: the server cannot know the zone yet; the page reports it.
    await gotoLive(page, '/workgroups/wg-0002/workspaces/new');
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/New_York');
    // Next visit: drawn in that zone already, taken over without being redrawn.
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    await gotoLive(page, '/workgroups/wg-0002/workspaces/new');
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/New_York');
    expect(messages).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('a browser using its own key is never shown the demo organization drawn by the server', async ({ page }) => {
  await page.goto('/settings');
  // Same key as the demo here, but the user's own: the page must not take over the server's screen.
  await page.evaluate((key) => sessionStorage.setItem('console.apiKey', key), API_KEY);
  await gotoLive(page, '/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  // It asked for the list itself, with its own key.
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('/workgroups')).length);
  expect(asked).toBe(1);
});
