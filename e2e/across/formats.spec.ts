import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, enterApiKey, expectAccessible, snap, watchErrors, expectNoRawEmpties } from '../helpers';

// Sizes, times, dates and missing values are said one way everywhere (one formatter each), in the viewer's locale and zone.

test.describe('dates in the browser’s locale', () => {
  test.use({ locale: 'en-GB' });
  test('en-GB reads day month year', async ({ page }) => {
    await page.goto('/cloud-providers/cp-aws-lab');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}/);
  });
});

test('sizes read in one unit system and times in the viewer’s 12-hour habit with the zone named', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/organization');
  const quota = page.getByRole('region', { name: 'Quota' });
  // The tier's 4096 GiB reads 4 TiB, and the largest size's "1024Gi" reads 1 TiB beside it.
  await expect(quota.getByRole('meter', { name: /^Memory: \d+(\.\d+)? [GT]iB of 4 TiB$/ })).toBeVisible();
  await expect(quota.getByText('TG-16 (1 TiB)')).toBeVisible();
  await expect(quota).not.toContainText(/\d+Gi\b|4096|1024/);
  // The organization's creation date: a real one, to the minute, with AM/PM and the zone.
  await expect(page.getByRole('region', { name: 'Organization' }).locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M UTC$/);
  await expectAccessible(page, 'organization, one unit system');
  await snap(page, 'say-once-organization');

  // The schedule editor's sizes: the service's "128Gi" reads as everywhere else.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  const size = page.getByRole('region', { name: 'New schedule' }).getByLabel('Size to set');
  await expect(size.getByRole('option', { name: /^TG-16 · 128 vCPU · 1 TiB/ })).toBeAttached();
  await expect(size).not.toContainText(/\dGi\b/);
  // A schedule's next run: the viewer's 12-hour clock, the zone named.
  await expect(
    page
      .getByRole('region', { name: /^Schedules/ })
      .getByText(/^Next: .*\d{1,2}:\d\d [AP]M [A-Z]{2,4}/)
      .first(),
  ).toBeVisible();

  // A maintenance window's hour follows the same habit.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  await expect(page.getByText(/every (week|\d+ weeks), [A-Z][a-z]+day \d{1,2}:00 [AP]M /).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('against a service that sends nulls', () => {
  // The organization's reads offered, as a deployment of revision C: its creation date is not sent.
  againstAwkwardUpstream({ org: 'offered' });

  test('nothing missing reads "null", "NaN" or 1970: a missing date is "unknown", a missing number "—"', async ({ page }) => {
    await page.goto('/organization');
    await enterApiKey(page, 'awkward-key-0001');
    await expect(page.getByRole('region', { name: 'Organization' }).getByText('unknown')).toBeVisible();
    await expectNoRawEmpties(page, 'organization');

    await page.goto('/workgroups/wg-aw-1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawEmpties(page, 'workgroup');
    await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawEmpties(page, 'workspace');
    await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1/backups');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoRawEmpties(page, 'backups');
    await snap(page, 'say-once-awkward-backups');
    for (const [path, what] of [
      ['/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules', 'schedules'],
      ['/cloud-providers', 'cloud providers'],
      ['/workgroups', 'workgroups'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoRawEmpties(page, what);
    }
  });
});
