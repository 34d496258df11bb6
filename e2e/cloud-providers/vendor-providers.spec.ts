import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterApiKey, expectAccessible, snap, unique, UPSTREAM_URL, againstAwkwardUpstream, V, watchErrors } from '../helpers';

/**
 * Issue 40: an organization with no cloud account of its own starts on the
 * providers the vendor runs (GET /cloud-providers/public).
 */
const OTHER = { 'x-api-key': 'other-org-api-key' };

/** The labels of a select's option groups, in order (a select's groups are not in the accessibility tree). */
const groupsOf = (select: Locator) => select.evaluate((s) => [...s.querySelectorAll('optgroup')].map((g) => g.label));

async function useOtherOrganization(page: Page): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change API key' }).click();
  await page.getByLabel('New API key').fill('other-org-api-key');
  await page.getByRole('button', { name: 'Save API key' }).click();
}

// The second organization is shared with other journeys, which expect it empty: what this one made is removed.
test.afterEach(async ({ request }) => {
  const list = (await (await request.get(`${V}/workgroups`, { headers: OTHER })).json()) as { Result: { workgroup_id: string }[] };
  for (const wg of list.Result) await request.delete(`${V}/workgroups/${wg.workgroup_id}`, { headers: OTHER });
});

test('a fresh organization with no provider of its own creates a workgroup on a vendor-run provider, then a workspace in it', async ({ page }) => {
  const errors = watchErrors(page);
  await useOtherOrganization(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workgroups' }).click();
  await page.getByRole('link', { name: 'Create the first workgroup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create workgroup' })).toBeVisible();

  // Grouped apart: the vendor's first; this organization has no account of its own.
  const provider = page.getByLabel('Cloud provider');
  const vendorRun = provider.getByRole('option', { name: /^Graph Cloud on AWS/ });
  await expect(vendorRun).toHaveCount(6);
  expect(await groupsOf(provider)).toEqual(['Run by the vendor']);
  // A platform no provider runs on is not selectable, and the form says why.
  await expect(page.getByRole('option', { name: 'Azure (no provider available)' })).toBeDisabled();
  await expect(page.getByLabel('Platform')).toHaveAccessibleDescription(
    /Azure and GCP: no provider runs there, neither one the vendor runs nor an Active account of yours/,
  );

  const name = unique('Vendor hosted');
  await page.getByLabel('Name').fill(name);
  // Choosing a region chooses the vendor's provider there.
  await page.getByLabel('Region').selectOption('eu-west-1');
  await expect(provider).toHaveValue('cp-vendor-aws-eu-west-1');
  await expect(provider).toHaveAccessibleDescription(/Run by the vendor in eu-west-1: nothing to set up/);
  await page.getByLabel('Region').selectOption('ap-northeast-1');
  await expect(provider).toHaveValue('cp-vendor-aws-ap-northeast-1');
  await expectAccessible(page, 'create workgroup on the vendor');
  await snap(page, 'vendor-create-workgroup');
  await page.setViewportSize({ width: 390, height: 900 });
  await snap(page, 'vendor-create-workgroup-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Create workgroup' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Graph Cloud on AWS, Asia Pacific (Tokyo)')).toBeVisible();
  await expect(page.getByText('ap-northeast-1').first()).toBeVisible();

  await page.getByRole('link', { name: 'Create workspace' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create workspace' })).toBeVisible();
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: /TG-00/ }).check();
  await page.getByLabel('Name').fill('first');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'first' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('the organization’s own accounts are listed under the vendor’s, and a provider in another region is refused beside the region', async ({ page }) => {
  await page.goto('/workgroups/new');
  const provider = page.getByLabel('Cloud provider');
  await expect(provider.getByRole('option', { name: /Acme AWS production/ })).toBeAttached();
  expect(await groupsOf(provider)).toEqual(['Run by the vendor', 'Your cloud accounts']);
  expect(await provider.getByRole('option', { name: /Acme AWS production/ }).evaluate((o) => (o.parentElement as HTMLOptGroupElement).label)).toBe(
    'Your cloud accounts',
  );
  // The demo's own account in us-east-1 is chosen by hand; a region elsewhere then moves to the vendor's there.
  await provider.selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  await expect(page.getByLabel('Region')).toHaveValue('us-east-1');
  await page.getByLabel('Region').selectOption('eu-central-1');
  await expect(provider).toHaveValue('cp-vendor-aws-eu-central-1');
  // Going back to the region keeps the vendor's choice, which still fits… until the user picks their own again.
  await provider.selectOption({ label: 'Acme AWS Europe (AWS · eu-west-1)' });
  await expect(page.getByLabel('Region')).toHaveValue('eu-west-1');
  await expect(provider).toHaveAccessibleDescription(/Only an Active provider can host a workgroup/);
});

test.describe('in proxy mode, against an upstream whose own-provider list is empty', () => {
  againstAwkwardUpstream({ freshOrg: true });
  // A fresh organization is no seed the next spec expects.
  test.afterEach(async ({ request }) => {
    expect((await request.post(`${UPSTREAM_URL}/__awkward/reset`)).ok()).toBe(true);
  });

  test('a fresh organization creates a workgroup on the vendor’s provider, then a workspace in it', async ({ page }) => {
    await page.goto('/workgroups/new');
    await enterApiKey(page, 'awkward-key-0001');
    const provider = page.getByLabel('Cloud provider');
    await expect(provider.getByRole('option', { name: /^Vendor AWS/ })).toHaveCount(2);
    expect(await groupsOf(provider)).toEqual(['Run by the vendor']);
    const name = unique('Proxy vendor');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Region').selectOption('eu-west-1');
    await expect(provider).toHaveValue('vendor-aws-euw1');
    const [post] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/workgroups')),
      page.getByRole('button', { name: 'Create workgroup' }).click(),
    ]);
    expect(JSON.parse(post.postData() ?? '{}')).toMatchObject({ cloud_provider_id: 'vendor-aws-euw1', region: 'eu-west-1' });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Create workspace' }).first().click();
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: /TG-0\b/ })
      .check();
    await page.getByLabel('Name').fill('first');
    await page.getByRole('button', { name: 'Create workspace' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'first' })).toBeVisible();
  });
});
