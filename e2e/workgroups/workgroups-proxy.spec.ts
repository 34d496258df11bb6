import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openNotices, openWithKey, snap, varyUpstream, watchErrors } from '../helpers';

/**
 * The workgroup list in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

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

test('3,000 workgroups with odd values: the list shows them and filters', async ({ page, request }) => {
  await varyUpstream(request, { large: true });
  await openWithKey(page, '/workgroups');
  await expect(page.getByText(/3,000 workgroups|of 3,000/).first()).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Filter', { exact: true }).fill('Team 2999');
  await expect(page.getByRole('link', { name: 'Team 2999' })).toBeVisible();
});
