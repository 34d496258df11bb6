import type { Page } from '@playwright/test';
import { test, expect } from '@playwright/test';
import {
  enterApiKey,
  expectAccessible,
  snap,
  UPSTREAM_URL,
  againstAwkwardUpstream,
  createDailyScheduleAtVendorPath,
  varyUpstream,
  watchErrors,
} from '../helpers';

/**
 * Every main screen in proxy mode against an upstream that answers exactly as the
 * vendor's published reference documents (vendor-operations.md, "The vendor's
 * dialect"): e2e/upstream/awkward-upstream.ts with `dialect: 'vendor'`.
 */
againstAwkwardUpstream({ dialect: 'vendor' });

const enterKey = (page: Page) => enterApiKey(page, 'vendor-key-0001');

test('a missing key answered "400, Type Unauthorized" asks for the key; the list shows the entry without an id read-only', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups');
  // Revision A sends only 400 and 500: the console goes by the ErrorDetail Type.
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your API key' })).toBeVisible();
  await enterKey(page);
  await expect(page.getByRole('link', { name: 'Fraud graph' })).toBeVisible();
  const orphan = page.getByRole('row').filter({ hasText: 'orphan without workgroup_id' });
  await expect(orphan.getByText('Read-only: sent without an id')).toBeVisible();
  await expectAccessible(page, 'vendor workgroups');
  await snap(page, 'vendor-workgroups');
  expect(errors).toEqual([]);
});

test('workspace: the endpoint host from nginx_host, vector storage from milvus_size; a workgroup not found (500, Not-Found) is "Not found"', async ({
  page,
}) => {
  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1');
  await enterKey(page);
  await expect(page.getByRole('heading', { name: 'fraud-prod', level: 1 })).toBeVisible();
  await expect(page.getByText('fraud-prod.i.awkward.example')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy endpoint host' })).toBeVisible();
  const storage = page.getByRole('list', { name: 'Storage by kind' });
  await expect(storage.getByRole('listitem').filter({ hasText: 'Vector indexes' })).toContainText('256 MiB');
  await expectAccessible(page, 'vendor workspace');
  await snap(page, 'vendor-workspace');

  await page.goto('/workgroups/wg-nope');
  await expect(page.getByRole('heading', { name: 'Not found', level: 1 })).toBeVisible();
});

test("schedules: listed from revision A's path, created and deleted there, and the activity log says which path is in use", async ({ page }) => {
  await page.goto('/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
  await enterKey(page);
  await expect(page.getByText(/Weekdays at 8:00 AM America\/New_York → TG-2/)).toBeVisible();
  await expect(page.getByText('could not load')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Every day at 12:00 PM UTC' }).getByText('Read-only: sent without an id')).toBeVisible();
  await expectAccessible(page, 'vendor schedules');
  await snap(page, 'vendor-schedules');

  await createDailyScheduleAtVendorPath(page);

  await page.getByRole('button', { name: /Delete schedule: Weekdays/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this schedule?' });
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/controller/v4/v2/workspaces/ws-aw-1/schedules/s-aw-1'));
  await dialog.getByRole('button', { name: 'Delete schedule' }).click();
  await deleted;
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Activity' }).first().click();
  // The browser's own log (reads included), beside the server's audit trail of writes.
  await page.getByRole('button', { name: "This browser's requests" }).click();
  const row = page.getByRole('row').filter({ hasText: 'List schedules' }).filter({ hasText: "Revision A's path" }).first();
  await expect(row).toContainText('/controller/v4/v2/workspaces/ws-aw-1/schedules');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /Not offered at .*asked again at .*revision A's path/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'activity with revision A');
});

test('allow list: the entry without an id is shown read-only; the current IP answer\'s " IsAllowed" is read', async ({ page }) => {
  await page.goto('/workgroups/wg-aw-1/allow-list');
  await enterKey(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: '10.0.0.0/8', exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '192.0.2.1' }).getByText('Read-only: sent without an id')).toBeVisible();
  const yours = page.getByRole('region', { name: 'Your address' });
  await expect(yours.getByText('198.51.100.2', { exact: true })).toBeVisible();
  await expect(yours.getByText(/The service says your address is allowed/)).toBeVisible();
  await expectAccessible(page, 'vendor allow list');
  await snap(page, 'vendor-allow-list');
});

test('organization users: a bare array, a bare object and an envelope; roles replaced for an auth0| id, sent encoded', async ({ page, request }) => {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Owner session token' });
  await section.getByLabel('New session token').fill('vendor-owner-token');
  await section.getByRole('button', { name: 'Save session token' }).click();
  // Kept by the console server (issue 62): saved once its answer is back, before the page is left.
  await expect(section.getByText('Kept by the console server until this browser closes')).toBeVisible();

  for (const shape of ['object', 'envelope', 'array']) {
    await varyUpstream(request, { usersShape: shape });
    await page.goto('/users');
    await expect(page.getByText('ada@example.com')).toBeVisible();
    await expect(page.getByText('could not load')).toHaveCount(0);
  }
  await expect(page.getByText('grace@example.com')).toBeVisible();
  await expectAccessible(page, 'vendor users');
  await snap(page, 'vendor-users');

  await page.getByRole('button', { name: 'Edit roles of ada@example.com' }).click();
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: /Organization Admin/ })
    .check();
  await page.getByRole('dialog').getByRole('button', { name: 'Review change' }).click();
  const confirm = page.getByRole('dialog', { name: /Replace the roles of/ });
  await confirm.getByRole('button', { name: 'Replace roles' }).click();
  await expect(confirm).toBeHidden();
  const put = (await (await request.get(`${UPSTREAM_URL}/__awkward/last-roles-put`)).json()) as { Result: string };
  expect(put.Result).toBe('/users/auth0%7C64f1c2e9a7b3/roles');
  await expect(page.getByRole('row').filter({ hasText: 'ada@example.com' }).getByText('Organization Admin')).toBeVisible();
});

test('cloud providers: the cluster id from eks_id', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aw-1');
  await enterKey(page);
  await expect(page.getByText('Cluster ID').locator('..').getByText('eks-aw-prod')).toBeVisible();
  await expectAccessible(page, 'vendor provider');
});
