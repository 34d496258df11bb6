import { test, expect } from '@playwright/test';
import { findChromium, quietChromiumFlags } from '../../scripts/chromium.mjs';
import { watchLayoutShift } from '../helpers';

// A desktop browser on Windows or Linux shows a scrollbar that takes room (Playwright hides it by default). The page's
// frame is shorter than the window and the screen that replaces it is longer: when the scrollbar came, it narrowed the
// page and moved everything on it (Lighthouse desktop: 0.011 on every data screen, 0.06–0.09 on some runs).
test.use({ launchOptions: { executablePath: findChromium(), args: quietChromiumFlags, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const ws = '/workgroups/wg-0001/workspaces/ws-0001-1';
for (const [name, url, heading] of [
  ['workspace', ws, 'production'],
  ['schedule editor', `${ws}/schedules`, 'Schedules of production'],
  ['billing', '/billing', 'Billing'],
] as const) {
  test(`${name} at 1350 × 940 px (Lighthouse's desktop) with a scrollbar that takes room: nothing moves when the screen outgrows the window`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    const shift = await watchLayoutShift(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const moved = await shift();
    // The screen has outgrown the window: the scrollbar is there, and takes room.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    expect(moved).toBeLessThan(0.005);
    await context.close();
  });
}
