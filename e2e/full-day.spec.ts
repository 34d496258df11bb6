import { test, expect } from '@playwright/test';
import { API_KEY, MEMBER_TOKEN, V, api, createWorkgroup, expectAccessible, saveSessionToken, snap, unique, watchErrors } from './helpers';

/**
 * What an admin meets in a full day (issue 23): a redeploy under an open tab,
 * editing a workspace after creation, a provider in Error, and the rough edges
 * of a full walk. Each journey is driven as a person would, and scanned with axe.
 */

const WS = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('a lazily loaded file that cannot be fetched leaves the screen in place and can be tried again', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(WS);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dialog's code is fetched on the first open; the file is blocked, as after a dropped connection.
  const block = (route: import('@playwright/test').Route) => route.abort('connectionreset');
  await page.route('**/assets/dialog-impl-*.js', block);
  await page.getByRole('button', { name: 'Rename database' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the console could not be loaded' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  // The screen stays: its heading and its actions are still there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This screen could not load')).toHaveCount(0);
  await expectAccessible(page, 'chunk failed');
  await snap(page, 'full-day-chunk-failed');
  await page.unroute('**/assets/dialog-impl-*.js', block);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('dialog', { name: 'Rename database' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('after a release the tab says so, offers a reload, and the reload keeps what was typed', async ({ page }) => {
  await page.goto('/workgroups/new');
  const name = unique('Release');
  await page.getByLabel('Name', { exact: true }).fill(name);
  // A new release: the served page names another entry script, and the old files are gone.
  await page.route('**/assets/copy-request-dialog-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      const res = await route.fetch();
      const html = (await res.text()).replace(/src="\/assets\/index-[^"]+\.js"/, 'src="/assets/index-NEWRELEASE.js"');
      await route.fulfill({ response: res, body: html });
    },
  );
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A new version of the console was released' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'new release');
  await snap(page, 'full-day-new-release');
  await page.unrouteAll({ behavior: 'wait' });
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
});

test('edit a workspace after creation: name, add-on, HA, agent interval; the changes are reviewed before saving', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Edit WG'));
  const ws = await api<{ workspace_id: string; name: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'before-edit',
    workspace_type_name: 'TG-00',
    tg_version: '4.2.1',
  });
  await page.goto(`/workgroups/${wgId}/workspaces/${ws.workspace_id}`);
  await page.getByRole('link', { name: 'Edit settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit before-edit' })).toBeFocused();
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('after-edit');
  await page.getByRole('checkbox', { name: /GraphStudio/ }).check();
  await page.getByRole('checkbox', { name: 'High availability' }).check();
  const heartbeat = page.getByLabel('Heartbeat (seconds)');
  await heartbeat.fill('-5');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Heartbeat interval must be at least 1')).toBeVisible();
  await heartbeat.fill('15');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What saving changes' });
  await expect(diff.getByRole('row', { name: /Name before-edit after-edit/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Add-on GraphStudio Off On/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /High availability Off On/ })).toBeVisible();
  await expect(diff.getByRole('row', { name: /Heartbeat \(seconds\) 30 15/ })).toBeVisible();
  await expect(page.getByText(/twice the compute/)).toBeVisible();
  await expectAccessible(page, 'edit review');
  await snap(page, 'full-day-edit-review');
  await page.getByRole('button', { name: 'Save 4 changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'after-edit' })).toBeVisible();
  const agent = page.getByRole('region', { name: 'Agent configuration' });
  await expect(agent.getByText('every 15 seconds')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Add-ons' }).getByRole('listitem').filter({ hasText: 'GraphStudio' }).getByText('Enabled')).toBeVisible();
  // Nothing changed: nothing is sent.
  await page.getByRole('link', { name: 'Edit settings' }).click();
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Nothing has changed yet')).toBeVisible();
});

test('a cloud provider in Error offers a way back: what it affects, the policies and commands, re-check, register again', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-lab');
  const recovery = page.getByRole('region', { name: 'Recover this provider' });
  await expect(recovery).toBeVisible();
  await expect(recovery.getByText('No workgroup uses this provider')).toBeVisible();
  await expect(recovery.getByLabel('Role trust policy', { exact: true })).toContainText('<EXTERNAL_ID>');
  await recovery.getByLabel('External ID given at registration').fill('kept-external-id-0123456789');
  await expect(recovery.getByLabel('Role trust policy', { exact: true })).toContainText('kept-external-id-0123456789');
  await expect(recovery.getByLabel('Permission policy', { exact: true })).toContainText('us-west-2');
  await expect(recovery.getByLabel('AWS CLI commands', { exact: true })).toContainText('aws iam update-assume-role-policy');
  await expect(recovery.getByRole('button', { name: 'Copy trust policy' })).toBeVisible();
  await recovery.getByRole('button', { name: 'Check status again' }).click();
  await expect(recovery.getByRole('status').filter({ hasText: /Checked .*Error/ })).toBeVisible();
  await expectAccessible(page, 'provider recovery');
  await snap(page, 'full-day-provider-recovery');
  await recovery.getByRole('button', { name: 'Register again with a new external ID' }).click();
  await expect(page).toHaveURL(/\/cloud-providers\/new\?step=3$/);
  await expect(page.getByRole('heading', { name: /Step 3 of 5/ })).toBeVisible();
  await expect(page.getByLabel('External ID', { exact: true })).toHaveValue(/.{40,}/);
  // Back goes to the previous step's address.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/step=2$/);
  await expect(page.getByLabel('AWS account ID')).toHaveValue('555544443333');
});

test('a wizard step in the URL opens only when the steps before it are done', async ({ page }) => {
  await page.goto('/cloud-providers/new');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/cloud-providers/new?step=4');
  await expect(page.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
  await page.goto('/cloud-providers/new?step=banana');
  await expect(page.getByRole('heading', { name: /Step 1 of 5/ })).toBeVisible();
});

test('Platform follows the provider: one no provider runs on cannot be chosen, and a provider brings its platform and region', async ({ page }) => {
  await page.goto('/workgroups/new');
  await page.getByLabel('Name', { exact: true }).fill(unique('Mismatch'));
  const provider = page.getByLabel('Cloud provider');
  await expect(provider.getByRole('option', { name: /Acme AWS production/ })).toBeAttached();
  // A mismatch cannot be typed any more: GCP has no provider, so it is not offered (issue 40).
  await expect(page.getByLabel('Platform').getByRole('option', { name: /GCP/ })).toBeDisabled();
  await provider.selectOption('cp-aws-prod');
  await expect(page.getByLabel('Platform')).toHaveValue('aws');
  await expect(page.getByLabel('Region')).toHaveValue('us-east-1');
  await expectAccessible(page, 'platform follows the provider');
});

test('typing in the time-zone filter selects what it finds; clearing it goes back, unless a zone was chosen in the list', async ({ page }) => {
  await page.goto(`${WS}/schedules`);
  const search = page.getByLabel('Search schedule time zones');
  const zone = page.getByLabel('Time zone', { exact: true });
  const before = await zone.inputValue();
  expect(before).not.toBe('America/New_York');
  await search.fill('new york');
  await expect(zone).toHaveValue('America/New_York');
  await expect(page.getByText(`1 zone matches. Clearing the filter goes back to ${before}.`)).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText(/No zone matches “zzzz”: America\/New_York stays selected/)).toBeVisible();
  await expect(zone).toHaveValue('America/New_York');
  await expectAccessible(page, 'zone filter');
  // Filtering alone does not change the choice: cleared, the zone chosen before it is back.
  await search.fill('');
  await expect(zone).toHaveValue(before);
  // A zone chosen in the list while filtering stays when the filter is cleared.
  await search.fill('tokyo');
  await expect(zone).toHaveValue('Asia/Tokyo');
  await search.fill('america/');
  await zone.selectOption('America/Chicago');
  // Typing on after the pick, until the picked zone is out of the list: it is the one to go back to.
  await search.fill('america/new');
  await expect(zone).toHaveValue('America/New_York');
  await expect(page.getByText('Clearing the filter goes back to America/Chicago.')).toBeVisible();
  await search.fill('');
  await expect(zone).toHaveValue('America/Chicago');
});

test('on a phone every section of the navigation is one Menu away, without a keyboard shortcut hint', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Workgroups', 'Cloud providers', 'Organization users', 'Activity', 'Settings']) {
    const box = await nav.getByRole('link', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x + box!.width, `${name} fits`).toBeLessThanOrEqual(390);
  }
  await expect(page.getByText('Ctrl K')).toBeHidden();
  await snap(page, 'full-day-phone-nav');
});

