import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API_KEY, OWNER_TOKEN, V, api, createWorkgroup, creates, expectAccessible, setFaults, unique, walkOnboardingToReview, watchErrors } from '../helpers';

test.afterEach(async ({ request }) => setFaults(request, {}));

/** Clicks submit while the answer is cut off mid-way, then lets the user retry. */
async function submitThroughDrop(page: Page, request: Parameters<typeof setFaults>[0], submit: () => Promise<void>, failure: RegExp) {
  await setFaults(request, { dropRate: 1 });
  await submit();
  await expect(page.getByRole('alert').filter({ hasText: failure }).first()).toBeVisible();
  await setFaults(request, {});
  await submit();
}

/** The next POST to `path` reaches the control plane (which acts on it), and its answer is cut off on the way back. */
async function loseNextAnswer(page: Page, path: RegExp) {
  let lost = false;
  await page.route(path, async (route) => {
    if (route.request().method() !== 'POST' || lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

test('a retry after a dropped answer never creates twice: workgroup, workspace, schedule, allow-list entry, provider', async ({ page, request }) => {
  const errors = watchErrors(page);
  const start = await creates(request);

  // Workgroup.
  const wgName = unique('Dropped answer');
  await page.goto('/workgroups/new');
  await page.getByLabel('Name').fill(wgName);
  await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  await submitThroughDrop(page, request, () => page.getByRole('button', { name: 'Create workgroup' }).click(), /Could not reach the control service/);
  await expect(page.getByRole('heading', { level: 1, name: wgName })).toBeVisible();
  await expect(page.getByText('nothing was sent twice')).toBeVisible();
  const workgroupID = page.url().split('/').pop()!;

  // Workspace.
  await page.getByRole('link', { name: 'Create workspace' }).first().click();
  await page.getByLabel('Name').fill('dropped');
  await submitThroughDrop(page, request, () => page.getByRole('button', { name: 'Create workspace' }).click(), /Could not reach/);
  await expect(page.getByRole('heading', { level: 1, name: 'dropped' })).toBeVisible();

  // Schedule.
  await page.getByRole('link', { name: 'Schedules' }).click();
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByLabel('Size to set').selectOption('TG-1');
  await submitThroughDrop(page, request, () => editor.getByRole('button', { name: 'Create schedule' }).click(), /Could not reach/);
  await expect(page.getByRole('region', { name: /^Schedules/ }).getByText(/Weekdays at 8:00 AM/)).toHaveCount(1);
  await expect(editor.getByRole('alert')).toHaveCount(0);

  // Allow-list entry.
  await page.goto(`/workgroups/${workgroupID}/allow-list`);
  const add = page.getByRole('region', { name: 'Add an entry' });
  await add.getByLabel('Address or range').fill('198.51.100.77');
  await submitThroughDrop(page, request, () => add.getByRole('button', { name: 'Add entry' }).click(), /Could not reach/);
  await expect(page.getByRole('region', { name: /^Entries/ }).getByRole('row', { name: /198\.51\.100\.77/ })).toHaveCount(1);
  await expect(add.getByRole('alert')).toHaveCount(0);

  // Another entry, its answer lost after the control plane made it: the retry adopts it
  // instead of refusing it as a duplicate of itself.
  await add.getByLabel('Address or range').fill('198.51.100.78');
  await loseNextAnswer(page, /\/allow_list$/);
  await add.getByRole('button', { name: 'Add entry' }).click();
  await expect(add.getByRole('alert').filter({ hasText: /Could not reach/ })).toBeVisible();
  // The list is read again after a lost answer, and shows the entry the lost attempt made.
  await expect(page.getByRole('region', { name: /^Entries/ }).getByRole('row', { name: /198\.51\.100\.78/ })).toHaveCount(1);
  await add.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: '198.51.100.78 added' })).toContainText('nothing was sent twice');
  await expect(add.getByText(/already in the allow list/)).toHaveCount(0);

  // Cloud provider: the check before creating passes, the create is made, and its answer is lost.
  // The retry finds it (the check would now refuse the role as "already registered").
  await page.goto('/cloud-providers/new');
  await walkOnboardingToReview(page, { region: 'us-east-1', name: unique('Dropped cloud'), account: '777788889999', roleName: `Dropped${Date.now()}` });
  await loseNextAnswer(page, /\/cloud-providers$/);
  await page.getByRole('button', { name: 'Register cloud account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Could not reach/ })).toBeVisible();
  await page.getByRole('button', { name: 'Register cloud account' }).click();
  await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /registered/ })).toContainText('nothing was sent twice');

  const end = await creates(request);
  for (const [kind, made] of Object.entries({ workgroup: 1, workspace: 1, schedule: 1, allowListEntry: 2, cloudProvider: 1 }))
    expect((end[kind] ?? 0) - (start[kind] ?? 0), kind).toBe(made);
  expect(errors).toEqual([]);
});

