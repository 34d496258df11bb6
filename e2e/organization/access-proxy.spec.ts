import type { Page } from '@playwright/test';
import { test, expect } from '@playwright/test';
import { expectAccessible, snap, againstAwkwardUpstream, varyUpstream, watchErrors } from '../helpers';

/**
 * Database users, the organization, API keys and prices in proxy mode against
 * the awkward upstream: odd shapes when it offers them, and a deployment on
 * revision A that does not offer the organization's operations (service C).
 */
againstAwkwardUpstream();

async function enterKey(page: Page): Promise<void> {
  const key = page.getByLabel('API key', { exact: true });
  await expect(key).toBeVisible();
  await key.fill('awkward-key-0001');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(key).toBeHidden();
}

test('a deployment without the organization operations (404 page, 405): each part says "not offered", the rest works', async ({ page, request }) => {
  const errors = watchErrors(page);
  for (const org of ['404-html', '405'] as const) {
    await varyUpstream(request, { org });
    await page.goto('/organization');
    if (org === '404-html') await enterKey(page);
    await expect(page.getByText('The organization: not offered by this deployment')).toBeVisible();
    await expect(page.getByText('The quota: not offered by this deployment')).toBeVisible();
    await expect(page.getByText('API keys: not offered by this deployment')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create API key' })).toHaveCount(0);
    // The header keeps its frame without a name.
    await expect(page.getByRole('banner').getByText('Live service')).toBeVisible();
  }
  await expectAccessible(page, 'organization not offered');
  await snap(page, 'proxy-organization-not-offered');

  // Sizes are not limited when the quota is not offered; the compute panel says prices are not offered.
  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
  await expect(page.getByText('This deployment does not offer its prices (not offered by this deployment).')).toBeVisible();
  expect(errors).toEqual([]);
});

test('odd shapes: quota numbers as strings, a display name missing, an API key without a name read-only, prices as strings', async ({ page, request }) => {
  const errors = watchErrors(page);
  await varyUpstream(request, { org: 'offered' });
  await page.goto('/organization');
  await enterKey(page);
  await expect(page.getByRole('banner').getByText('awkward-corp')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Read-write workspaces: 2 of 2' })).toBeVisible();
  await expect(page.getByText('limit reached')).toBeVisible();
  // ro usage sent as null: that bar is left out.
  await expect(page.getByRole('meter', { name: /^Read-only/ })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'deploy bot' }).getByRole('button', { name: 'Delete the key deploy bot' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'legacy key without a name' }).getByText('Read-only: sent without an id')).toBeVisible();
  await expectAccessible(page, 'organization odd shapes');
  await snap(page, 'proxy-organization');

  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
  await expect(page.getByText('At the service’s prices')).toBeVisible();

  // The quota's reached count is explained before sending.
  await page.goto('/workgroups/wg-aw-1/workspaces/new');
  await expect(page.getByText(/The organization has 2 of 2 read-write workspaces/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('database users through the proxy: an entry without a username read-only; create and delete (a DELETE with a body)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1/users');
  await enterKey(page);
  await expect(page.getByRole('cell', { name: 'reporting', exact: true })).toBeVisible();
  await expect(page.getByText('Read-only: sent without an id')).toBeVisible();
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a database user' });
  await dialog.getByLabel('Username').fill('etl_proxy');
  await dialog.getByRole('button', { name: 'Generate a password' }).click();
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByRole('cell', { name: 'etl_proxy', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete etl_proxy' }).click();
  const del = page.getByRole('dialog', { name: 'Delete etl_proxy' });
  await del.getByRole('textbox').fill('etl_proxy');
  await del.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByRole('cell', { name: 'etl_proxy', exact: true })).toBeHidden();
  await expectAccessible(page, 'proxy users');
  expect(errors).toEqual([]);
});