test('0.0.0.0/0 is not added in one click: the person ticks that they mean it', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Wide'));
  await page.goto(`/workgroups/${wgId}/allow-list`);
  await page.getByLabel('Address or range').fill('0.0.0.0/0');
  await expect(page.getByText('0.0.0.0/0 is a very wide range')).toBeVisible();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByText('Tick the box to add this range, or narrow it.')).toBeVisible();
  expect(await api<unknown[]>(request, 'GET', `${V}/workgroups/${wgId}/allow_list`)).toHaveLength(0);
  await expectAccessible(page, 'wide range');
  await page.getByRole('checkbox', { name: 'Allow this range anyway' }).check();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: '0.0.0.0/0 added to the allow list' })).toBeVisible();
});

test('pasting 205 entries stops at the service limit, says it is a limit, and keeps the lines not sent', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Paste'));
  await page.goto(`/workgroups/${wgId}/allow-list`);
  const lines = Array.from({ length: 205 }, (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.1, host ${i + 1}`).join('\n');
  await page.getByLabel('Entries, one per line').fill(lines);
  await page.getByRole('button', { name: 'Add all' }).click();
  const summary = page.getByRole('status').filter({ hasText: /^200 added; 5 lines need attention\./ });
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(summary).toContainText('The service allows no more entries in this workgroup');
  await expect(page.getByText('rejected a field')).toHaveCount(0);
  await expect(page.getByLabel('Entries, one per line')).toHaveValue(/10\.0\.204\.1, host 205/);
  expect(await api<unknown[]>(request, 'GET', `${V}/workgroups/${wgId}/allow_list`)).toHaveLength(200);
  await expectAccessible(page, 'quota');
});

test('with a member token the Edit roles buttons are disabled, with the reason, before anything is tried', async ({ page }) => {
  await saveSessionToken(page, MEMBER_TOKEN);
  await page.goto('/users');
  // Whose token this is comes from the service (whoami, issue 42): a member is told before trying.
  await expect(page.getByRole('button', { name: 'Edit roles of katherine@acme.example' })).toBeDisabled();
  await expect(page.getByText(/who is not an organization owner/).first()).toBeVisible();
  await expectAccessible(page, 'roles blocked');
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

test('the week view has a colour key that does not depend on light or dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${WS}/schedules`);
  const key = page.getByRole('list', { name: 'Colour key' });
  await expect(key).toBeVisible();
  await expect(key.getByText('No size set yet')).toBeVisible();
  await expect(page.getByText(/darker cells/i)).toHaveCount(0);
  await expect(page.getByText('From yellow for the smallest size through green and blue to purple for the largest', { exact: false })).toBeVisible();
  await expectAccessible(page, 'week dark');
  await snap(page, 'full-day-week-dark');
});

