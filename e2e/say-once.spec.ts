import { expect, test, type Page } from '@playwright/test';
import { api, enterApiKey, expectAccessible, snap, againstAwkwardUpstream, V, watchErrors } from './helpers';

// Issue 43, "say things once, the same way": one formatter for sizes, one for times (the viewer's clock
// habit: these journeys run in en-US, a 12-hour locale), "unknown" and "—" for what is missing,
// "Paused" for a paused workspace, an unknown region said so, where prices come from said as it is,
// and the compute panel describing the week the week view shows.

/** The page's visible text must never show a value the service did not send as if it had. */
async function expectNoRawEmpties(page: Page, where: string): Promise<void> {
  const text = await page.locator('main').innerText();
  expect(text, where).not.toMatch(/\bnull\b|\bundefined\b|\bNaN\b|Invalid Date|1970/);
}

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

test('the second demo organization has a real creation date, never 1970', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change API key' }).click();
  await page.getByLabel('New API key').fill('other-org-api-key');
  await page.getByRole('button', { name: 'Save API key' }).click();
  await page.goto('/organization');
  const created = page.getByRole('region', { name: 'Organization' }).locator('time');
  await expect(created).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, 20\d\d, \d{1,2}:\d\d [AP]M UTC$/);
  await expectNoRawEmpties(page, 'the second organization');
});

test.describe('in the viewer’s own zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the restore log reads in local time, to the second, with the zone named', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-0004/workspaces/ws-0004-3/backups');
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: 'quarter-end' }).getByRole('button', { name: 'Restore quarter-end' }).click();
    const dialog = page.getByRole('dialog', { name: /^Restore .* from quarter-end\?$/ });
    await dialog.getByLabel(/Type .* to confirm/).fill('quarter-end');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    const log = page.getByRole('region', { name: /^Restore of .* from quarter-end$/ }).getByLabel('Restore log');
    await expect(log).toContainText('Restore finished', { timeout: 20_000 });
    // Every instant of the log in Tokyo time (GMT+9), 12-hour, and the backup's size in binary units.
    await expect(log).toContainText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d:\d\d [AP]M GMT\+9 Restore restore-/);
    await expect(log).toContainText(/Downloading the backup \(\d+(\.\d+)? (GiB|MiB|TiB)\)/);
    await expect(log).not.toContainText(/\d{4}-\d\d-\d\dT\d\d:/);
    await expectAccessible(page, 'restore log in local time');
    await snap(page, 'say-once-restore-log');
    expect(errors).toEqual([]);
  });
});

test('a paused workspace reads "Paused" wherever its status shows', async ({ page, request }) => {
  const errors = watchErrors(page);
  // The demo's wg-0004 starts with a paused read-write workspace; found by its status, not assumed.
  const wg = await api<{ workspaces: { workspace_id: string; name: string; status: string }[] }>(request, 'GET', `${V}/workgroups/wg-0004`);
  const paused = wg.workspaces.find((w) => w.status === 'Stopped');
  expect(paused, 'a paused workspace in wg-0004').toBeTruthy();

  await page.goto(`/workgroups?q=${encodeURIComponent('wg-0004')}`);
  const row = page.getByRole('row').filter({ hasText: 'wg-0004' });
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await expect(row.getByText('Stopped', { exact: true })).toHaveCount(0);

  await page.goto('/workgroups/wg-0004');
  const listed = page.getByRole('row').filter({ hasText: paused!.name });
  await expect(listed.getByText('Paused', { exact: true })).toBeVisible();

  await page.goto(`/workgroups/wg-0004/workspaces/${paused!.workspace_id}`);
  await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeVisible();
  await expect(page.getByText('Paused', { exact: true }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\bStopped\b/);
  await snap(page, 'say-once-paused');

  await page.goto(`/workgroups/wg-0004/workspaces/${paused!.workspace_id}/monitoring`);
  await expect(page.getByText('The workspace is paused: it uses no CPU or memory, and its services are down.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown region in the address is said so, with a way back to every region', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups?region=mars-1');
  const empty = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'No workgroup in region mars-1' }) });
  await expect(empty).toContainText('mars-1 is an unknown region: the service offers no region of that name.');
  // The region filter names it instead of claiming "All regions".
  const region = page.getByLabel('Region', { exact: true });
  await expect(region).toHaveValue('mars-1');
  await expect(region.locator('option:checked')).toHaveText('mars-1 · unknown region');
  await expectAccessible(page, 'unknown region');
  await snap(page, 'say-once-unknown-region');

  await empty.getByRole('button', { name: 'Show all regions' }).click();
  await expect(page).not.toHaveURL(/region=/);
  await expect(region.locator('option:checked')).toHaveText('All regions');
  await expect(page.getByRole('heading', { name: /No workgroup in region/ })).toHaveCount(0);
  await expect(page.getByText(/^\d[\d,]* workgroups?$/)).toBeVisible();

  // An unknown platform is not taken from the address: the list shows every platform and says so in its filter.
  await page.goto('/workgroups?platform=mars');
  await expect(page.getByLabel('Platform', { exact: true }).locator('option:checked')).toHaveText('All platforms');
  await expect(page).not.toHaveURL(/platform=/);
  expect(errors).toEqual([]);
});

