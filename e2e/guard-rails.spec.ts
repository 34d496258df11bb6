import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { V, api, createWorkgroup, expectAccessible, snap, unique, watchErrors } from './helpers';

// Guard rails (issue 43): harm takes a decision, what the console knows is refused
// before sending, upgrades wait for the window, focus follows what was made, and
// copy-as-cURL keeps shell variables expandable.

/** Counts the writes the page sends (anything but GET) to API paths matching `path`. */
function countWrites(page: Page, path: RegExp): { count: () => number } {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(V) && path.test(new URL(r.url()).pathname)) n++;
  });
  return { count: () => n };
}

/** The organization's quota as the page reads it, with some figures changed (the rest is the server's). */
async function quotaWith(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.route('**/org/quota', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { Result: Record<string, unknown> };
    Object.assign(body.Result, change);
    await route.fulfill({ response: res, json: body });
  });
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`harm: shrinking below the graph takes an explicit acknowledgement beside the button, in view at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const errors = watchErrors(page);
    const writes = countWrites(page, /\/workspaces\/ws-0001-1$/);
    await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1?dialog=resize&size=TG-00');
    const dialog = page.getByRole('dialog', { name: 'Resize production' });
    const resize = dialog.getByRole('button', { name: 'Resize to TG-00' });
    const warning = dialog.getByText('The graph does not fit TG-00: the graph takes 26 GiB in memory; TG-00 has 16 GiB.');
    const ack = dialog.getByRole('checkbox', { name: 'Resize to TG-00 anyway: I accept that the graph may not fit' });
    await expect(resize).toBeDisabled();
    // The warning and its decision stand next to the button: all three in view together.
    await resize.scrollIntoViewIfNeeded();
    await expect(resize).toBeInViewport({ ratio: 1 });
    await expect(warning).toBeInViewport({ ratio: 1 });
    await expect(ack).toBeInViewport({ ratio: 1 });
    await expect(ack).toHaveAccessibleDescription(/does not fit TG-00/);
    await expectAccessible(page, `resize harm ${width}`);
    await snap(page, `guard-resize-harm-${width}`);

    await ack.check();
    await expect(resize).toBeEnabled();
    // The decision is for that size: another size that may not fit asks again.
    await dialog.getByRole('radio', { name: /^TG-0\b/ }).check();
    await expect(dialog.getByRole('button', { name: 'Resize to TG-0' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Resize to TG-0 anyway/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(writes.count()).toBe(0);
    expect(errors).toEqual([]);
  });
}

test('harm: while a restore runs, a second restore and deleting the workspace are refused with the reason, nothing sent', async ({ page, request }) => {
  const errors = watchErrors(page);
  const wg = await createWorkgroup(request, unique('restore guard'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'restored', workspace_type_name: 'TG-0' });
  const base = `${V}/workgroups/${wg}/workspaces/${ws.workspace_id}`;
  await expect.poll(async () => (await api<{ status: string }>(request, 'GET', base)).status, { timeout: 15_000 }).toBe('Active');
  for (const tag of ['first', 'second']) await api(request, 'POST', `${base}/backups`, { tag });
  await expect
    .poll(async () => (await api<{ status: string }[]>(request, 'GET', `${base}/backups`)).filter((b) => b.status === 'Succeeded').length, { timeout: 15_000 })
    .toBe(2);

  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}/backups`);
  await page.getByRole('button', { name: 'Restore first' }).click();
  const confirm = page.getByRole('dialog', { name: /^Restore restored from first/ });
  await confirm.getByRole('textbox').fill('first');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('region', { name: /^Restore of restored from first$/ })).toBeVisible();

  // From here on, nothing about this workspace may be written.
  const writes = countWrites(page, new RegExp(`/workspaces/${ws.workspace_id}(/backups/restore)?$`));
  await page.getByRole('button', { name: 'Restore second' }).click();
  const again = page.getByRole('dialog', { name: /^Restore restored from second/ });
  await expect(again.getByRole('alert')).toHaveText('Not now. A restore into restored is running: start another once it has ended.');
  await expect(again.getByRole('button', { name: 'Restore' })).toHaveCount(0);
  await snap(page, 'guard-restore-refused');
  await again.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('region', { name: /^Restore of restored from first$/ }).getByLabel('Restore log')).toContainText('Restore finished', {
    timeout: 15_000,
  });

  // A restore started elsewhere (here through the API) while the workspace screen is open: Delete reads the workspace again and refuses.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'restored' }).click();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('Active');
  const backups = await api<{ id: string; tag: string }[]>(request, 'GET', `${base}/backups`);
  await api(request, 'POST', `${base}/backups/restore`, { backup_id: backups.find((b) => b.tag === 'second')!.id });
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const del = page.getByRole('dialog', { name: 'Delete workspace restored?' });
  await expect(del.getByRole('alert')).toHaveText('Not now. A restore into restored is running: the workspace cannot be deleted until it ends.');
  await expect(del.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  await expectAccessible(page, 'delete refused while restoring');
  await snap(page, 'guard-delete-refused');
  // The restore may have ended during the scan (it lasts seconds here): Escape closes either dialog.
  await page.keyboard.press('Escape');
  await expect(del).toBeHidden();
  expect(writes.count()).toBe(0);
  expect(errors).toEqual([]);
});

