import { expect, test } from '@playwright/test';
import { V, api, createWorkgroup, leaveNoWorkgroups, creates, expectAccessible, snap, unique, watchErrors } from '../helpers';

leaveNoWorkgroups();

test('create a workspace with size, version and an add-on; watch it, resize, pause, resume, rename its database, delete it', async ({ page, request }) => {
  const errors = watchErrors(page);
  const wgName = unique('Workspace journeys');
  const workgroupID = await createWorkgroup(request, wgName);
  await page.goto(`/workgroups/${workgroupID}`);
  await page.getByRole('link', { name: 'Create workspace' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create workspace' })).toBeVisible();

  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes.getByRole('radio')).toHaveCount(10);
  await sizes.getByRole('radio', { name: /TG-2/ }).check();
  await page.getByLabel('Name').fill('orders');
  await page.getByLabel('Version').selectOption({ label: '4.3.0-rc1 · preview · supported until 2027-03-31' });
  await page.getByRole('checkbox', { name: /GraphQL/ }).check();
  await page.getByLabel('Auto-stop after idle minutes').fill('-5');
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByLabel('Auto-stop after idle minutes')).toHaveAccessibleDescription(/must be at least 0/);
  await page.getByLabel('Auto-stop after idle minutes').fill('45');
  await expectAccessible(page, 'create workspace');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await snap(page, `size-picker-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const before = (await creates(request)).workspace ?? 0;
  await page.getByRole('button', { name: 'Create workspace' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'orders' })).toBeVisible();
  expect((await creates(request)).workspace ?? 0).toBe(before + 1);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Creating')).toBeVisible();
  // Becomes active without a reload: the detail polls while the status is transitional.
  await expect(status.getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('4.3.0-rc1')).toBeVisible();
  await expect(page.getByText('After 45 idle minutes')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add-ons' }).getByText('GraphQL')).toBeVisible();
  await expectAccessible(page, 'workspace detail');

  // Resize: the picker shows current → target and the difference.
  await page.getByRole('button', { name: 'Resize' }).click();
  const resize = page.getByRole('dialog', { name: 'Resize orders' });
  await resize.getByRole('radio', { name: /TG-4/ }).check();
  await expect(resize.getByText('TG-2 → TG-4')).toBeVisible();
  await expect(resize.getByText(/Scale up: \+16 vCPU, \+128 GiB memory/)).toBeVisible();
  await expectAccessible(page, 'resize dialog');
  await snap(page, 'resize-dialog');
  await resize.getByRole('button', { name: 'Resize to TG-4' }).click();
  await expect(resize).toBeHidden();
  await expect(status.getByText('Updating')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Configuration' }).getByText('TG-4')).toBeVisible();
  await expect(status.getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 });

  // Pause, then resume.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('dialog', { name: 'Pause orders?' }).getByRole('button', { name: 'Pause workspace' }).click();
  await expect(status.getByText('Paused', { exact: true })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(status.getByText('Active', { exact: true })).toBeVisible({ timeout: 10_000 });

  // Rename its database.
  await page.getByRole('button', { name: 'Rename database' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename database' });
  await rename.getByLabel('Database name').fill('orders_graph');
  await rename.getByRole('button', { name: 'Rename database' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('region', { name: 'Connection' }).getByText('orders_graph')).toBeVisible();

  // Delete with the typed name.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const del = page.getByRole('dialog', { name: 'Delete workspace orders?' });
  await del.getByLabel(/Type .* to confirm/).fill('orders');
  await del.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: wgName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'orders', exact: true })).toHaveCount(0);
  // The database stays.
  await expect(page.getByRole('region', { name: /Databases/ }).getByText('orders_graph')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a read-only workspace offers no resize, says why, and a link to its resize explains instead of failing', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-2');
  await expect(page.getByRole('heading', { level: 1, name: 'analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resize' })).toHaveCount(0);
  await expect(page.getByText(/^A read-only workspace cannot be resized/)).toBeVisible();
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-2?dialog=resize');
  await expect(page.getByRole('dialog').getByText(/^A read-only workspace cannot be resized/)).toBeVisible();
});

test('when an option list fails to load, the form says which and keeps what was typed', async ({ page }) => {
  await page.route('**/controller/v4/v2/addons/meta', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        Error: true,
        ErrorDetails: [{ FieldName: '', Reason: 'Add-on catalog unavailable', Type: 'Internal-Error' }],
        Message: 'x',
        RequestID: 'req-test',
      }),
    }),
  );
  // Reached from the workgroup, so the browser asks for the options itself (a screen
  // opened directly arrives drawn by the server, with its options in it).
  await page.goto('/workgroups/wg-0002');
  await page.getByRole('link', { name: 'Create workspace' }).first().click();
  await page.getByLabel('Name', { exact: true }).fill('kept-name');
  await expect(page.getByText('The list of add-ons could not load.')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/controller/v4/v2/addons/meta');
  await page.getByRole('button', { name: 'Retry loading add-ons' }).click();
  await expect(page.getByRole('checkbox', { name: /Insights/ })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('kept-name');
});

test('the maintenance window is changed after creation: the next window shown in its zone and yours, reviewed, saved', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Maintenance'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'maint-ws',
    workspace_type_name: 'TG-00',
    maintenance_window_day_of_week: 0,
    maintenance_window_hour_of_day: 2,
    maintenance_window_time_zone: 'UTC',
  });
  await page.goto(`/workgroups/${wgId}/workspaces/${ws.workspace_id}/edit`);
  const section = page.getByRole('region', { name: 'Maintenance' });
  await section.getByLabel('Day').selectOption('Wednesday');
  await section.getByLabel('Starting hour').selectOption('4:00 AM');
  await section.getByLabel('Every how many weeks').fill('2');
  await section.getByLabel('Search maintenance time zones').fill('tokyo');
  await section.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
  // Wednesday 4:00 AM in Tokyo, and the same instant in the viewer's zone (UTC here): Tuesday 7:00 PM (en-US: a 12-hour clock).
  await expect(section.getByText(/Next window: Wed, .* 4:00 AM GMT\+9 \(your time: Tue, .* 7:00 PM UTC\)/)).toBeVisible();
  await expectAccessible(page, 'edit maintenance window');
  await snap(page, 'edit-maintenance-window');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What saving changes' });
  await expect(diff.getByRole('row', { name: 'Maintenance window every week, Sunday 2:00 AM UTC every 2 weeks, Wednesday 4:00 AM Asia/Tokyo' })).toBeVisible();
  const [put] = await Promise.all([page.waitForRequest((r) => r.method() === 'PUT'), page.getByRole('button', { name: 'Save 1 change' }).click()]);
  expect(put.postDataJSON()).toEqual({
    maintenance_window_day_of_week: 3,
    maintenance_window_hour_of_day: 4,
    maintenance_window_interval_weeks: 2,
    maintenance_window_time_zone: 'Asia/Tokyo',
  });
  const configuration = page.getByText('Maintenance window', { exact: true }).locator('..');
  await expect(configuration).toContainText('every 2 weeks, Wednesday 4:00 AM Asia/Tokyo');
  await expect(configuration).toContainText(/Next: Wed, .* 4:00 AM GMT\+9/);
});

test('a workspace created with the demo key names its creator, as a workgroup does', async ({ page, request }) => {
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/wg-0003/workspaces`, {
    name: unique('creator').toLowerCase(),
    workspace_type_name: 'TG-00',
  });
  const wg = await api<{ creator: string }>(request, 'GET', `${V}/workgroups/wg-0003`);
  const got = await api<{ creator: string }>(request, 'GET', `${V}/workgroups/wg-0003/workspaces/${ws.workspace_id}`);
  expect(got.creator).toMatch(/@/);
  expect(wg.creator).toMatch(/@/);
  await page.goto(`/workgroups/wg-0003/workspaces/${ws.workspace_id}`);
  const createdBy = page
    .getByRole('term')
    .filter({ hasText: /^Created by$/i })
    .locator('xpath=following-sibling::dd');
  await expect(createdBy).toHaveText(got.creator);
  await api(request, 'DELETE', `${V}/workgroups/wg-0003/workspaces/${ws.workspace_id}`);
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

test('a server error banner goes once the person edits the form', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Stale'));
  await api(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, { name: 'one', workspace_type_name: 'TG-00', tg_version: '4.2.1' });
  const two = await api<{ workspace_id: string; database_id: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'two',
    workspace_type_name: 'TG-00',
    tg_version: '4.2.1',
  });
  // The server refuses a clash; the form takes the message beside the field.
  await page.route(`**${V}/workgroups/${wgId}/databases/**`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        Error: true,
        Message: 'Bad request',
        RequestID: 'req-stale-1',
        Result: null,
        ErrorDetails: [{ FieldName: '', Reason: 'A database with this name exists', Type: 'Bad-Request' }],
      }),
    }),
  );
  await page.goto(`/workgroups/${wgId}/workspaces/${two.workspace_id}?dialog=rename-database`);
  const dialog = page.getByRole('dialog', { name: 'Rename database' });
  await dialog.getByLabel('Database name').fill('clash');
  await dialog.getByRole('button', { name: 'Rename database' }).click();
  await expect(dialog.getByText('req-stale-1')).toBeVisible();
  await dialog.getByLabel('Database name').fill('');
  await expect(dialog.getByText('req-stale-1')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Rename database' }).click();
  await expect(dialog.getByText('Database name is required')).toBeVisible();
  await expect(dialog.getByText('The database was not renamed')).toHaveCount(0);
});

test('a missing workspace says so once and offers the way back', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-nope');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(page.getByText('It may have been deleted, or it belongs to another organization.')).toHaveCount(1);
  await expect(page.getByText('It no longer exists')).toHaveCount(0);
  await expectAccessible(page, '404');
  await page.getByRole('link', { name: 'Back to workgroups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
});