test('focus follows the person: the new screen’s heading after a navigation, never the page’s start after a dialog', async ({ page }) => {
  await page.goto('/workgroups');
  // Once the console runs: before that, the page's static frame links load a new page (focus at its start, as any page load).
  await expect(page.getByRole('link', { name: 'Fraud detection' })).toBeVisible();
  await page.getByRole('link', { name: 'Cloud providers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud providers' })).toBeFocused();
  await page.goto(`${WS}?dialog=pause`);
  const dialog = page.getByRole('dialog', { name: /^Pause / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
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

test('while a screen loads, its name and breadcrumb are already there', async ({ page }) => {
  await page.goto('/workgroups');
  await page.route(`**${V}/workgroups/wg-0001/workspaces/ws-0001-1`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(WS);
  await expect(page.getByRole('status').filter({ hasText: 'Loading workspace…' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Workgroups' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Workspace', { timeout: 10_000 });
});

test('toasts never stack past three', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Toasts'));
  await page.goto(`/workgroups/${wgId}/allow-list`);
  for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5']) {
    await page.getByLabel('Address or range').fill(ip);
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${ip} added` })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(3);
});

test('a dialog and its choice come from the URL: a shared link opens the resize dialog on TG-4', async ({ page }) => {
  await page.goto(`${WS}?dialog=resize&size=TG-4`);
  const dialog = page.getByRole('dialog', { name: /^Resize / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /TG-4\b/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/dialog=/);
  // Unknown dialogs and values are ignored.
  await page.goto(`${WS}?dialog=format-disk&size=${'x'.repeat(40)}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Copy as cURL on Resume, Add my IP and Paste several', async ({ page, request }) => {
  const wgId = await createWorkgroup(request, unique('Curl'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wgId}/workspaces`, {
    name: 'curl-ws',
    workspace_type_name: 'TG-00',
    tg_version: '4.2.1',
  });
  await expect
    .poll(async () => (await api<{ status: string }>(request, 'GET', `${V}/workgroups/${wgId}/workspaces/${ws.workspace_id}`)).status, { timeout: 30_000 })
    .toBe('Active');
  await api(request, 'PUT', `${V}/workgroups/${wgId}/workspaces/${ws.workspace_id}`, { pause: true });
  await page.goto(`/workgroups/${wgId}/workspaces/${ws.workspace_id}`);
  await page.getByRole('button', { name: 'Copy resume as cURL' }).click({ timeout: 30_000 });
  await expect(page.getByLabel('cURL command', { exact: true })).toContainText(`/workspaces/${ws.workspace_id}/resume`);
  await page.keyboard.press('Escape');

  await page.goto(`/workgroups/${wgId}/allow-list`);
  await page.getByLabel('Entries, one per line').fill('192.0.2.10, a\n192.0.2.11, b');
  await page.getByRole('button', { name: 'Copy as cURL' }).last().click();
  const dialog = page.getByRole('dialog', { name: /Requests: .* × 2/ });
  await expect(dialog.getByLabel('cURL command', { exact: true })).toContainText('192.0.2.11');
  await expect(dialog.getByLabel('cURL command', { exact: true })).not.toContainText(API_KEY);
  await page.keyboard.press('Escape');
  const myIp = page.getByRole('button', { name: /Add my current IP/ });
  if (await myIp.isEnabled()) {
    await myIp.locator('..').getByRole('button', { name: 'Copy as cURL' }).click();
    await expect(page.getByLabel('cURL command', { exact: true })).toContainText('My address');
  }
});
