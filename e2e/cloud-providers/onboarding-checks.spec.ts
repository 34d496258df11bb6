import { expect, test } from '@playwright/test';
import { creates, expectAccessible, snap, unique, walkOnboardingToReview, watchErrors, V, api } from '../helpers';

/** Issue 40: onboarding validates before it creates, shows the real permission policy, flags a taken name, and jumps between steps. */

test('a failed validation is shown on the step that holds the field, and nothing is created until it passes', async ({ page, request }) => {
  const errors = watchErrors(page);
  const name = unique('Validated account');
  await page.goto('/cloud-providers/new?step=1');
  await walkOnboardingToReview(page, { region: 'us-west-2', name, account: '111111111111', roleName: 'GraphAccess' });
  const before = (await creates(request)).cloudProvider ?? 0;
  const [validate] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/cloud-providers/validate')),
    page.getByRole('button', { name: 'Register cloud account' }).click(),
  ]);
  expect(JSON.parse(validate.postData() ?? '{}')).toMatchObject({
    account_id: '111111111111',
    platform: 'aws',
    region: 'us-west-2',
    role_arn: 'arn:aws:iam::111111111111:role/GraphAccess',
    secure_connection: false,
  });
  // The account step opens, with the service's reason beside the account id, and its Request ID.
  await expect(page.getByRole('region', { name: /Step 2 of 5: Account/ })).toBeVisible();
  await expect(page.getByLabel('AWS account ID')).toHaveAccessibleDescription(/AWS account 111111111111 could not be reached/);
  await expect(page.getByText(/Request ID/)).toBeVisible();
  await expectAccessible(page, 'validation failed on its step');
  await snap(page, 'onboarding-validate-failed');
  expect((await creates(request)).cloudProvider ?? 0).toBe(before);

  // A role already registered: the role step this time.
  await page.getByLabel('AWS account ID').fill('123456789012');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Role name').fill('GraphServiceAccess');
  await page.getByRole('button', { name: 'Next' }).click();
  // The ARN names the role step 3 named; another name is refused beside the field, as another account is.
  await page.getByLabel('Role ARN').fill('arn:aws:iam::123456789012:role/OtherRole');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Role ARN')).toHaveAccessibleDescription(/This ARN names the role OtherRole, not GraphServiceAccess \(step 3\)/);
  await page.getByLabel('Role ARN').fill('arn:aws:iam::123456789012:role/GraphServiceAccess');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Register cloud account' }).click();
  await expect(page.getByRole('region', { name: /Step 4 of 5: Role/ })).toBeVisible();
  await expect(page.getByLabel('Role ARN')).toHaveAccessibleDescription(/already registered as cloud provider "Acme AWS production"/);

  // The same role's name under a path of its own: another role, not registered yet.
  await page.getByLabel('Role ARN').fill('arn:aws:iam::123456789012:role/analytics/GraphServiceAccess');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Register cloud account' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await creates(request)).cloudProvider ?? 0).toBe(before + 1);
  expect(errors).toEqual([]);
});

