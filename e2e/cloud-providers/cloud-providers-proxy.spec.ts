import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openWithKey, snap, varyUpstream } from '../helpers';

/**
 * Cloud providers in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

test('cloud providers: odd shapes read; when the deployment does not list them, the console says so and offers the manual path', async ({ page, request }) => {
  await openWithKey(page, '/cloud-providers');
  await expect(page.getByRole('link', { name: 'Prod AWS' })).toBeVisible();
  await page.getByRole('link', { name: 'Prod AWS' }).click();
  await expect(page.getByText('Short ID').locator('..').getByText('1234')).toBeVisible();
  await expect(page.getByText('subnet-0a1b2c')).toBeVisible();
  await expect(page.getByText('ext-secret-never-shown')).toHaveCount(0);
  await expectAccessible(page, 'provider detail');

  for (const how of ['404-envelope', '404-html', '405']) {
    await varyUpstream(request, { cloudProviders: how });
    await page.goto('/cloud-providers');
    await expect(page.getByRole('heading', { name: 'This deployment does not list cloud providers' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Register a cloud account' }).first()).toBeVisible();
  }
  await expectAccessible(page, 'providers not offered');
  await snap(page, 'real-world-providers-not-offered');
  await page.getByLabel('Provider id').fill('cp-aw-1');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: 'This deployment does not show a cloud provider' })).toBeVisible();
  // Creating a workgroup then takes the provider id as typed.
  await page.goto('/workgroups/new');
  await expect(page.getByText('This deployment of the control service does not offer the list of cloud providers.')).toBeVisible();
  await expect(page.getByLabel('Cloud provider ID')).toBeEditable();
});
