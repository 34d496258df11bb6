import { expect, test } from '@playwright/test';
import { expectAccessible, snap, watchErrors } from '../helpers';

// The list of cloud providers: the organization's own and those the vendor runs.

test('cloud providers: no meaningless Type column; the vendor’s providers the organization can use are listed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/cloud-providers');
  const own = page.getByRole('table').first();
  await expect(own.getByRole('row').filter({ hasText: 'Acme AWS production' })).toBeVisible();
  await expect(own.getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
  await expect(own.getByRole('cell', { name: 'public', exact: true })).toHaveCount(0);
  const vendor = page.getByRole('region', { name: /Run by the vendor/ });
  await expect(vendor.getByRole('row').nth(1)).toBeVisible();
  await vendor.getByRole('link').first().click();
  await expect(page.getByText('Run by the vendor.')).toBeVisible();
  // Nor does the API's creation path ("public") show on a provider or a workgroup.
  await expect(page.getByText('public', { exact: true })).toHaveCount(0);
  await page.goto('/cloud-providers/cp-aws-prod');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme AWS production' })).toBeVisible();
  await expect(page.getByText('public', { exact: true })).toHaveCount(0);
  await page.goto('/workgroups/wg-0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Fraud detection' })).toBeVisible();
  await expect(page.getByText('public access')).toHaveCount(0);
  await page.goto('/cloud-providers');
  await expect(vendor.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page, 'cloud providers');
  await snap(page, 'walk5-cloud-providers');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, 'walk5-cloud-providers-390');
  expect(errors).toEqual([]);
});
