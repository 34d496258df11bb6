import { test, expect } from '@playwright/test';
import { createWorkgroup, leaveNoWorkgroups, expectAccessible, unique, V, OWNER_TOKEN, api, saveSessionToken } from '../helpers';

leaveNoWorkgroups();

const FIRST_WORKGROUP = 'Fraud detection';

/** What was typed in a create form survives a reload of the tab, until it is created or discarded. */

test('create workgroup: typed input is back after a reload; "Discard draft" empties the form; a create clears it', async ({ page }) => {
  await page.goto('/workgroups/new');
  await page.getByLabel('Name').fill('Half typed');
  await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Half typed');
  await expect(page.getByLabel('Cloud provider')).toHaveValue('cp-aws-prod');
  const notice = page.getByRole('status').filter({ hasText: 'What you typed earlier in this tab was kept' });
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'restored draft');
  await notice.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('');

  const name = unique('Drafted');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  await page.getByRole('button', { name: 'Create workgroup' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/workgroups/new');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByText('What you typed earlier in this tab was kept')).toHaveCount(0);
});

test('create workspace and a new schedule keep their drafts across a reload; opening the form alone makes none', async ({ page, request }) => {
  const workgroupID = await createWorkgroup(request, unique('Drafts'));
  await page.goto(`/workgroups/${workgroupID}/workspaces/new`);
  // The screen's own first choices (size, version) are not a draft.
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.reload();
  await expect(page.getByText('What you typed earlier in this tab was kept')).toHaveCount(0);
  await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: /TG-4/ }).check();
  await page.getByLabel('Name').fill('analytics');
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('analytics');
  await expect(page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: /TG-4/ })).toBeChecked();

  await page.goto('/workgroups/wg-0003/workspaces/ws-0003-3/schedules');
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByRole('radio', { name: 'Every day' }).check();
  await editor.getByLabel('Time', { exact: true }).fill('21:45');
  await page.reload();
  await expect(editor.getByLabel('Time', { exact: true })).toHaveValue('21:45');
  await expect(editor.getByRole('radio', { name: 'Every day' })).toBeChecked();
  await editor.getByRole('button', { name: 'Discard draft' }).click();
  await expect(editor.getByLabel('Time', { exact: true })).toHaveValue('08:00');
});

test('allow list: the entry being added and the pasted lines survive a reload', async ({ page, request }) => {
  const workgroupID = await createWorkgroup(request, unique('Draft list'));
  await page.goto(`/workgroups/${workgroupID}/allow-list`);
  await page.getByLabel('Address or range').fill('198.51.100.0/24');
  await page.getByLabel('Note (optional)').fill('Branch office');
  await page.getByLabel('Entries, one per line').fill('203.0.113.7, VPN\n203.0.113.8');
  await page.reload();
  await expect(page.getByLabel('Address or range')).toHaveValue('198.51.100.0/24');
  await expect(page.getByLabel('Note (optional)')).toHaveValue('Branch office');
  await expect(page.getByLabel('Entries, one per line')).toHaveValue('203.0.113.7, VPN\n203.0.113.8');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('row', { name: /198\.51\.100\.0\/24/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Address or range')).toHaveValue('');
  await expectAccessible(page, 'allow list after drafts');
});

test('the activity log follows the key: this tab only, unless the key is remembered on the device', async ({ page }) => {
  await page.goto('/workgroups/new');
  await expect(page.getByLabel('Cloud provider').getByRole('option', { name: /Acme AWS production/ })).toBeAttached();
  const stored = () => page.evaluate(() => ({ device: localStorage.getItem('console.activity'), tab: sessionStorage.getItem('console.activity') }));
  await expect.poll(async () => (await stored()).tab).not.toBeNull();
  expect((await stored()).device).toBeNull();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change API key' }).click();
  await page.getByLabel('New API key').fill('demo-api-key');
  await page
    .getByRole('region', { name: 'API key' })
    .getByRole('checkbox', { name: /Remember on this device/ })
    .check();
  await page.getByRole('button', { name: 'Save API key' }).click();
  await expect.poll(async () => (await stored()).device).not.toBeNull();
  expect((await stored()).tab).toBeNull();
});

test('an answer that could not be read is recorded as failed in the activity log', async ({ page }) => {
  await page.goto('/workgroups');
  await page.route(`**${V}/workgroups/wg-0001`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'req-odd', Result: 'not a workgroup' }),
    }),
  );
  await page.getByRole('link', { name: FIRST_WORKGROUP, exact: true }).click();
  await expect(page.getByText(/was not understood/)).toBeVisible();
  await page.unroute(`**${V}/workgroups/wg-0001`);
  await page.getByRole('link', { name: 'Activity' }).first().click();
  // The browser's own log (reads included), beside the server's audit trail of writes.
  await page.getByRole('button', { name: "This browser's requests" }).click();
  const row = page.getByRole('row').filter({ hasText: 'req-odd' });
  await expect(row.getByText('200 Not understood')).toBeVisible();
});

test('a half-typed invitation survives a reload and Back', async ({ page }) => {
  await saveSessionToken(page, OWNER_TOKEN);
  await page.goto('/users');
  const form = page.getByRole('form', { name: 'Invite a person' });
  await form.getByLabel('E-mail address').fill('halfway@acme.example');
  await form.getByRole('checkbox', { name: 'Billing Viewer' }).check();
  await page.reload();
  await expect(form.getByLabel('E-mail address')).toHaveValue('halfway@acme.example');
  await expect(form.getByRole('checkbox', { name: 'Billing Viewer' })).toBeChecked();
  await expect(page.getByText('What you typed earlier in this tab was kept')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workgroups' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.goBack();
  await expect(form.getByLabel('E-mail address')).toHaveValue('halfway@acme.example');
  await expectAccessible(page, 'invitation draft');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
});

test('a dialog form keeps what was typed across a reload and Back/Forward; Cancel drops it', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Zz dialog draft'));
  await page.goto(`/workgroups/${wg}`);
  await page.getByRole('button', { name: 'Edit workgroup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit workgroup' });
  const name = dialog.getByLabel('Name', { exact: true });
  await name.fill('typed before reload');
  await page.reload();
  await expect(name).toHaveValue('typed before reload');
  await expect(dialog.getByText('What you typed earlier in this tab was kept')).toBeVisible();
  await expectAccessible(page, 'dialog draft');
  // Back closes the dialog; Forward opens it again with the same text.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await page.goForward();
  await expect(name).toHaveValue('typed before reload');
  // Cancel drops it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit workgroup' }).click();
  await expect(name).not.toHaveValue('typed before reload');

  // The same for auto-stop on a workspace.
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, {
    name: 'draft-ws',
    workspace_type_name: 'TG-00',
    auto_stop_minutes: 30,
  });
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}?dialog=autostop`);
  const minutes = page.getByRole('dialog').getByLabel('Stop after idle minutes');
  await minutes.fill('45');
  await page.reload();
  await expect(minutes).toHaveValue('45');
});
