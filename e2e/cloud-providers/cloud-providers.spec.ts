import { expect, test } from '@playwright/test';
import { creates, expectAccessible, snap, unique, watchErrors } from '../helpers';

test('walk the onboarding wizard forward and back, reject a wrong role, create, see it listed and offered for a workgroup', async ({ page, request }) => {
  const errors = watchErrors(page);
  const name = unique('Analytics account');
  await page.goto('/cloud-providers');
  await expectAccessible(page, 'providers list');
  await page.getByRole('link', { name: 'Register a cloud account' }).first().click();
  const progress = page.getByRole('navigation', { name: 'Onboarding progress' });
  await expect(progress.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');
  await expectAccessible(page, 'wizard step 1');

  // Step 1: nothing moves on until it is valid.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/Provider name is required/);
  await expect(page.getByRole('radio', { name: /Microsoft Azure/ })).toBeDisabled();
  await page.getByLabel('Region', { exact: true }).selectOption('eu-central-1');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a 12-digit account id.
  await page.getByLabel('AWS account ID').fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('AWS account ID')).toHaveAccessibleDescription(/exactly 12 digits/);
  await page.getByLabel('AWS account ID').fill('444455556666');
  await page.getByLabel('Private, secure connection').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a generated external id in the trust policy, with the configured principal.
  const externalId = await page.getByLabel('External ID', { exact: true }).inputValue();
  expect(externalId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const policy = page.getByRole('region', { name: /Step 3/ }).getByLabel('Role trust policy');
  await expect(policy).toContainText(externalId);
  await expect(policy).toContainText('arn:aws:iam::841162680011:root');
  await expect(page.getByLabel('AWS CLI commands')).toContainText('aws iam create-role --role-name GraphCloudAccess');
  expect(page.url()).not.toContain(externalId);
  await expectAccessible(page, 'wizard step 3');
  await snap(page, 'onboarding-trust');

  // Back keeps what was entered.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('AWS account ID')).toHaveValue('444455556666');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('External ID', { exact: true })).toHaveValue(externalId);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: a role from another account is rejected at its step.
  await page.getByLabel('Role ARN').fill('arn:aws:iam::111111111111:role/GraphCloudAccess');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Role ARN')).toHaveAccessibleDescription(/This role is in account 111111111111, not in 444455556666 \(step 2\)/);
  await page.getByLabel('Role ARN').fill('arn:aws:iam::444455556666:role/GraphCloudAccess');

  // Leaving half-way keeps the entries for this session.
  await page.getByRole('link', { name: /Leave/ }).click();
  await page.getByRole('link', { name: 'Register a cloud account' }).first().click();
  await expect(page.getByRole('region', { name: /Step 4 of 5/ })).toBeVisible();
  await expect(page.getByLabel('Role ARN')).toHaveValue('arn:aws:iam::444455556666:role/GraphCloudAccess');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: review, then create once.
  await expect(page.getByText('444455556666', { exact: true })).toBeVisible();
  const before = (await creates(request)).cloudProvider ?? 0;
  const [post] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/cloud-providers')),
    page.getByRole('button', { name: 'Register cloud account' }).dblclick(),
  ]);
  expect(JSON.parse(post.postData() ?? '{}')).toMatchObject({
    type: 'public',
    platform: 'aws',
    role_external_id: externalId,
    options: { account_id: '444455556666', secure_connection: true },
  });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await creates(request)).cloudProvider ?? 0).toBe(before + 1);
  // Its status is followed until it settles.
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Provisioning')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Active', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Secret: never shown')).toBeVisible();
  await expect(page.getByText(externalId)).toHaveCount(0);
  await expectAccessible(page, 'provider detail');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud providers' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.goto('/workgroups/new');
  await expect(page.getByLabel('Cloud provider').getByRole('option', { name: new RegExp(name) })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('Next from each step puts focus on the next step’s heading, and Tab goes on to its first field', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/cloud-providers/new');
  const region = page.getByLabel('Region', { exact: true });
  await expect(region.getByRole('option', { name: /eu-central-1/ })).toBeAttached({ timeout: 60_000 });
  await region.selectOption('eu-central-1');
  await page.getByLabel('Name', { exact: true }).fill(unique('Focus account'));

  // Step 1 → 2: the first Next also loads the steps' checks; the step changes in place (the screen's loading state never
  // shows, as it did for a moment, taking focus with it) and focus lands on step 2, not on the page.
  await page.evaluate(() => {
    const seen = window as unknown as { loadingShown?: boolean };
    new MutationObserver(() => {
      if (/Loading register a cloud account/.test(document.getElementById('main')?.textContent ?? '')) seen.loadingShown = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: /Step 2 of 5/ }).getByRole('heading', { name: 'Account', exact: true })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { loadingShown?: boolean }).loadingShown ?? false), 'loading shown between steps').toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('AWS account ID')).toBeFocused();
  await page.keyboard.type('444455556666');

  // Step 2 → 3 and back, the same way.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('region', { name: /Step 3 of 5/ }).getByRole('heading', { name: 'Trust', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('External ID', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: /Step 2 of 5/ }).getByRole('heading', { name: 'Account', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('AWS account ID')).toBeFocused();
  expect(errors).toEqual([]);
});
