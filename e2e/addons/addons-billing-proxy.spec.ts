import { test, expect } from '@playwright/test';
import { enterApiKey, expectAccessible, saveSessionToken, snap, againstAwkwardUpstream, varyUpstream, watchErrors, openWithKey } from '../helpers';

/**
 * The add-on marketplace, billing and the delinquent banner in proxy mode, against the awkward
 * upstream answering revision D as the vendor documents it (its own shapes where it declares only
 * `object`), and against a deployment that does not offer these operations.
 */
againstAwkwardUpstream();

test('marketplace in the vendor dialect: the installed list wrapped, ids as numbers; configure, install, and a refusal naming the workspaces', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await varyUpstream(request, { org: 'offered', dialect: 'vendor' });
  await page.goto('/addons');
  await enterApiKey(page, 'awkward-key-0001');
  const cards = page.getByRole('list', { name: 'Add-ons' });
  const insights = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Insights' }) });
  await expect(insights.getByText('Installed', { exact: true })).toBeVisible();
  await expect(insights.getByText('Price: Free')).toBeVisible();
  const copilot = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'CoPilot' }) });
  await expect(copilot.getByText('US$ 0.05 to US$ 0.15 per workspace-hour', { exact: false })).toBeVisible();
  await expect(copilot.getByText('Not installed')).toBeVisible();
  await copilot.getByRole('button', { name: 'Install CoPilot' }).click();
  await expect(copilot.getByText('Installed', { exact: true })).toBeVisible();
  await expectAccessible(page, 'proxy marketplace');
  await snap(page, 'proxy-addons-marketplace');

  await insights.getByRole('link', { name: 'Insights' }).click();
  const table = page.getByRole('table', { name: 'Insights configurations' });
  await expect(table.getByRole('row', { name: /refresh_seconds/ })).toContainText('30');
  await expect(page.getByRole('list', { name: 'Workspaces using Insights' }).getByRole('link', { name: 'fraud-prod' })).toBeVisible();
  await page.getByLabel('Configuration name').fill('theme');
  await page.getByLabel('Configuration value').fill('dark');
  await page.getByRole('button', { name: 'Add configuration' }).click();
  await expect(table.getByRole('row', { name: /theme/ })).toContainText('dark');
  await page.getByRole('button', { name: 'Turn off for the organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off Insights?' });
  await expect(dialog.getByRole('alert')).toContainText('fraud-prod');
  await expect(dialog.getByRole('button', { name: 'Turn off', exact: true })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('the installed add-ons as a bare array, the shape assumed before the vendor declared an object, read the same (issue 50)', async ({ page, request }) => {
  const errors = watchErrors(page);
  await varyUpstream(request, { org: 'offered' });
  await page.goto('/addons');
  await enterApiKey(page, 'awkward-key-0001');
  const cards = page.getByRole('list', { name: 'Add-ons' });
  const insights = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Insights' }) });
  await expect(insights.getByText('Installed')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deployment without revision D: the list still shows, "not offered" in one line, the rest of the console works', async ({ page }) => {
  await page.goto('/addons');
  await enterApiKey(page, 'awkward-key-0001');
  await expect(page.getByText('This deployment does not offer add-ons for the organization')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Add-ons' }).getByRole('link', { name: 'Insights' })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByText('Not offered by this deployment').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment failed' })).toHaveCount(0);
  await expectAccessible(page, 'proxy billing not offered');
});

test('delinquent upstream: the banner on every screen (tier unknown: the shortest grace), the credit read refused without a session token says so', async ({
  page,
  request,
}) => {
  await varyUpstream(request, { org: 'offered', dialect: 'vendor', delinquent: true });
  await page.goto('/workgroups');
  await enterApiKey(page, 'awkward-key-0001');
  for (const path of ['/workgroups', '/addons', '/billing']) {
    await page.goto(path);
    const banner = page.getByRole('region', { name: 'Payment failed' });
    await expect(banner).toContainText('the Free tier’s');
    await expect(banner.getByRole('link', { name: 'Fix the payment in the billing portal' })).toBeVisible();
  }
  // No session token: the vendor requires one on the credit and status reads, so nothing is sent and the screen says what to add.
  await expect(page.getByText('Needs a session token (any person’s of this organization) beside the API key; nothing was sent').first()).toBeVisible();
  await expect(page.getByText('No: fix it in the billing portal')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'proxy billing delinquent');
  await snap(page, 'proxy-billing-delinquent');

  await saveSessionToken(page, 'owner-session-aw');
  await page.goto('/billing');
  // The credit balance, in its fact (the month's cost section names it again beside its projection).
  await expect(page.getByRole('definition').filter({ hasText: 'US$ 42.50' })).toBeVisible();
  await expect(page.getByText('Credit card')).toBeVisible();
});

test('add-ons in every shape the service may send', async ({ page, request }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/new');
  for (const shape of ['array', 'wrapped', 'map', 'string']) {
    await varyUpstream(request, { addons: shape });
    await page.reload();
    const group = page.getByRole('group', { name: 'Enable add-ons' });
    await expect(group.getByRole('checkbox', { name: /Insights/ })).toBeVisible();
    await expect(group.getByRole('checkbox', { name: /CoPilot/ })).toBeVisible();
  }
  await varyUpstream(request, { addons: 'array' });
  await page.reload();
  // Without is_free an add-on is neither free nor paid.
  await expect(page.getByRole('checkbox', { name: /CoPilot.*Price not stated/ })).toBeVisible();
  await varyUpstream(request, { addons: 'garbage' });
  await page.reload();
  await expect(page.getByText(/The list of add-ons could not be read/)).toBeVisible();
  await varyUpstream(request, { addons: 'empty' });
  await page.reload();
  await expect(page.getByText('No add-ons are available to this organization.')).toBeVisible();
});