test('a remove whose answer was lost, retried, ends removed: allow-list entry and schedule', async ({ page, request }) => {
  const errors = watchErrors(page);
  const workgroupID = await createWorkgroup(request, unique('Dropped remove'));
  await api(request, 'POST', `${V}/workgroups/${workgroupID}/allow_list`, { cidr: '192.0.2.55', description: 'to remove' });
  await page.goto(`/workgroups/${workgroupID}/allow-list`);
  const row = page.getByRole('region', { name: /^Entries/ }).getByRole('row', { name: /192\.0\.2\.55/ });
  await row.getByRole('button', { name: 'Remove 192.0.2.55' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove 192.0.2.55?' });
  // The first attempt removes it but its answer is cut off; the retry finds it gone: done, not an error.
  await submitThroughDrop(page, request, () => dialog.getByRole('button', { name: 'Remove entry' }).click(), /Could not reach/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('192.0.2.55 removed from the allow list')).toBeVisible();
  await expect(row).toHaveCount(0);

  await api(request, 'POST', `${V}/workgroups/wg-0002/workspaces/ws-0002-3/schedules`, {
    workspace_id: 'ws-0002-3',
    repeat: 'daily',
    time: '05:17',
    timezone: 'UTC',
    workspace_type_name: 'TG-1',
  });
  await page.goto('/workgroups/wg-0002/workspaces/ws-0002-3/schedules');
  const list = page.getByRole('region', { name: /^Schedules/ });
  await list.getByRole('button', { name: 'Delete schedule: Every day at 5:17 AM UTC → TG-1' }).click();
  const confirm = page.getByRole('dialog');
  await submitThroughDrop(page, request, () => confirm.getByRole('button', { name: 'Delete schedule' }).click(), /Could not reach/);
  await expect(confirm).toHaveCount(0);
  await expect(list.getByText('Every day at 5:17 AM UTC → TG-1')).toHaveCount(0);
  expect(errors).toEqual([]);
  // Leave the organization as the other journeys expect it.
  await api(request, 'DELETE', `${V}/workgroups/${workgroupID}`);
});

test('Enter held down and double clicks on a slow network send one create', async ({ page, request }) => {
  const name = unique('Held enter');
  await page.goto('/workgroups/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
  const before = (await creates(request)).workgroup ?? 0;
  await setFaults(request, { latencyMs: 1500 });
  await page.getByLabel('Name').focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Enter', { delay: 5 });
  await page
    .getByRole('button', { name: /Creat/ })
    .dblclick({ force: true })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
  await setFaults(request, {});
  expect(((await creates(request)).workgroup ?? 0) - before).toBe(1);
});

test('offline shows a banner and sends nothing in secret; back online recovers without a reload', async ({ page, context, request }) => {
  const workgroupID = await createWorkgroup(request, unique('Offline'));
  await page.goto(`/workgroups/${workgroupID}/allow-list`);
  await expect(page.getByRole('heading', { level: 1, name: 'IP allow list' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  const add = page.getByRole('region', { name: 'Add an entry' });
  await add.getByLabel('Address or range').fill('203.0.113.99');
  await add.getByRole('button', { name: 'Add entry' }).click();
  await expect(add.getByRole('alert').filter({ hasText: /Could not reach the control service/ })).toBeVisible();
  await expect(add.getByLabel('Address or range')).toHaveValue('203.0.113.99');
  await context.setOffline(false);
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
  // Nothing was queued: the entry was never added behind the user's back.
  await page.waitForTimeout(500);
  expect((await api<{ cidr: string }[]>(request, 'GET', `${V}/workgroups/${workgroupID}/allow_list`)).map((e) => e.cidr)).toEqual([]);
  await add.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByRole('region', { name: /^Entries/ }).getByRole('row', { name: /203\.0\.113\.99/ })).toBeVisible();
});

const envelope = (type: string, reason: string) =>
  JSON.stringify({ Error: true, ErrorDetails: [{ FieldName: '', Reason: reason, Type: type }], Message: reason, RequestID: 'req-forced' });

for (const [status, type, advice] of [
  [403, 'Forbidden', /do not allow this action/],
  [404, 'Not-Found', /no longer exists/],
  // A 429 Quota-Exceed without Retry-After is a limit reached, not something to wait out
  // (with Retry-After it is a rate limit: across/shell-proxy.spec.ts).
  [429, 'Quota-Exceed', /A limit of your organization was reached/],
  [503, 'API-Disabled', /disabled for your organization/],
] as const) {
  test(`a ${status} ${type} says what to do, with its RequestID, and keeps the input`, async ({ page }) => {
    await page.route('**/controller/v4/v2/workgroups', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status, contentType: 'application/json', body: envelope(type, `Forced ${type}`) })
        : route.continue(),
    );
    await page.goto('/workgroups/new');
    await page.getByLabel('Name').fill('Kept name');
    await page.getByLabel('Cloud provider').selectOption({ label: 'Acme AWS production (AWS · us-east-1)' });
    await page.getByRole('button', { name: 'Create workgroup' }).click();
    const alert = page.getByRole('alert').filter({ hasText: `Forced ${type}` });
    await expect(alert).toContainText(advice);
    await expect(alert).toContainText('req-forced');
    await expect(page.getByLabel('Name')).toHaveValue('Kept name');
  });
}

test('server data with markup renders as text', async ({ page, request }) => {
  const workgroupID = await createWorkgroup(request, unique('Inert'));
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  await api(request, 'POST', `${V}/workgroups/${workgroupID}/allow_list`, { cidr: '192.0.2.200', note: hostile });
  await page.goto(`/workgroups/${workgroupID}/allow-list`);
  await expect(page.getByRole('cell', { name: hostile })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});

test('keys and tokens never appear in a URL or the browser history', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('framenavigated', (f) => urls.push(f.url()));
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Owner session token' });
  // The demo's session holds its owner's token from the start: entered again, as a person would.
  await section.getByRole('button', { name: 'Change session token' }).click();
  await section.getByLabel('New session token').fill(OWNER_TOKEN);
  await section.getByRole('button', { name: 'Save session token' }).click();
  for (const link of ['Workgroups', 'Cloud providers', 'Organization users', 'Activity']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goBack();
  await page.goBack();
  expect(urls.length).toBeGreaterThan(10);
  for (const u of urls) {
    expect(u).not.toContain(API_KEY);
    expect(u).not.toContain(OWNER_TOKEN);
  }
  await expectAccessible(page, 'after navigation');
});
