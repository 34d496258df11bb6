import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../helpers';

// A cloud provider's own screen: its node groups on a phone and by keyboard, its recovery from Error, and what it leads to.

test("on a phone the provider's node groups are readable whole, and nothing on its screen scrolls out of the keyboard's reach", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cloud-providers/cp-aws-prod');
  const groups = page.getByRole('table', { name: 'Node groups' });
  await expect(groups).toBeVisible();
  const cells = groups.getByRole('cell');
  expect(await cells.count()).toBeGreaterThan(0);
  // Every figure and its label in view, none cut off.
  for (const cell of await cells.all()) {
    await cell.scrollIntoViewIfNeeded();
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    // Its label (drawn before it, in a column of its own) fits that column: laid out alone with the same styles.
    const labelFits = await cell.evaluate((el) => {
      const cs = getComputedStyle(el, '::before');
      const probe = document.createElement('span');
      probe.textContent = el.getAttribute('data-label');
      for (const p of ['font', 'letterSpacing', 'textTransform', 'width', 'hyphens', 'overflowWrap', 'wordBreak'] as const) probe.style[p] = cs[p];
      probe.style.display = 'inline-block';
      document.body.append(probe);
      const fits = probe.scrollWidth <= probe.clientWidth + 1;
      probe.remove();
      return fits;
    });
    expect(labelFits, `label of ${await cell.textContent()}`).toBe(true);
  }
  await expect(groups.getByRole('cell').filter({ hasText: /\d/ }).first()).toBeVisible();
  // No region of the screen scrolls sideways without being reachable by the keyboard (axe: scrollable-region-focusable).
  await expectAccessible(page, 'provider at 390 px');
  await snap(page, 'provider-node-groups-390');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, 'provider-node-groups-390-dark');
});

test('a table wider than its place is a labelled keyboard stop that the arrow keys scroll', async ({ page }) => {
  // Above the phone layout a table stays a table; its frame narrowed here stands in for one too wide for its place.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/cloud-providers/cp-aws-prod');
  const groups = page.getByRole('table', { name: 'Node groups' });
  await expect(groups).toBeVisible();
  const wrap = groups.locator('xpath=..');
  await wrap.evaluate((el) => ((el as HTMLElement).style.width = '120px'));
  const region = page.getByRole('region', { name: 'Node groups, scrolls sideways' });
  await expect(region).toBeVisible();
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await wrap.evaluate((el) => ((el as HTMLElement).style.width = ''));
  await expect(page.getByRole('region', { name: 'Node groups, scrolls sideways' })).toHaveCount(0);
});

test('"Create a workgroup in it" from a provider opens the form with that provider and its region chosen', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-prod');
  await page.getByRole('link', { name: 'Create a workgroup in it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create workgroup' })).toBeVisible();
  const provider = page.getByLabel('Cloud provider', { exact: true });
  await expect(provider).toHaveValue('cp-aws-prod');
  await expect(provider.locator('option:checked')).toHaveText(/Acme AWS production/);
  await expect(page.getByLabel('Region', { exact: true })).toHaveValue('us-east-1');
  await expectAccessible(page, 'create workgroup from a provider');
});

test('provider recovery: register again updates the existing role; each check says when and what came back', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-lab');
  await expect(page.getByRole('heading', { name: 'Recover this provider' })).toBeVisible();
  const check = page.getByRole('button', { name: 'Check status again' });
  await check.click();
  const status = page.getByRole('status').filter({ hasText: /^Checked at/ });
  await expect(status).toHaveText(/^Checked at \d{1,2}:\d{2}:\d{2}( [AP]M)? UTC: still Error \(AssumeRole failed/);
  await expect(page.getByText('Research lab account: still Error')).toBeVisible();
  const first = await status.textContent();
  await check.click();
  await expect(status).toHaveText(/\(check 2\): still Error/);
  expect(await status.textContent()).not.toBe(first);
  await expectAccessible(page, 'recovery after checks');
  await snap(page, 'second-day-recovery');

  await page.getByRole('button', { name: 'Register again with a new external ID' }).click();
  const commands = page.getByRole('region', { name: 'AWS CLI commands' }).or(page.getByLabel('AWS CLI commands'));
  await expect(commands).toContainText('aws iam update-assume-role-policy --role-name GraphServiceAccess');
  await expect(commands).not.toContainText('create-role');
  await expect(page.getByText('already exists in account')).toBeVisible();
  await expectAccessible(page, 'register again');
  await snap(page, 'second-day-register-again');
  // A new name: a new role is created.
  await page.getByLabel('Role name').fill('GraphServiceAccess2');
  await expect(commands).toContainText('aws iam create-role --role-name GraphServiceAccess2');
  // A reload keeps it an update for the existing name.
  await page.getByLabel('Role name').fill('GraphServiceAccess');
  await page.reload();
  await expect(commands).toContainText('update-assume-role-policy');
});

test('a cloud provider in Error offers a way back: what it affects, the policies and commands, re-check, register again', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-lab');
  const recovery = page.getByRole('region', { name: 'Recover this provider' });
  await expect(recovery).toBeVisible();
  await expect(recovery.getByText('No workgroup uses this provider')).toBeVisible();
  await expect(recovery.getByLabel('Role trust policy', { exact: true })).toContainText('<EXTERNAL_ID>');
  await recovery.getByLabel('External ID given at registration').fill('kept-external-id-0123456789');
  await expect(recovery.getByLabel('Role trust policy', { exact: true })).toContainText('kept-external-id-0123456789');
  await expect(recovery.getByLabel('Permission policy', { exact: true })).toContainText('us-west-2');
  await expect(recovery.getByLabel('AWS CLI commands', { exact: true })).toContainText('aws iam update-assume-role-policy');
  await expect(recovery.getByRole('button', { name: 'Copy trust policy' })).toBeVisible();
  await recovery.getByRole('button', { name: 'Check status again' }).click();
  await expect(recovery.getByRole('status').filter({ hasText: /Checked .*Error/ })).toBeVisible();
  await expectAccessible(page, 'provider recovery');
  await snap(page, 'full-day-provider-recovery');
  await recovery.getByRole('button', { name: 'Register again with a new external ID' }).click();
  await expect(page).toHaveURL(/\/cloud-providers\/new\?step=3$/);
  await expect(page.getByRole('heading', { name: /Step 3 of 5/ })).toBeVisible();
  await expect(page.getByLabel('External ID', { exact: true })).toHaveValue(/.{40,}/);
  // Back goes to the previous step's address.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=2$/);
  await expect(page.getByLabel('AWS account ID')).toHaveValue('555544443333');
});
