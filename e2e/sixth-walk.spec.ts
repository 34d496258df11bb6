import { expect, test } from '@playwright/test';
import { OWNER_TOKEN, V, api, expectAccessible, saveSessionToken, snap, unique, watchErrors } from './helpers';

/** What the sixth newcomer walks (workspaces; organization and access) found, each as the walker’s own steps. */

test('the palette opens empty each time: a second search is not added to the first', async ({ page }) => {
  await page.goto('/workgroups/wg-0001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Go to or do' });
  const box = palette.getByRole('combobox', { name: 'Search screens, workgroups, workspaces and actions' });
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await page.keyboard.type('users');
  await expect(box).toHaveValue('users');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await page.keyboard.type('billing');
  await expect(box).toHaveValue('billing');
  await expect(palette.getByRole('option', { name: /Billing/ }).first()).toBeVisible();
  // Closed with Ctrl+K itself, too.
  await page.keyboard.press('Control+K');
  await expect(palette).toBeHidden();
  await page.getByRole('button', { name: /^Go to/ }).click();
  await expect(box).toHaveValue('');
});

test('a new API key stays on screen until "I have saved it", and a reload does not offer to create another', async ({ page, request }) => {
  const errors = watchErrors(page);
  // Reached in the console, so that Back stays in it.
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('organization');
  await page
    .getByRole('dialog', { name: 'Go to or do' })
    .getByRole('option', { name: /^Organization(?! users)/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create an API key' });
  const description = unique('Walk key');
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Create key' }).click();
  const made = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(made.getByLabel('The new API key')).toBeVisible();
  // Escape and a click beside it keep the only copy on screen.
  await page.keyboard.press('Escape');
  await expect(made).toBeVisible();
  await page.mouse.click(5, 400);
  await expect(made).toBeVisible();
  // The address no longer opens the create form.
  await expect(page).not.toHaveURL(/dialog=create-key/);
  // Back, as far as another screen: asked first, and staying keeps the key on screen.
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.goBack();
  await page.goBack();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  expect(asked[0]).toContain('The new API key is shown only once');
  await expect(made.getByLabel('The new API key')).toBeVisible();
  await expect(page).toHaveURL(/\/organization$/);
  await expectAccessible(page, 'new key shown');
  await snap(page, 'walk6-new-key');
  await made.getByRole('button', { name: 'I have saved it' }).click();
  await expect(made).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Organization', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: description })).toBeVisible();
  expect(errors).toEqual([]);
  const keys = await api<{ key_name: string; description: string }[]>(request, 'GET', `${V}/org/api-keys`);
  await api(request, 'DELETE', `${V}/org/api-keys`, { key_name: keys.find((k) => k.description === description)!.key_name });
});

test('two keys with one description: the delete dialog names which, by its masked key and date; a link to a deleted key says so', async ({ page, request }) => {
  const description = unique('Twin key');
  const first = await api<{ key_name: string; redacted_key: string }>(request, 'POST', `${V}/org/api-keys`, { description, life_time_in_seconds: 86_400 * 30 });
  const second = await api<{ key_name: string; redacted_key: string }>(request, 'POST', `${V}/org/api-keys`, {
    description,
    life_time_in_seconds: 86_400 * 30,
  });
  expect(first.redacted_key).not.toBe(second.redacted_key);
  await page.goto('/organization');
  await page.getByRole('button', { name: `Delete the key ${description} (${second.redacted_key})` }).click();
  const del = page.getByRole('dialog', { name: `Delete the API key "${description}"` });
  await expect(del.getByText(second.redacted_key)).toBeVisible();
  await expect(del.getByText(first.redacted_key)).toHaveCount(0);
  await expectAccessible(page, 'delete one of two keys');
  await snap(page, 'walk6-delete-twin-key');
  await del.getByRole('textbox').fill(description);
  await del.getByRole('button', { name: 'Delete key' }).click();
  await expect(del).toBeHidden();
  await expect(page.getByRole('button', { name: `Delete the key ${description} (${first.redacted_key})` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete the key ${description} (${second.redacted_key})` })).toHaveCount(0);
  // The walk's steps: an old link to delete a key already deleted.
  await page.goto(`/organization?dialog=delete-key&key=${second.key_name}`);
  const gone = page.getByRole('dialog', { name: 'Delete an API key' });
  await expect(gone.getByText(`No API key “${second.key_name}” is listed for this organization`)).toBeVisible();
  await gone.getByRole('button', { name: 'Back' }).click();
  await expect(page).not.toHaveURL(/dialog=/);
  await api(request, 'DELETE', `${V}/org/api-keys`, { key_name: first.key_name });
});

test('a half-typed invitation survives a reload and Back', async ({ page }) => {
  await saveSessionToken(page, OWNER_TOKEN);
  await page.goto('/users');
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('E-mail address').fill('halfway@acme.example');
  await form.getByRole('checkbox', { name: 'Billing Viewer' }).check();
  await page.reload();
  await expect(form.getByLabel('E-mail address')).toHaveValue('halfway@acme.example');
  await expect(form.getByRole('checkbox', { name: 'Billing Viewer' })).toBeChecked();
  await expect(page.getByText('What you typed earlier in this tab was kept')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workgroups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.goBack();
  await expect(form.getByLabel('E-mail address')).toHaveValue('halfway@acme.example');
  await expectAccessible(page, 'invitation draft');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
});

test('a logo whose image cannot be shown: the Organization screen gives its address and says so', async ({ page, request }) => {
  const before = await api<{ org_id: string; org_name: string; org_display_name: string; logo_url: string }>(request, 'GET', `${V}/org/self`);
  const put = (logoUrl: string) =>
    api(request, 'PUT', `${V}/org`, { orgID: before.org_id, orgName: before.org_name, orgDisplayName: before.org_display_name, logoUrl });
  await put('http://127.0.0.1:9/no-logo.png');
  try {
    await page.goto('/organization');
    const logo = page.getByRole('term').filter({ hasText: 'Logo' }).locator('xpath=following-sibling::dd');
    await expect(logo.getByText('http://127.0.0.1:9/no-logo.png')).toBeVisible();
    await expect(logo.getByText('The image at this address could not be shown.')).toBeVisible();
    await snap(page, 'walk6-logo-not-shown');
  } finally {
    await put(before.logo_url);
  }
});

test('a workspace created with the demo key names its creator, as a workgroup does', async ({ page, request }) => {
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/wg-0003/workspaces`, {
    name: unique('creator').toLowerCase(),
    workspace_type_name: 'TG-00',
  });
  const wg = await api<{ creator: string }>(request, 'GET', `${V}/workgroups/wg-0003`);
  const got = await api<{ creator: string }>(request, 'GET', `${V}/workgroups/wg-0003/workspaces/${ws.workspace_id}`);
  expect(got.creator).toMatch(/@/);
  expect(wg.creator).toMatch(/@/);
  await page.goto(`/workgroups/wg-0003/workspaces/${ws.workspace_id}`);
  const createdBy = page
    .getByRole('term')
    .filter({ hasText: /^Created by$/i })
    .locator('xpath=following-sibling::dd');
  await expect(createdBy).toHaveText(got.creator);
  await api(request, 'DELETE', `${V}/workgroups/wg-0003/workspaces/${ws.workspace_id}`);
});

test('Enter in a typed confirmation that does not match says why, instead of doing nothing', async ({ page }) => {
  // The walk's steps: Restore, type the name in another letter case, press Enter.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/backups');
  const table = page.getByRole('table', { name: /Backups/ });
  await table
    .getByRole('row')
    .filter({ hasText: 'Succeeded' })
    .first()
    .getByRole('button', { name: /^Restore / })
    .click();
  const confirm = page.getByRole('dialog', { name: /^Restore production/ });
  const typed = confirm.getByLabel('Type production to confirm');
  await typed.fill('Production');
  await typed.press('Enter');
  await expect(typed).toHaveAccessibleDescription(/Type production exactly as shown \(letter case counts\) to confirm/);
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'typed confirmation refused');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
