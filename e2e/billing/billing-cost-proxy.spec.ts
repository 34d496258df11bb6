import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { againstAwkwardUpstream, enterApiKey, expectAccessible, snap, watchErrors, watchLayoutShift } from '../helpers';

/**
 * Issue 53, cost, in proxy mode: the upstream keeps no usage history (GET /billing/usage answers 404), so
 * the month is estimated from the workspaces as they are, and the screen says what it cannot count. The
 * CSV still adds up to the figure shown.
 */
againstAwkwardUpstream({ org: 'offered', dialect: 'vendor' });

test('no usage history upstream: an estimate, said to be one, whose CSV total is the month to date shown', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups');
  await enterApiKey(page, 'awkward-key-0001');
  const shift = await watchLayoutShift(page);
  const usage = page.waitForResponse((r) => r.url().endsWith('/billing/usage'));
  await page.goto('/billing');
  // The upstream's 404 (an HTML page) comes back as the proxy's envelope naming it.
  const answer = await usage;
  expect([answer.status(), (await answer.allHeaders())['x-upstream-status']]).toEqual([502, '404']);
  const month = page.getByRole('region', { name: 'This month' });
  await expect(month.getByText(/estimated: this deployment keeps no usage history/)).toBeVisible();
  const shown = (await month
    .locator('div', { has: page.getByText(/^Month to date/) })
    .locator('dd')
    .textContent())!;
  expect(shown).toMatch(/^US\$ [\d,]+\.\d\d$/);
  const explorer = page.getByRole('region', { name: 'Cost explorer' });
  await expect(explorer.getByText(/pauses and resizes earlier this month cannot be counted and deleted workspaces are missing/)).toBeVisible();
  await expect(explorer.getByText('Last month cannot be worked out here: this deployment keeps no usage history.')).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), explorer.getByRole('button', { name: 'Download CSV' }).click()]);
  const total = fs
    .readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n')
    .at(-1)!;
  expect(`US$ ${Number(JSON.parse(`[${total}]`).at(-1)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(shown);
  expect(await shift(), 'layout shift while the estimate arrives').toBeLessThan(0.01);
  await expectAccessible(page, 'proxy billing cost estimate');
  await snap(page, 'proxy-billing-cost');
  expect(errors).toEqual([]);
});
