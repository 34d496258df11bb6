import { expect, test } from '@playwright/test';
import { againstAwkwardUpstream, expectAccessible, openNotices, openWithKey, snap, varyUpstream } from '../helpers';

/**
 * Schedules in proxy mode in front of e2e/upstream/awkward-upstream.ts: a service that answers
 * the way real ones do. The screen must show what it can read and say, in one line, what it could not.
 */
againstAwkwardUpstream();

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

test('schedules: a 404 envelope to a delete, while the schedule is still listed, is "not offered", not "already gone"', async ({ page, request }) => {
  await varyUpstream(request, { deleteSchedule: '404-envelope' });
  await openWithKey(page, '/workgroups/wg-aw-1/workspaces/ws-aw-1/schedules');
  await page.getByRole('button', { name: /Delete schedule: Weekdays/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this schedule?' });
  await dialog.getByRole('button', { name: 'Delete schedule' }).click();
  await expect(dialog.getByText(/cannot delete schedules/)).toBeVisible();
  await expect(page.getByText('Schedule deleted')).toHaveCount(0);
});