test('one rule: memory past the quota, a size above the largest in a schedule, backup retention and counts, duplicate names are refused beside their field, nothing sent', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const writes = countWrites(page, /./);

  // Create: 400 of 512 GiB used, so TG-16 (256 GiB) is refused on the size, with the reason.
  await quotaWith(page, { memory_limit: '512Gi', memory_usage_in_bytes: 400 * 1024 ** 3 });
  await page.goto('/workgroups/wg-0001/workspaces/new');
  await page.getByLabel('Name', { exact: true }).fill(unique('too-big').replace(' ', '-'));
  await page.getByRole('radio', { name: /^TG-16/ }).check();
  await expect(page.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(
    /This would use \d+(\.\d+)? [GT]iB of the organization’s 512 GiB memory quota\./,
  );
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeDisabled();
  await snap(page, 'guard-create-memory');
  await page.getByRole('radio', { name: /^TG-0\b/ }).check();
  await expect(page.getByRole('button', { name: 'Create workspace' })).toBeEnabled();

  // Schedules: with TG-1 the largest allowed, the seeded TG-2 schedule is refused on its size when saved.
  await page.unroute('**/org/quota');
  await quotaWith(page, { max_workspace_type: 'TG-1' });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  const size = page.getByLabel('Size to set');
  await expect(size.locator('option', { hasText: /^TG-2 / })).toBeDisabled();
  await expect(size.locator('option', { hasText: /^TG-2 / })).toContainText('Above TG-1, the largest size the quota allows');
  await page.getByRole('button', { name: /^Edit schedule: .*TG-2/ }).click();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(size).toHaveAccessibleDescription(/^⚠ Above TG-1, the largest size the quota allows: choose a smaller size\.$/);
  await expect(size).toBeFocused();
  await snap(page, 'guard-schedule-size');

  // Automatic backups: more, and for longer, than the quota keeps.
  await page.unroute('**/org/quota');
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/backups');
  await page.getByLabel('Automatic backups kept').fill('31');
  await page.getByLabel('Days kept').fill('45');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByLabel('Automatic backups kept')).toHaveAccessibleDescription(/The quota allows at most 30 automatic backups per workspace/);
  await expect(page.getByLabel('Days kept')).toHaveAccessibleDescription(/The quota keeps automatic backups at most 30 days/);
  await snap(page, 'guard-backup-retention');

  // A manual backup when the workspace keeps as many as the quota allows (two seeded: the limit set to two).
  await quotaWith(page, { workspace_manual_backup_count_limit: 2 });
  await page.reload();
  await page.getByRole('button', { name: 'Take a backup' }).click();
  const take = page.getByRole('dialog', { name: /^Take a backup/ });
  await expect(take.getByRole('status')).toHaveText('This workspace keeps 2 manual backups, the most the quota allows (2): delete one first.');
  await expect(take.getByRole('button', { name: 'Take backup' })).toBeDisabled();
  await take.getByRole('button', { name: 'Cancel' }).click();

  // A database user whose name differs only in case from one the database has.
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const user = page.getByRole('dialog', { name: 'Create a database user' });
  await user.getByLabel('Username').fill('App_Reader');
  await user.getByRole('button', { name: 'Generate a password' }).click();
  await user.getByRole('button', { name: 'Create user' }).click();
  await expect(user.getByLabel('Username')).toHaveAccessibleDescription(/This database already has a user named "App_Reader"/);
  await expectAccessible(page, 'duplicate user');
  await snap(page, 'guard-duplicate-user');
  await user.getByRole('button', { name: 'Cancel' }).click();

  // An allow-list entry the list already has, written another way.
  await page.goto('/workgroups/wg-0001/allow-list');
  const first = (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
  await page.getByLabel('Address or range').fill(first.replace(/\/32$/, ''));
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByLabel('Address or range')).toHaveAccessibleDescription(new RegExp(`${first.replace(/[./]/g, '\\$&')} is already in the allow list`));

  expect(writes.count()).toBe(0);
  expect(errors).toEqual([]);
});

