import { expect, test } from '@playwright/test';
import { consoleStarted, expectAccessible } from '../helpers';

// The command palette (Ctrl+K): what is typed lands in it, from the first key, and it opens empty each time.

test('on a fresh page whose reads are still landing, "prod" typed straight after Ctrl+K is all in the palette', async ({ page }) => {
  // Every answer takes 300 ms, so the screen's reads land while the palette's code loads (a render React throws away).
  await page.route(/\/controller\/v4\//, async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
  await page.goto('/billing');
  await expect(page.getByRole('button', { name: /^Go to/ })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('prod');
  const box = page.getByRole('dialog', { name: 'Go to or do' }).getByRole('combobox');
  await expect(box).toHaveValue('prod');
  await expect(box).toBeFocused();
  await expectAccessible(page, 'palette');
});

test('the palette opens empty each time: a second search is not added to the first', async ({ page }) => {
  await page.goto('/workgroups/wg-0001');
  // The server draws the heading before any script runs (issue 62): the console has started once its header says who acts.
  await consoleStarted(page);
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

test('keys typed right after Ctrl+K land in the palette, even before its code arrives; it finds the screen’s own actions', async ({ page }) => {
  // The palette's code arrives late, as on a slow phone.
  await page.route(/command-palette-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  // The console has started (the server drew the heading before any script ran): its header says who acts.
  await consoleStarted(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.type('resize', { delay: 60 });
  const palette = page.getByRole('dialog', { name: 'Go to or do' });
  const box = palette.getByRole('combobox');
  await expect(box).toHaveValue('resize');
  await expect(box).toBeFocused();
  await expect(palette.getByRole('option').first()).toHaveText(/Resize this workspace/);
  await expectAccessible(page, 'palette with screen actions');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Resize/ })).toBeVisible();
  await expect(page).toHaveURL(/dialog=resize/);
});

test('on a fresh page, "prod" typed at 60 ms a key after Ctrl+K is all in the box', async ({ page }) => {
  await page.route(/command-palette-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('prod', { delay: 60 });
  await expect(page.getByRole('dialog', { name: 'Go to or do' }).getByRole('combobox')).toHaveValue('prod');
});