test('Settings says where prices come from: the deployment’s published list', async ({ page }) => {
  await page.goto('/settings');
  const prices = page.getByRole('region', { name: 'Compute prices (optional)' });
  await expect(
    prices.getByText(/^This deployment publishes its price list: Create workspace, Resize and the schedule screens show its prices per hour/),
  ).toBeVisible();
  await expect(prices).not.toContainText('knows no prices');
  await snap(page, 'say-once-settings-prices');

  // The schedules show those prices, as Settings says.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  await expect(page.getByText('Money at the service’s list prices (per hour, for this size, region and HA).')).toBeVisible();
});

test.describe('the compute panel under the week view', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('describes the week the view shows, after Previous and Next week', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
    const week = page.getByRole('region', { name: 'Week view' });
    const heading = week.getByRole('group', { name: 'Week' }).locator('strong');
    await expect(heading).toHaveText(/^This week: /);
    await expect(page.getByRole('region', { name: 'Compute this week' }).getByText('vCPU-hours this week')).toBeVisible();

    await week.getByRole('button', { name: 'Next week' }).click();
    await expect(heading).toHaveText(/^In 1 week: (\d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d)$/);
    const dates = /: (.*)$/.exec((await heading.textContent()) ?? '')![1]!;
    const next = page.getByRole('region', { name: 'Compute in 1 week' });
    await expect(next.getByText('vCPU-hours that week')).toBeVisible();
    await expect(next.getByText(`The week shown, ${dates}, in Europe/Berlin`)).toBeVisible();
    await expect(next.getByRole('table', { name: `Hours at each size in the week ${dates}` })).toBeVisible();

    await week.getByRole('button', { name: 'Previous week' }).click();
    await week.getByRole('button', { name: 'Previous week' }).click();
    await expect(heading).toHaveText(/^1 week ago: /);
    await expect(page.getByRole('region', { name: 'Compute 1 week ago' }).getByText('vCPU-hours that week')).toBeVisible();

    // Forward to the week the clocks spring forward: the view draws a 23-hour day, the panel counts 167 hours.
    const spring = week.getByText(/has 23 hours in Europe\/Berlin/);
    for (let i = 0; i < 60 && !(await spring.isVisible()); i++) await week.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('region', { name: /^Compute / }).getByText(/in Europe\/Berlin: 167 h \(the clocks change (this|that) week\)/)).toBeVisible();
    await expectAccessible(page, 'compute of the week shown');
    await snap(page, 'say-once-compute-week');

    await week.getByRole('button', { name: 'This week' }).click();
    await expect(page.getByRole('region', { name: 'Compute this week' })).toBeVisible();
    expect(errors).toEqual([]);
  });
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