test('upgrades: the dialog offers the next maintenance window first', async ({ page }) => {
  const writes = countWrites(page, /upgrade$/);
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-3');
  await page.getByRole('list', { name: 'Versions it can move to' }).getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: /^Upgrade / });
  await expect(dialog.getByRole('radio', { name: 'At the next maintenance window' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Now' })).not.toBeChecked();
  await expect(dialog.getByText(/Next window: /)).toBeVisible();
  await snap(page, 'guard-upgrade-window');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(writes.count()).toBe(0);
});

test('focus and first clicks: a new schedule, entry, user and key take focus; Generate a password works on the first click', async ({ page, request }) => {
  const errors = watchErrors(page);
  const wg = await createWorkgroup(request, unique('focus'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'focused', workspace_type_name: 'TG-0' });
  // Schedule: once created, focus lands on its row in the list.
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`);
  await page.getByRole('radio', { name: 'Every day' }).check();
  await page.getByLabel('Time', { exact: true }).fill('06:17');
  await page.getByLabel('Size to set').selectOption('TG-1');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.locator(':focus')).toContainText('6:17 AM');
  await expect(page.locator(':focus')).toHaveAttribute('data-row-key', /.+/);

  // Allow-list entry.
  const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
  await page.goto(`/workgroups/${wg}/allow-list`);
  await page.getByLabel('Address or range').fill(address);
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.locator(':focus')).toContainText(address);
  await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'TR');

  // Database user: Generate works on the first click, straight from the empty password field (its blur message
  // appears below the buttons); after the password is saved, the user's row has focus.
  const username = `focus_${Date.now().toString(36)}`;
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users');
  await page.getByRole('button', { name: 'Create user' }).click();
  const create = page.getByRole('dialog', { name: 'Create a database user' });
  await create.getByLabel('Username').fill(username);
  await create.getByLabel('Password', { exact: true }).focus();
  await create.getByRole('button', { name: 'Generate a password' }).click();
  await expect(create.getByLabel('Password', { exact: true })).toHaveValue(/^.{20}$/);
  await create.getByRole('button', { name: 'Create user' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.locator(':focus')).toContainText(username);

  // Change password: the dialog opens in the password field; one click generates.
  await page.getByRole('button', { name: `Change password of ${username}` }).click();
  const change = page.getByRole('dialog', { name: `Change the password of ${username}` });
  await expect(change.getByLabel('New password')).toBeFocused();
  await change.getByRole('button', { name: 'Generate a password' }).click();
  await expect(change.getByLabel('New password')).toHaveValue(/^.{20}$/);
  await snap(page, 'guard-generate-first-click');
  await change.getByRole('button', { name: 'Change password' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.locator(':focus')).toContainText(username);

  // API key.
  await page.goto('/organization');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const description = unique('focus key');
  const key = page.getByRole('dialog', { name: 'Create an API key' });
  await key.getByLabel('Description').fill(description);
  await key.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.locator(':focus')).toContainText(description);
  await expectAccessible(page, 'new key row focused');
  await snap(page, 'guard-key-focused');
  expect(errors).toEqual([]);
});

test('copy as cURL: $DB_PASSWORD stays outside single quotes, and bash hands curl the password', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/users?dialog=create');
  const dialog = page.getByRole('dialog', { name: 'Create a database user' });
  await dialog.getByLabel('Username').fill('curl_user');
  await dialog.getByRole('button', { name: 'Copy as cURL' }).click();
  const command = await page
    .getByRole('dialog', { name: /^Request: / })
    .getByLabel('cURL command', { exact: true })
    .innerText();
  expect(command).toContain(`'"$DB_PASSWORD"'`);
  await snap(page, 'guard-curl-variable');
  // The words bash makes of the command, with the variable set: the body carries the password.
  const words = execFileSync('bash', ['-c', command.replace(/^curl /, 'printf "%s\\n" ')], {
    env: { PATH: process.env.PATH, DB_PASSWORD: 'Zq8-x!y=#%+Kp2.w_@Ab', API_KEY: 'k' },
    encoding: 'utf8',
  }).split('\n');
  expect(JSON.parse(words[words.indexOf('--data-raw') + 1]!)).toEqual({ username: 'curl_user', password: 'Zq8-x!y=#%+Kp2.w_@Ab' });
});
