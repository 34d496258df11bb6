import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';

/** Issue 32: the rough edges a second full day of admin work found, each as its reported steps. */

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

test('1. focus returns to the control that opened a dialog, whichever way it closed', async ({ page }) => {
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

test('2. keys typed right after Ctrl+K land in the palette, even before its code arrives; it finds the screen’s own actions', async ({ page }) => {
  // The palette's code arrives late, as on a slow phone.
  await page.route(/command-palette-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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

test('2. on a fresh page, "prod" typed at 60 ms a key after Ctrl+K is all in the box', async ({ page }) => {
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
