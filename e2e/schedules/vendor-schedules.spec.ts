import { test, expect, type Page } from '@playwright/test';
import { enterApiKey, expectAccessible, snap, againstAwkwardUpstream, createDailyScheduleAtVendorPath, varyUpstream, watchErrors } from '../helpers';

/**
 * Issue 50, regression (b): in proxy mode against the vendor's dialect, schedules kept at the vendor's
 * older path (revision A: /workspaces/{id}/schedules) must be found on every screen that shows them.
 * The upstream here is the vendor's older service as it answers in the field: the contract's path is refused
 * before the service, by a router's 405 (it takes only POST actions under a workspace) or a gateway's 404 in
 * the service's envelope naming nothing, and a workspace it keeps no schedules for is answered Not-Found
 * (a 500, revision A's only error besides 400) at the path it serves.
 */
againstAwkwardUpstream({ dialect: 'vendor', noSchedules: 'not-found' });

const weekdays = /Weekdays at 8:00 AM America\/New_York → TG-2/;
const notOffered = /does not offer|not offered/;

async function expectWorkgroupSchedules(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  const prod = page.getByRole('region', { name: 'fraud-prod · TG-1' });
  await expect(prod.getByText(weekdays)).toBeVisible();
  // The read-only workspace has no schedules: the older service says Not-Found, which is nothing scheduled, not a missing operation.
  const archive = page.getByRole('region', { name: 'fraud-archive · size unknown' });
  await expect(archive.getByText(/^No schedules\./)).toBeVisible();
  // A workspace sent without an id (the vendor's dialect) is shown read-only: no path to read its schedules at, and no error.
  await expect(page.getByRole('region', { name: 'entry without an id · size unknown' }).getByText('Read-only: sent without an id')).toBeVisible();
  await expect(page.getByText(/could not load/)).toHaveCount(0);
  await expect(page.getByText(notOffered)).toHaveCount(0);
}

for (const contractSchedules of ['405', '404-bare-envelope']) {
  test(`a workspace's schedules, the workgroup's, a new schedule and a reload, all at the vendor's older path (contract path: ${contractSchedules})`, async ({
    page,
    request,
  }) => {
    await varyUpstream(request, { contractSchedules });
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
    await enterApiKey(page, 'vendor-key-0001');
    await expect(page.getByText(weekdays)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Schedules (3)' })).toBeVisible();

    // The workgroup's schedules, by the breadcrumb and the workgroup's Schedules button.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Fraud graph' }).click();
    await page.getByRole('link', { name: 'Schedules', exact: true }).click();
    await expectWorkgroupSchedules(page);
    await expectAccessible(page, 'workgroup schedules, vendor');

    // Back to fraud-prod's schedules, and a new one there.
    await page.getByRole('region', { name: 'fraud-prod · TG-1' }).getByRole('link', { name: 'Edit schedules' }).click();
    await createDailyScheduleAtVendorPath(page);
    await expect(page.getByText('Schedule created')).toBeVisible();
    const added = page.getByRole('listitem').filter({ hasText: 'Every day at 6:15 AM UTC → TG-1' });
    await expect(added).toBeVisible();

    // A reload finds them all again, and so does the workgroup's screen.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Schedules (4)' })).toBeVisible();
    await expect(added).toBeVisible();
    await expect(page.getByText(weekdays)).toBeVisible();
    await expect(page.getByText(/could not load/)).toHaveCount(0);
    await page.goto('/workgroups/wg-aw-1/schedules');
    await expectWorkgroupSchedules(page);
    await expect(page.getByRole('region', { name: 'fraud-prod · TG-1' }).getByText(/Every day at 6:15 AM UTC → TG-1/)).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("opened first at the workgroup's schedules, a workspace the older service keeps none for says so, in light and dark, wide and narrow", async ({
  page,
  request,
}) => {
  await varyUpstream(request, { contractSchedules: '405' });
  await page.goto('/workgroups/wg-aw-1/schedules');
  await enterApiKey(page, 'vendor-key-0001');
  await expectWorkgroupSchedules(page);
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectAccessible(page, `workgroup schedules ${width} ${colorScheme}`);
      await snap(page, `vendor-workgroup-schedules-${width}-${colorScheme}`);
    }
  }
});
