import type { Page } from '@playwright/test';
import { test, expect } from '@playwright/test';
import { enterApiKey, expectAccessible, snap, againstAwkwardUpstream, varyUpstream, watchErrors } from './helpers';

/**
 * The console in proxy mode (UPSTREAM_URL) in front of e2e/upstream/awkward-upstream.ts:
 * a service that answers the way real ones do. Every screen must show what it
 * can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

/**
 * Opens a screen as a new user of a real deployment: the console asks for the API key,
 * as the screen itself when the screen could not load without it, or over the screen.
 */
async function openWithKey(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await enterApiKey(page, 'awkward-key-0001');
}

test('first visit to a live service: a plain "Enter your API key" screen, not an error', async ({ page }) => {
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your API key' })).toBeVisible();
  await expect(page.getByText('This screen could not load')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'first visit');
  await snap(page, 'real-world-first-visit');
  await page.getByLabel('API key', { exact: true }).fill('awkward-key-0001');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
});

/** The one line that says what was not read; opens its details. */
async function openNotices(page: Page, summary: RegExp) {
  const line = page.getByRole('note').filter({ hasText: summary });
  await expect(line).toBeVisible();
  await line.getByText('Details', { exact: true }).click();
  return line;
}

test('workgroup list: every readable workgroup shows; the one without an id is shown read-only and counted, with details to copy', async ({ page }) => {
  const errors = watchErrors(page);
  await openWithKey(page, '/workgroups');
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toBeVisible();
  // A name sent as a number, an unknown platform: shown as they came.
  await expect(page.getByRole('link', { name: '12345' })).toBeVisible();
  await expect(page.getByText(/oracle/i).first()).toBeVisible();
  // Sent without an id: shown, but nothing can open it.
  const orphan = page.getByRole('row').filter({ hasText: 'orphan without workgroup_id' });
  await expect(orphan.getByText('Read-only: sent without an id')).toBeVisible();
  await expect(orphan.getByRole('link', { name: 'orphan without workgroup_id' })).toHaveCount(0);
  // The workgroup, and a workspace inside another one.
  const notes = await openNotices(page, /2 entries have no id and are shown read-only/);
  await expect(notes.getByText(/Result\.2\.workgroup_id: shown read-only \(no id\); received nothing/)).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Copy details for a bug report' })).toBeVisible();
  await expectAccessible(page, 'workgroups with notices');
  await snap(page, 'real-world-workgroups');
  // The activity log keeps the same account.
  await page.getByRole('link', { name: 'Activity' }).first().click();
  // The browser's own log (reads included), beside the server's audit trail of writes.
  await page.getByRole('button', { name: "This browser's requests" }).click();
  const row = page.getByRole('row').filter({ hasText: 'List workgroups' }).first();
  await row.getByText(/parts? not read/).click();
  await expect(row.getByText('Result.2.workgroup_id: shown read-only', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('workgroup and workspace detail: numbers sent as strings read as numbers; what cannot be read shows as —', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1');
  await expect(page.getByRole('heading', { name: 'Fraud graph', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'fraud-prod' })).toBeVisible();
  // The unknown status is shown as it came.
  await expect(page.getByText('Hibernating').first()).toBeVisible();
  await openNotices(page, /could not be read/);
  await expectAccessible(page, 'workgroup detail');

  await page.getByRole('link', { name: 'fraud-prod' }).click();
  await expect(page.getByRole('heading', { name: 'fraud-prod', level: 1 })).toBeVisible();
  const facts = page.locator('dl.facts');
  await expect(facts.getByText('12,345')).toBeVisible();
  await expect(facts.getByText('After 30 idle minutes')).toBeVisible();
  await expect(facts.getByText('50 MiB')).toBeVisible();
  // This workspace's answer was read whole (the only note is about the add-on catalog).
  await expect(page.getByRole('note')).not.toContainText('Get workspace');
  await snap(page, 'real-world-workspace');

  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-2');
  await expect(page.getByRole('heading', { name: 'fraud-archive', level: 1 })).toBeVisible();
  await expect(page.getByText('Edges').locator('..').getByText('—')).toBeVisible();
  // An unknown state is not "in progress": nothing says it updates by itself.
  await expect(page.getByText(/updates by itself/i)).toHaveCount(0);
  const notes = await openNotices(page, /values? could not be read/);
  await expect(notes.getByText(/edge_count: shown empty; received "lots", expected a number/)).toBeVisible();
  await expectAccessible(page, 'workspace with unreadable values');
});

test('schedules: one without a time zone is listed and can be edited; a deployment that cannot delete says so and offers to edit', async ({
  page,
  request,
}) => {
  await varyUpstream(request, { deleteSchedule: '405' });
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
  await expect(page.getByText(/Weekdays at 8:00 AM America\/New_York → TG-2/)).toBeVisible();
  await expect(page.getByText(/Every day at 8:00 PM \(no time zone\) → TG-0/)).toBeVisible();
  await expect(page.getByText(/runs cannot be placed/i)).toBeVisible();
  // The week's compute from what can be placed: TG-2 on weekdays (the size the last run set carries
  // over the weekend) against always on at TG-1; the schedule without a zone adds nothing.
  const compute = page.getByRole('region', { name: 'Compute this week' });
  await expect(compute.getByText('100 % more than always on')).toBeVisible();
  await expect(compute.getByRole('table', { name: 'Hours at each size this week' }).getByRole('row')).toHaveCount(2);
  await openNotices(page, /1 entry has no id and is shown read-only; 1 value could not be read/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Every day at 12:00 PM UTC' }).getByText('Read-only: sent without an id')).toBeVisible();
  await expectAccessible(page, 'schedules with notices');
  await snap(page, 'real-world-schedules');

  await page.getByRole('button', { name: /Delete schedule: Weekdays/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this schedule?' });
  await dialog.getByRole('button', { name: 'Delete schedule' }).click();
  await expect(dialog.getByText(/cannot delete schedules/)).toBeVisible();
  await expectAccessible(page, 'delete not offered');
  await dialog.getByRole('button', { name: 'Edit it instead' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('08:00');
});

test('workspace version: end of life read from option strings; no upgrade offered when only the running version allows one', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1');
  const version = page.getByRole('region', { name: 'Version' });
  await expect(version.getByText('4.2.1', { exact: true })).toBeVisible();
  await expect(version.getByText('Supported until 2028-06-30.')).toBeVisible();
  await expect(version.getByText('No version is offered as an upgrade from 4.2.1.')).toBeVisible();
  await expectAccessible(page, 'workspace version in proxy mode');
  await snap(page, 'real-world-workspace-version');
});

test('schedules: a 404 envelope to a delete, while the schedule is still listed, is "not offered", not "already gone"', async ({ page, request }) => {
  await varyUpstream(request, { deleteSchedule: '404-envelope' });
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
  await page.getByRole('button', { name: /Delete schedule: Weekdays/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this schedule?' });
  await dialog.getByRole('button', { name: 'Delete schedule' }).click();
  await expect(dialog.getByText(/cannot delete schedules/)).toBeVisible();
  await expect(page.getByText('Schedule deleted')).toHaveCount(0);
});

test('allow list: numeric ids work, the entry without one is shown read-only, an entry that is not an address says so', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/allow-list');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: '10.0.0.0/8', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'not-an-address', exact: true })).toBeVisible();
  await expect(table.getByText('Not an address')).toBeVisible();
  const idless = table.getByRole('row').filter({ hasText: '192.0.2.1' });
  await expect(idless.getByText('Read-only: sent without an id')).toBeVisible();
  await expect(idless.getByRole('button')).toHaveCount(0);
  // The entry, and a workspace of the workgroup the screen also reads.
  await openNotices(page, /2 entries have no id and are shown read-only/);
  await expectAccessible(page, 'allow list with notices');
  await snap(page, 'real-world-allow-list');
  // The entry whose id came as a number can be removed.
  await page.getByRole('button', { name: 'Remove 10.0.0.0/8' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(table.getByRole('cell', { name: '10.0.0.0/8', exact: true })).toHaveCount(0);
});

test('allow list: a write answered with a web server error page or an empty body is explained and keeps the input', async ({ page, request }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/allow-list');
  for (const [variation, text] of [
    ['html-500', /HTTP 500/],
    ['empty-502', /HTTP 502/],
  ] as const) {
    await varyUpstream(request, { addAllowedIp: variation });
    await page.getByLabel('Address or range').fill('198.51.100.0/24');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(page.getByLabel('Address or range')).toHaveValue('198.51.100.0/24');
  }
});

test('organization users: "yes", a numeric date and null roles read; a user without an id is shown read-only', async ({ page }) => {
  await page.goto('/settings');
  await page.getByLabel('New session token').fill('awkward-owner-token');
  await page.getByRole('region', { name: 'Owner session token' }).getByRole('button', { name: /Save/ }).click();
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page.getByText('ada@example.com')).toBeVisible();
  await expect(page.getByText('grace@example.com')).toBeVisible();
  const idless = page.getByRole('row').filter({ hasText: 'no-id@example.com' });
  await expect(idless.getByText('Read-only: sent without an id')).toBeVisible();
  await expect(idless.getByRole('button', { name: /Edit roles/ })).toHaveCount(0);
  await openNotices(page, /1 entry has no id and is shown read-only/);
  await expectAccessible(page, 'users with notices');
});

test('cloud providers: odd shapes read; when the deployment does not list them, the console says so and offers the manual path', async ({ page, request }) => {
  await openWithKey(page, '/cloud-providers');
  await expect(page.getByRole('link', { name: 'Prod AWS' })).toBeVisible();
  await page.getByRole('link', { name: 'Prod AWS' }).click();
  await expect(page.getByText('Short ID').locator('..').getByText('1234')).toBeVisible();
  await expect(page.getByText('subnet-0a1b2c')).toBeVisible();
  await expect(page.getByText('ext-secret-never-shown')).toHaveCount(0);
  await expectAccessible(page, 'provider detail');

  for (const how of ['404-envelope', '404-html', '405']) {
    await varyUpstream(request, { cloudProviders: how });
    await page.goto('/cloud-providers');
    await expect(page.getByRole('heading', { name: 'This deployment does not list cloud providers' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Register a cloud account' }).first()).toBeVisible();
  }
  await expectAccessible(page, 'providers not offered');
  await snap(page, 'real-world-providers-not-offered');
  await page.getByLabel('Provider id').fill('cp-aw-1');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: 'This deployment does not show a cloud provider' })).toBeVisible();
  // Creating a workgroup then takes the provider id as typed.
  await page.goto('/workgroups/new');
  await expect(page.getByText('This deployment of the control service does not offer the list of cloud providers.')).toBeVisible();
  await expect(page.getByLabel('Cloud provider ID')).toBeEditable();
});

test('create workspace: sizes whose figures cannot be read show them raw and last; a version that says "true" can be chosen', async ({ page }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/new');
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  await expect(sizes).toHaveCount(4);
  await expect(sizes.last()).toHaveValue('TG-X');
  await expect(page.getByText('“lots” vCPU')).toBeVisible();
  await expect(page.getByLabel('Version').getByRole('option', { name: /4\.2\.1/ })).toBeAttached();
  await openNotices(page, /could not be read/);
  await expectAccessible(page, 'create workspace with odd options');
  await snap(page, 'real-world-create-workspace');
});

test('add-ons in every shape the service may send', async ({ page, request }) => {
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/new');
  for (const shape of ['array', 'wrapped', 'map', 'string']) {
    await varyUpstream(request, { addons: shape });
    await page.reload();
    const group = page.getByRole('group', { name: 'Enable add-ons' });
    await expect(group.getByRole('checkbox', { name: /Insights/ })).toBeVisible();
    await expect(group.getByRole('checkbox', { name: /CoPilot/ })).toBeVisible();
  }
  await varyUpstream(request, { addons: 'array' });
  await page.reload();
  // Without is_free an add-on is neither free nor paid.
  await expect(page.getByRole('checkbox', { name: /CoPilot.*Price not stated/ })).toBeVisible();
  await varyUpstream(request, { addons: 'garbage' });
  await page.reload();
  await expect(page.getByText(/The list of add-ons could not be read/)).toBeVisible();
  await varyUpstream(request, { addons: 'empty' });
  await page.reload();
  await expect(page.getByText('No add-ons are available to this organization.')).toBeVisible();
});

test('a rate limit is waited out with a countdown, then the screen loads', async ({ page, request }) => {
  await varyUpstream(request, { rateLimitNext: 1, retryAfter: 3 });
  await openWithKey(page, '/workgroups');
  await expect(page.getByText(/rate limiting requests: retrying in \d s/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toBeVisible({ timeout: 10_000 });
  // Not called a quota on the screen (the header's organization link names the quota screen, unseen).
  await expect(page.getByRole('main').getByText(/quota/i)).toHaveCount(0);
});

test('3,000 workgroups with odd values: the list shows them and filters', async ({ page, request }) => {
  await varyUpstream(request, { large: true });
  await openWithKey(page, '/workgroups');
  await expect(page.getByText(/3,000 workgroups|of 3,000/).first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Filter', { exact: true }).fill('Team 2999');
  await expect(page.getByRole('link', { name: 'Team 2999' })).toBeVisible();
});
