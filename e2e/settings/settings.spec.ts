import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../helpers';

// Settings: the API key as it is shown and refused, and where prices come from.

test('the API key masks with its first and last four; a refused key says "an API key"', async ({ page }) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API key' });
  // Two keys that end alike ("demo-api-key", "prod-api-key") no longer look the same.
  await expect(section.getByText('demo••••••••-key')).toBeVisible();
  await expect(section.getByText('demo-api-key')).toHaveCount(0);
  await section.getByRole('button', { name: 'Change API key' }).click();
  await section.getByLabel('New API key').fill('a b');
  await section.getByRole('button', { name: 'Save API key' }).click();
  await expect(section.getByText(/characters an API key never has/)).toBeVisible();
  await expectAccessible(page, 'settings');
});

test('Settings says where prices come from: the deployment’s published list', async ({ page }) => {
  await page.goto('/settings');
  const prices = page.getByRole('region', { name: 'Compute prices (optional)' });
  await expect(
    prices.getByText(/^This deployment publishes its price list: Create workspace, Resize and the schedule screens show its prices per hour/),
  ).toBeVisible();
  await expect(prices).not.toContainText('knows no prices');
  await snap(page, 'say-once-settings-prices');

  // The schedules show those prices, as Settings says.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  await expect(page.getByText('Money at the service’s list prices (per hour, for this size, region and HA).')).toBeVisible();
});
