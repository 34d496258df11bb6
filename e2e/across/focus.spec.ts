import { type Page, expect, test } from '@playwright/test';
import { API_KEY, V, api, createWorkgroup, leaveNoWorkgroups, expectAccessible, snap, unique, watchErrors } from '../helpers';

leaveNoWorkgroups();

// Focus follows the person: back to what opened a dialog, onto what was made, onto the new screen.

const WS = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('focus stays with the person: after saving the name and logo, installing an add-on and adding a configuration', async ({ page, baseURL, request }) => {
  // The organization's name and logo, by keyboard: focus returns to the button that opened the form.
  await page.goto('/organization');
  const section = page.getByRole('region', { name: 'Name and logo' });
  const edit = section.getByRole('button', { name: 'Edit name and logo' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await section.getByLabel('Logo URL').fill(`${baseURL}/favicon.svg`);
  await section.getByRole('button', { name: 'Save organization' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Organization updated')).toBeVisible();
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await section.getByLabel('Logo URL').fill('');
  await section.getByRole('button', { name: 'Save organization' }).click();
  await expect(edit).toBeFocused();
  await expectAccessible(page, 'organization after save');

  // Installing an add-on from its card: the card says it is installed, and that line has focus.
  await page.goto('/addons');
  const card = page
    .getByRole('list', { name: 'Add-ons' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'CoPilot' }) });
  await card.getByRole('button', { name: 'Install CoPilot' }).focus();
  await page.keyboard.press('Enter');
  const installed = card.getByRole('status').filter({ hasText: 'CoPilot is installed for the organization' });
  await expect(installed).toBeVisible();
  await expect(installed).toBeFocused();
  await expectAccessible(page, 'marketplace after install');
  await snap(page, 'addon-installed-focus');

  // Adding a configuration: the new row has focus.
  await page.goto('/addons/addon-copilot');
  await page.getByLabel('Configuration name').fill('temperature');
  await page.getByLabel('Configuration value').fill('0.2');
  await page.getByLabel('Configuration value').press('Enter');
  const table = page.getByRole('table', { name: 'CoPilot configurations' });
  const row = table.getByRole('row', { name: /temperature/ });
  await expect(row).toBeFocused();
  await expectAccessible(page, 'configuration added');
  await row.getByRole('button', { name: 'Remove temperature' }).click();
  await expect(page.getByText('CoPilot has no configurations yet.')).toBeVisible();
  // Turned off, then on again from its own screen: the same line takes focus there.
  expect((await request.post(`${V}/addons/addon-copilot/install?enable=false`, { headers: { 'x-api-key': API_KEY } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Turn CoPilot on again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'CoPilot is installed for the organization' })).toBeFocused();
  // Left as it was found: CoPilot turned off.
  expect((await request.post(`${V}/addons/addon-copilot/install?enable=false`, { headers: { 'x-api-key': API_KEY } })).ok()).toBe(true);
});

/** Presses Tab until the named control has focus (at most 60 presses), as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('focus returns to the control that opened a dialog, whichever way it closed', async ({ page }) => {
  await page.goto('/workgroups/wg-0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Fraud detection' })).toBeVisible();
  const cases: [string | RegExp, (dialog: ReturnType<Page['getByRole']>) => Promise<void>][] = [
    ['Edit workgroup', (d) => d.getByRole('button', { name: 'Cancel' }).click()],
    ['Edit workgroup', (d) => d.getByRole('button', { name: 'Close' }).click()],
    ['Edit workgroup', async () => page.keyboard.press('Escape')],
    ['Delete workgroup', (d) => d.getByRole('button', { name: 'Cancel' }).click()],
  ];
  for (const [opener, close] of cases) {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await close(dialog);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: opener })).toBeFocused();
    // The next Tab continues from there, not from "Skip to content".
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeFocused();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
  }

  // The workspace's Resize, an allow-list entry's Edit, a schedule's Delete.
  for (const [url, opener, closeName] of [
    ['/workgroups/wg-0001/workspaces/ws-0001-1', 'Resize', 'Cancel'],
    ['/workgroups/wg-0001/allow-list', 'Edit 10.0.0.0/8', 'Cancel'],
  ] as const) {
    await page.goto(url);
    await page.getByRole('button', { name: opener, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: closeName }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: opener, exact: true })).toBeFocused();
  }
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  const deleteSchedule = page.getByRole('button', { name: /^Delete schedule: / }).first();
  await deleteSchedule.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteSchedule).toBeFocused();
  await expectAccessible(page, 'after dialogs');
});

test('focus follows the person: the new screen’s heading after a navigation, never the page’s start after a dialog', async ({ page }) => {
  await page.goto('/workgroups');
  // Once the console runs: before that, the page's static frame links load a new page (focus at its start, as any page load).
  await expect(page.getByRole('link', { name: 'Fraud detection' })).toBeVisible();
  await page.getByRole('link', { name: 'Cloud providers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud providers' })).toBeFocused();
  await page.goto(`${WS}?dialog=pause`);
  const dialog = page.getByRole('dialog', { name: /^Pause / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('focus and first clicks: a new schedule, entry, user and key take focus; Generate a password works on the first click', async ({ page, request }) => {
  const errors = watchErrors(page);
  const wg = await createWorkgroup(request, unique('focus'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'focused', workspace_type_name: 'TG-0' });
  // Schedule: once created, focus lands on its row in the list.
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`);
  await page.getByRole('radio', { name: 'Every day' }).check();
  await page.getByLabel('Time', { exact: true }).fill('06:17');
  await page.getByLabel('Size to set').selectOption('TG-1');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.locator(':focus')).toContainText('6:17 AM');
  await expect(page.locator(':focus')).toHaveAttribute('data-row-key', /.+/);

  // Allow-list entry.
  const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  await page.goto(`/workgroups/${wg}/allow-list`);
  await page.getByLabel('Address or range').fill(address);
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.locator(':focus')).toContainText(address);
  await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'TR');

  // Database user: Generate works on the first click, straight from the empty password field (its blur message
  // appears below the buttons); after the password is saved, the user's row has focus.
  const username = `focus_${Date.now().toString(36)}`;
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const create = page.getByRole('dialog', { name: 'Create a database user' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Password', { exact: true }).focus();
  await create.getByRole('button', { name: 'Generate a password' }).click();
  await expect(create.getByLabel('Password', { exact: true })).toHaveValue(/^.{20}$/);
  await create.getByRole('button', { name: 'Create user' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.locator(':focus')).toContainText(username);

  // Change password: the dialog opens in the password field; one click generates.
  await page.getByRole('button', { name: `Change password of ${username}` }).click();
  const change = page.getByRole('dialog', { name: `Change the password of ${username}` });
  await expect(change.getByLabel('New password')).toBeFocused();
  await change.getByRole('button', { name: 'Generate a password' }).click();
  await expect(change.getByLabel('New password')).toHaveValue(/^.{20}$/);
  await snap(page, 'guard-generate-first-click');
  await change.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.locator(':focus')).toContainText(username);

  // API key.
  await page.goto('/organization');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const description = unique('focus key');
  const key = page.getByRole('dialog', { name: 'Create an API key' });
  await key.getByLabel('Description').fill(description);
  await key.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.locator(':focus')).toContainText(description);
  await expectAccessible(page, 'new key row focused');
  await snap(page, 'guard-key-focused');
  expect(errors).toEqual([]);
});
