import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { MEMBER_TOKEN, clearSessionToken, failReads, OWNER_TOKEN, expectAccessible, saveSessionToken, snap } from '../helpers';

async function useToken(page: Page, token: string) {
  await saveSessionToken(page, token);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Organization users' }).click();
}

test('without a token the screen says what is needed', async ({ page }) => {
  // The demo's session starts with its owner's token: cleared, as a person would.
  await clearSessionToken(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'An owner session token is needed' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).last().click();
  await expect(page).toHaveURL(/\/settings$/);
});

test('as owner, add a role to a user and remove another, and see the list updated', async ({ page }) => {
  await useToken(page, OWNER_TOKEN);
  // The users' table, not the invitations' below it.
  const table = page.getByRole('region', { name: 'Users' }).getByRole('table');
  await expect(table.getByRole('row', { name: /Alan Turing/ })).toContainText('Billing Admin');
  await page.getByLabel('Filter').fill('alan');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'users');
  await page.getByRole('button', { name: 'Edit roles of alan@acme.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roles of Alan Turing' });
  await expect(dialog.getByText('replace all of this user', { exact: false })).toBeVisible();
  await dialog.getByRole('checkbox', { name: /Billing Viewer/ }).check();
  await dialog.getByRole('checkbox', { name: /Billing Admin/ }).uncheck();
  await expect(dialog.getByText('Added').locator('..')).toContainText('Billing Viewer');
  await expect(dialog.getByText('Removed').locator('..')).toContainText('Billing Admin');
  await expectAccessible(page, 'roles dialog');
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the roles of Alan Turing?' });
  await expect(confirm.getByText('Organization Member, Billing Viewer', { exact: false })).toBeVisible();
  await snap(page, 'roles-confirm');
  const [put] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/users/user-alan/roles')),
    confirm.getByRole('button', { name: 'Replace roles' }).click(),
  ]);
  expect(JSON.parse(put.postData() ?? '{}')).toEqual({ roles: ['org_member', 'billing_viewer'] });
  // The page sends no token: the console's server adds the owner's from the session (the roles were replaced).
  expect(put.headers().authorization).toBeUndefined();
  await expect(confirm).toBeHidden();
  const row = table.getByRole('row', { name: /Alan Turing/ });
  await expect(row).toContainText('Billing Viewer');
  await expect(row).not.toContainText('Billing Admin');
});

test('removing the last owner role needs an explicit warning', async ({ page }) => {
  await useToken(page, OWNER_TOKEN);
  await page.getByRole('button', { name: 'Edit roles of ada@acme.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Roles of Ada Lovelace' });
  await dialog.getByRole('checkbox', { name: /Organization Admin/ }).uncheck();
  await dialog.getByRole('checkbox', { name: /Organization Member/ }).check();
  await dialog.getByRole('button', { name: 'Review change' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the roles of Ada Lovelace?' });
  await expect(confirm.getByText(/last user with Organization Admin/)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Replace roles' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Back' }).click();
});

test('as a non-owner, role editing is disabled with why, and the service refuses a change too (403)', async ({ page, request }) => {
  await useToken(page, MEMBER_TOKEN);
  // The service says whose token it is (the assumed GET /users/me): nothing needs to be tried first.
  await expect(page.getByText(/belongs to grace@acme\.example, who is not an organization owner/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit roles of katherine@acme.example' })).toBeDisabled();
  await expectAccessible(page, 'member');
  const refused = await request.put('/users/user-katherine/roles', {
    headers: { authorization: `Bearer ${MEMBER_TOKEN}`, 'content-type': 'application/json' },
    data: { roles: ['org_member'] },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('Only an organization owner (Organization Admin) may replace user roles');
});

test('a failed refresh keeps the list on screen, says it may be out of date, and can be retried', async ({ page }) => {
  await useToken(page, OWNER_TOKEN);
  const row = page.getByRole('row', { name: /Katherine Johnson/ });
  await expect(row).toBeVisible();
  await page.route('**/users', failReads);
  await page.getByRole('button', { name: 'Edit roles of katherine@acme.example' }).click();
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: /Billing Admin/ })
    .check();
  await page.getByRole('dialog').getByRole('button', { name: 'Review change' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Replace roles' }).click();
  // The change went through; the refresh after it failed (after its retries).
  await expect(page.getByText('The list could not be refreshed; it may be out of date')).toBeVisible({ timeout: 15_000 });
  await expect(row).toBeVisible();
  await expect(page.getByText('req-refresh')).toBeVisible();
  await page.unroute('**/users', failReads);
  await page.getByRole('button', { name: 'Refresh the list' }).click();
  await expect(row).toContainText('Billing Admin');
  await expect(page.getByText('The list could not be refreshed; it may be out of date')).toHaveCount(0);
  await expectAccessible(page, 'stale users list');
});

test('with a member token the Edit roles buttons are disabled, with the reason, before anything is tried', async ({ page }) => {
  await saveSessionToken(page, MEMBER_TOKEN);
  await page.goto('/users');
  // Whose token this is comes from the service (whoami, issue 42): a member is told before trying.
  await expect(page.getByRole('button', { name: 'Edit roles of katherine@acme.example' })).toBeDisabled();
  await expect(page.getByText(/who is not an organization owner/).first()).toBeVisible();
  await expectAccessible(page, 'roles blocked');
});
