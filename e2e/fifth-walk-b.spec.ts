import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers';

/** Issue 50, part B: what a fifth walk still found (focus, validation, contrast, names, place, phone, wording), each as its reported steps. */

test('regression (a): on a fresh page whose reads are still landing, "prod" typed straight after Ctrl+K is all in the palette', async ({ page }) => {
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