test('the permission policy is the real document, to copy; a taken name stops step 1; the review jumps to any step and back', async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/cloud-providers/new?step=1');
  const region = page.getByLabel('Region', { exact: true });
  await expect(region.getByRole('option', { name: /eu-west-1/ })).toBeAttached();
  await region.selectOption('eu-west-1');
  // A name this organization already uses is flagged here, and the wizard stays.
  await page.getByLabel('Name', { exact: true }).fill('acme aws production');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/A cloud provider named "Acme AWS production" already exists/);
  await expect(page.getByRole('region', { name: /Step 1 of 5/ })).toBeVisible();
  const name = unique('Policy account');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('AWS account ID').fill('246813579024');
  await page.getByRole('button', { name: 'Next' }).click();

  // The permission policy: a JSON document for this region, copied as it is shown.
  const shown = await page.getByLabel('Permission policy', { exact: true }).textContent();
  const policy = JSON.parse(shown!) as { Version: string; Statement: { Sid: string; Condition?: unknown }[] };
  expect(policy.Version).toBe('2012-10-17');
  expect(policy.Statement.map((s) => s.Sid)).toEqual(['Network', 'Cluster', 'ClusterRoles']);
  expect(policy.Statement[0]!.Condition).toEqual({ StringEquals: { 'aws:RequestedRegion': 'eu-west-1' } });
  await page.getByRole('button', { name: 'Copy permission policy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await expect(page.getByLabel('AWS CLI commands')).toContainText('put-role-policy --role-name GraphCloudAccess');
  await expect(page.getByLabel('AWS CLI commands')).not.toContainText('<approved-policy>');
  await expectAccessible(page, 'trust step with the permission policy');
  await snap(page, 'onboarding-permission-policy');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Role ARN').fill('arn:aws:iam::246813579024:role/GraphCloudAccess');
  await page.getByRole('button', { name: 'Next' }).click();

  // From the review, Edit opens the step with its values kept; the step list goes back to the review.
  await expect(page.getByRole('region', { name: /Step 5 of 5: Review/ })).toBeVisible();
  await expectAccessible(page, 'review');
  await snap(page, 'onboarding-review');
  await page.getByRole('button', { name: 'Edit account id' }).click();
  await expect(page.getByLabel('AWS account ID')).toHaveValue('246813579024');
  await page.getByLabel('Private, secure connection').check();
  const progress = page.getByRole('navigation', { name: 'Onboarding progress' });
  await progress.getByRole('button', { name: /Review/ }).click();
  await expect(page.getByRole('region', { name: /Step 5 of 5: Review/ })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: 'Yes' })).toHaveCount(1);
  await progress.getByRole('button', { name: /Platform and region/ }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(region).toHaveValue('eu-west-1');
  await progress.getByRole('button', { name: /Review/ }).click();
  await expect(page.getByText('arn:aws:iam::246813579024:role/GraphCloudAccess')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 900 });
  await snap(page, 'onboarding-review-390');
  expect(errors).toEqual([]);
});

test('the wizard clears "Region is required" and the duplicate name as soon as the fields are right, before the next Next', async ({ page, request }) => {
  const providers = await api<{ name: string }[]>(request, 'GET', `${V}/cloud-providers`);
  await page.goto('/cloud-providers/new');
  const region = page.getByLabel('Region', { exact: true });
  const name = page.getByLabel('Name', { exact: true });
  await expect(region.getByRole('option', { name: /us-east-1/ })).toBeAttached();
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(region).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Region is required')).toBeVisible();
  await region.selectOption('us-east-1');
  await expect(region).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Region is required')).toHaveCount(0);

  // A name the organization already uses: refused at Next, cleared as soon as it is changed.
  await name.fill(providers[0]!.name);
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/already exists; choose another name/)).toBeVisible();
  await expectAccessible(page, 'wizard, duplicate name');
  await name.press('End');
  await name.pressSequentially(' 2');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/already exists; choose another name/)).toHaveCount(0);
  // Typed back to the taken name, it is flagged again at once.
  await name.fill(providers[0]!.name);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill(`Fresh ${Date.now()}`);
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
});

test('the wizard reloads at step 3 without an error; a fresh ?step=3 says why step 1 opens instead', async ({ page, context }) => {
  const errors = watchErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto('/cloud-providers/new');
  const region = page.getByLabel('Region', { exact: true });
  await expect(region.getByRole('option', { name: /us-east-1/ })).toBeAttached();
  await region.selectOption('us-east-1');
  await page.getByLabel('Name', { exact: true }).fill(`Reloaded ${Date.now()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('AWS account ID').fill('123456789012');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Trust' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Trust' })).toBeVisible();
  await expect(page).toHaveURL(/step=3$/);
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // A fresh tab (nothing typed in it yet) asked for step 3.
  const fresh = await context.newPage();
  await fresh.goto('/cloud-providers/new?step=3');
  const said = fresh.getByRole('status').filter({ hasText: 'Step 3, Trust, opens once the steps before it are complete' });
  await expect(said).toBeVisible();
  await expect(said).toContainText('Step 1, Platform and region, is open instead: Region is required');
  await expect(fresh.getByRole('heading', { name: 'Step 1 of 5: Platform and region' })).toBeVisible();
  await expect(fresh).toHaveURL(/step=1$/);
  await expectAccessible(fresh, 'wizard, step held');
  await snap(fresh, 'wizard-step-held');
  await fresh.setViewportSize({ width: 390, height: 844 });
  await snap(fresh, 'wizard-step-held-390');
});

test('a wizard step in the URL opens only when the steps before it are done', async ({ page }) => {
  await page.goto('/cloud-providers/new');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/cloud-providers/new?step=4');
  await expect(page.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
  await page.goto('/cloud-providers/new?step=banana');
  await expect(page.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
});
