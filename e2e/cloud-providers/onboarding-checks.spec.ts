import { expect, test } from '@playwright/test';
import { creates, expectAccessible, snap, unique, walkOnboardingToReview, watchErrors } from '../helpers';

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
