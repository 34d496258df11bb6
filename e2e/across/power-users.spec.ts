import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  API_KEY,
  OWNER_TOKEN,
  expectAccessible,
  V,
  api,
  createWorkgroup,
  leaveNoWorkgroups,
  clearSessionToken,
  saveSessionToken,
  snap,
  unique,
} from '../helpers';

leaveNoWorkgroups();

/** Ctrl-K, a query, optional arrow moves, Enter: the chosen entry's screen opens. */
async function throughPalette(page: Page, query: string, heading: string, moves: string[] = []) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type(query);
  for (const key of moves) await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('copy a request as cURL: the exact request, the key as a placeholder (the page holds none)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/workgroups/new');
  await page.getByLabel('Name').fill('Copied group');
  await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  await page.getByRole('button', { name: 'Copy as cURL' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request: Create workgroup' });
  const code = dialog.getByLabel('cURL command', { exact: true });
  await expect(code).toContainText("curl -X POST 'http://127.0.0.1:");
  await expect(code).toContainText('/controller/v4/v2/workgroups');
  await expect(code).toContainText('-H "x-api-key: $API_KEY"');
  await expect(code).toContainText('"name":"Copied group"');
  await expect(code).not.toContainText(API_KEY);
  await expectAccessible(page, 'copy dialog');
  await dialog.getByRole('button', { name: 'Copy cURL command' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('$API_KEY');
  expect(copied).not.toContain(API_KEY);
  // The page holds no key to put in it: the console's server keeps it.
  await expect(dialog).toContainText('Your API key and session token stay with the console server');
  await dialog.getByRole('radio', { name: 'fetch (TypeScript)' }).check();
  await expect(dialog.getByLabel('fetch code', { exact: true })).toContainText('method: "POST"');
  await page.keyboard.press('Escape');
  // Nothing was sent by copying.
  await expect(page.getByRole('heading', { level: 1, name: 'Create workgroup' })).toBeVisible();
});

test('copy as cURL carries a session token only when the console holds one, as its own request would', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copyCreate = async () => {
    await page.goto('/workgroups/new');
    await page.getByLabel('Name').fill('Copied group');
    await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
    await page.getByRole('button', { name: 'Copy as cURL' }).click();
    return page.getByRole('dialog', { name: 'Request: Create workgroup' });
  };
  // The demo's key and no session token (the demo owner's cleared in Settings): the console sends no Authorization, so neither does the copy.
  await clearSessionToken(page);
  let dialog = await copyCreate();
  const code = dialog.getByLabel('cURL command', { exact: true });
  await expect(code).toContainText('-H "x-api-key: $API_KEY"');
  await expect(code).not.toContainText('Authorization');
  await expect(code).not.toContainText('SESSION_TOKEN');
  await expect(dialog).not.toContainText('SESSION_TOKEN');
  await dialog.getByRole('button', { name: 'Copy cURL command' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain('Authorization');
  await dialog.getByRole('radio', { name: 'fetch (TypeScript)' }).check();
  await expect(dialog.getByLabel('fetch code', { exact: true })).not.toContainText('Authorization');
  await snap(page, 'copy-curl-no-token');

  // With an owner's token held, it goes with a write: in the copy as a placeholder.
  await saveSessionToken(page, OWNER_TOKEN);
  dialog = await copyCreate();
  await expect(code).toContainText('-H "Authorization: Bearer $SESSION_TOKEN"');
  await expect(code).not.toContainText(OWNER_TOKEN);
  await expect(dialog).toContainText('$SESSION_TOKEN');
  await expect(dialog).toContainText('Your API key and session token stay with the console server');
  await expectAccessible(page, 'copy dialog with a token');
  await snap(page, 'copy-curl-token');
});

test('an action shows up in the activity log with its RequestID', async ({ page }) => {
  await page.goto('/workgroups/wg-0004');
  await page.getByRole('button', { name: 'Edit workgroup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit workgroup' });
  await dialog.getByLabel('Application logging').click();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'PUT'),
    dialog.getByRole('button', { name: 'Save changes' }).click(),
  ]);
  const requestId = response.headers()['x-request-id']!;
  expect(requestId).toMatch(/^req-/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  // The browser's own log (reads included), beside the server's audit trail of writes.
  await page.getByRole('button', { name: "This browser's requests" }).click();
  await page.getByLabel('Changes only (hide reads)').check();
  const row = page.getByRole('row', { name: new RegExp(requestId) });
  await expect(row).toContainText('Update workgroup');
  await expect(row).toContainText('200 OK');
  await expect(page.getByRole('main')).not.toContainText(API_KEY);
  await page.getByLabel('Outcome').selectOption('failed');
  await expect(page.getByRole('row', { name: new RegExp(requestId) })).toHaveCount(0);
  await page.getByLabel('Outcome').selectOption('');
  await row.getByRole('link', { name: 'Workgroup wg-0004' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
  // Kept across a reload, and on the server: the audit trail finds it by its RequestID.
  await page.goto('/activity');
  await page.getByLabel('RequestID, target or who').fill(requestId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^1 entry/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(requestId) })).toContainText('Update workgroup');
  await expectAccessible(page, 'activity');
});

test('navigate by the command palette with the keyboard only', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to or do' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox')).toBeFocused();
  await expectAccessible(page, 'palette');
  await page.keyboard.type('supply');
  await expect(palette.getByRole('option').first()).toHaveText(/Supply chain/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Supply chain' })).toBeVisible();

  await throughPalette(page, 'schedule production fraud', 'Schedules of production');
  await throughPalette(page, 'allow-list fraud', 'IP allow list');
  await expect(page.getByLabel('Address or range')).toBeFocused();
  await throughPalette(page, 'create workgroup', 'Create workgroup', ['ArrowDown', 'ArrowUp']);
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Escape');
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
