import { expect, test } from '@playwright/test';
import { expectAccessible, snap, watchErrors, expectNoRawEmpties } from '../helpers';

const OTHER_KEY = 'other-org-api-key';

test('a second organization’s key is checked, added, and the header switches between them without a trace of the other', async ({ page }) => {
  const errors = watchErrors(page);
  // Filtered: the list draws only the rows in view, and other journeys add workgroups before this one.
  await page.goto('/workgroups?q=Fraud');
  await expect(page.getByRole('link', { name: 'Fraud detection' })).toBeVisible();
  // A half-typed form of this organization.
  await page.goto('/workgroups/new');
  await page.getByLabel('Name').fill('draft-of-acme');
  await page.waitForTimeout(400);

  await page.goto('/settings');
  const orgs = page.getByRole('region', { name: 'Organizations' });
  const field = orgs.getByLabel("Another organization's API key");
  await field.fill('no-such-key-999');
  await orgs.getByRole('button', { name: 'Check and add organization' }).click();
  await expect(orgs.getByText(/did not accept this API key \(401 Unauthorized\)/)).toBeVisible();
  await field.fill(OTHER_KEY);
  await orgs.getByRole('button', { name: 'Check and add organization' }).click();
  await expect(page.getByText('Other Org added')).toBeVisible();
  const list = orgs.getByRole('list', { name: 'Organizations' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'Acme Graph Labs' })).toContainText('In use');
  await expect(orgs.getByText(OTHER_KEY)).toHaveCount(0);
  await expectAccessible(page, 'settings with two organizations');
  await snap(page, 'organizations-settings');

  // The page sends no key at all: the console's server adds the one in use, and the answers show whose it is.
  const sent: { url: string; key: string | undefined }[] = [];
  page.on('request', (r) => r.url().includes('/controller/') && sent.push({ url: r.url(), key: r.headers()['x-api-key'] }));
  const switcher = page.getByRole('banner').getByLabel('Switch organization');
  await expect(switcher).toHaveValue('org-acme');
  await switcher.selectOption({ label: 'Other Org' });
  await expect(page).toHaveURL(/\/workgroups$/);
  await expect(page.getByRole('heading', { name: 'No workgroups in this organization' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fraud detection' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Other Org/ })).toBeVisible();
  await snap(page, 'organizations-switched');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'organizations-switched-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // It survives a reload; the other organization's draft is gone.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No workgroups in this organization' })).toBeVisible();
  await expect(switcher).toHaveValue('org-other');
  await page.goto('/workgroups/new');
  await expect(page.getByLabel('Name')).toHaveValue('');
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((r) => r.key !== undefined)).toEqual([]);

  // And back, by name, with nothing to enter.
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { name: 'No workgroups in this organization' })).toBeVisible();
  sent.length = 0;
  await switcher.selectOption({ label: 'Acme Graph Labs' });
  await page.getByRole('searchbox', { name: 'Filter' }).fill('Fraud');
  await expect(page.getByRole('link', { name: 'Fraud detection' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No workgroups in this organization' })).toHaveCount(0);
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.filter((r) => r.key !== undefined).map((r) => r.url)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the second demo organization has a real creation date, never 1970', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change API key' }).click();
  await page.getByLabel('New API key').fill('other-org-api-key');
  // Kept by the console server (issue 62): the page is left once the session has taken it.
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/console/session');
  await page.getByRole('button', { name: 'Save API key' }).click();
  expect((await saved).ok()).toBe(true);
  await page.goto('/organization');
  const created = page.getByRole('region', { name: 'Organization' }).locator('time');
  await expect(created).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, 20\d\d, \d{1,2}:\d\d [AP]M UTC$/);
  await expectNoRawEmpties(page, 'the second organization');
});
