import { expect, test } from '@playwright/test';
import { expectAccessible, snap, watchErrors } from '../helpers';

/**
 * Issue 40: a provider the vendor runs is the vendor's to change. Its screen says so
 * plainly and offers none of the actions the service refuses (rename, rotate, delete, upgrade);
 * the organization's own accounts keep them.
 */
test('a vendor-run provider’s screen says the vendor runs it and offers no rename, rotate or delete', async ({ page }) => {
  const errors = watchErrors(page);
  // The user's way there: the demo's Customer 360 workgroup runs on the vendor's provider in Oregon.
  await page.goto('/workgroups?q=Customer%20360');
  await page.getByRole('link', { name: 'Customer 360', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer 360' })).toBeVisible();
  await page.getByRole('link', { name: 'Graph Cloud on AWS, US West (Oregon)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Graph Cloud on AWS, US West (Oregon)' })).toBeVisible();
  const note = page.getByRole('note').filter({ hasText: 'Run by the vendor.' });
  await expect(note).toContainText('cannot be renamed, rotated, upgraded or deleted here');
  await expect(page.getByRole('link', { name: 'Create a workgroup in it' })).toBeVisible();
  for (const name of ['Rename', 'Rotate the external id', 'Delete']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  // Nothing of a customer's account to show: no role, no external id, no account number.
  await expect(page.getByText('The vendor’s own: it holds no role or secret of yours')).toBeVisible();
  await expect(page.getByText('External ID', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Components' })).toHaveCount(0);
  await expectAccessible(page, 'vendor-run provider');
  await snap(page, 'vendor-provider-screen');
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(note).toBeVisible();
  await snap(page, 'vendor-provider-screen-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The note's link starts onboarding an account of one's own.
  await note.getByRole('link', { name: 'connect your cloud account' }).click();
  await expect(page).toHaveURL(/\/cloud-providers\/new/);

  // A dialog's address opens nothing on the vendor's provider.
  await page.goto('/cloud-providers/cp-vendor-aws-us-west-2?dialog=delete');
  await expect(page.getByRole('heading', { level: 1, name: 'Graph Cloud on AWS, US West (Oregon)' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Run by the vendor.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the organization’s own account keeps rename, rotate and delete, and no vendor note', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-prod');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme AWS production' })).toBeVisible();
  for (const name of ['Rename', 'Rotate the external id', 'Delete']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Run by the vendor.' })).toHaveCount(0);
  await expect(page.getByText('External ID', { exact: true })).toBeVisible();
});
