import { expect, test } from '@playwright/test';
import { expectAccessible, snap } from '../helpers';

// The read-only, idle and list screens scanned with axe in dark and on a phone.

// The demo's analytics (ws-0001-2) is read-only and idles; production (ws-0001-1) runs hot.
const ANALYTICS = '/workgroups/wg-0001/workspaces/ws-0001-2';
const PRODUCTION = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('the read-only idle workspace, its advice and schedules, the idle workgroup, the cloud providers and the backups pass axe in dark and on a phone', async ({
  page,
}) => {
  const screens: [string, string, RegExp][] = [
    [ANALYTICS, 'walk5-idle-workspace', /^analytics$/],
    [`${ANALYTICS}/monitoring?range=1h`, 'walk5-readonly-advice', /analytics/],
    [`${ANALYTICS}/schedules`, 'walk5-readonly-schedules', /Schedules of analytics/],
    ['/workgroups/wg-0001', 'walk5-idle-list', /Fraud detection/],
    ['/cloud-providers', 'walk5-cloud-providers', /^Cloud providers$/],
    [`${PRODUCTION}/backups`, 'walk5-backups', /Backups of production/],
  ];
  for (const [scheme, width] of [
    ['dark', 1280],
    ['light', 390],
    ['dark', 390],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width, height: 844 });
    // The monitoring range's contrast in dark mode is checked on its own (monitoring/monitoring.spec.ts): scanned in light here.
    for (const [url, name, heading] of screens.filter(([url]) => scheme === 'light' || !url.includes('/monitoring'))) {
      await page.goto(url);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^(Checking|Loading|Reading)/ })).toHaveCount(0);
      await expectAccessible(page, `${name} ${scheme} ${width}`);
      await snap(page, `${name}-${scheme}-${width}`);
    }
  }
});
