import { test, expect } from '@playwright/test';

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('the page draws the console frame: its name, the main navigation and a loading screen', async ({ page }) => {
    await page.goto('/workgroups/wg-0001');
    await expect(page.getByRole('link', { name: 'Graph Cloud Console' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud providers' })).toHaveAttribute('href', '/cloud-providers');
    await expect(page.getByRole('status')).toHaveText('Loading the console…');
    // (axe needs scripts to run; the frame is the app shell's own markup, scanned on every screen.)
  });
});

test('the landing screen reads leave with the code and are each sent once', async ({ page }) => {
  const gets: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes('/controller/v4/v2/')) gets.push(new URL(r.url()).pathname);
  });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  await expect(page.getByRole('heading', { level: 1, name: /^Schedules of/ })).toBeVisible();
  // Whatever would be sent twice has been sent by now.
  await expect(page.getByRole('region', { name: 'Week view' })).toBeVisible();
  await page.waitForTimeout(1000);
  const counts = Object.fromEntries([...new Set(gets)].map((p) => [p, gets.filter((g) => g === p).length]));
  expect(counts).toEqual({
    '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1': 1,
    '/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/schedules': 1,
    '/controller/v4/v2/workspaces/meta': 1,
    // The header's organization name and the compute panel's list prices (issue 31).
    '/controller/v4/v2/org/self': 1,
    // The header's who acts (issue 49).
    '/controller/v4/v2/whoami': 1,
    '/controller/v4/v2/billing/resource-pricing': 1,
    // The quota's largest size: the schedule editor offers no size above it (issue 43).
    '/controller/v4/v2/org/quota': 1,
  });
});
