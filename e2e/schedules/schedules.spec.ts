import { expect, test } from '@playwright/test';
import { V, api, expectAccessible, failReads, snap, watchErrors } from '../helpers';

test('create a weekly schedule, see it on the week view, edit its time, add a one-off in another zone, delete one', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/workgroups/wg-0003/workspaces/ws-0003-1/schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules of production' })).toBeVisible();
  await expectAccessible(page, 'schedule editor');

  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByRole('radio', { name: 'Weekly, on chosen days' }).check();
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  await expect(editor.getByText('Choose at least one day')).toBeVisible();
  await editor.getByRole('checkbox', { name: 'Tue' }).check();
  await editor.getByRole('checkbox', { name: 'Thu' }).check();
  await editor.getByLabel('Time', { exact: true }).fill('06:15');
  await editor.getByLabel('Size to set').selectOption('TG-4');
  await editor.getByLabel('Search schedule time zones').fill('tokyo');
  await editor.getByLabel('Time zone', { exact: true }).selectOption('Asia/Tokyo');
  // The sentence follows the edits.
  await expect(editor.getByText('Every Tue, Thu at 6:15 AM Asia/Tokyo → TG-4')).toBeVisible();
  await expect(editor.getByRole('list', { name: 'Next runs' }).getByRole('listitem')).toHaveCount(10);
  await editor.getByRole('button', { name: 'Create schedule' }).click();

  const list = page.getByRole('region', { name: /^Schedules/ });
  await expect(list.getByText('Every Tue, Thu at 6:15 AM Asia/Tokyo → TG-4')).toBeVisible();

  // On the week view, in the schedule's own zone: Tuesday 06:00 sets size 4.
  const week = page.getByRole('region', { name: 'Week view' });
  await week.getByRole('radio', { name: 'Asia/Tokyo (schedule)' }).check();
  const grid = week.getByRole('table');
  await expect(grid.getByRole('row', { name: /^Tue/ }).getByRole('cell').nth(6)).toHaveText('4');
  await snap(page, 'schedule-week-view');

  // Edit its time.
  await list.getByRole('button', { name: /Edit schedule: Every Tue, Thu/ }).click();
  const edit = page.getByRole('region', { name: 'Edit schedule' });
  await edit.getByLabel('Time', { exact: true }).fill('07:45');
  await expect(edit.getByText('Every Tue, Thu at 7:45 AM Asia/Tokyo → TG-4')).toBeVisible();
  await edit.getByRole('button', { name: 'Save schedule' }).click();
  await expect(list.getByText('Every Tue, Thu at 7:45 AM Asia/Tokyo → TG-4')).toBeVisible();
  await expect(grid.getByRole('row', { name: /^Tue/ }).getByRole('cell').nth(7)).toHaveText('4');

  // A one-off in another zone; a past date is warned about first.
  await editor.getByRole('radio', { name: 'One-off' }).check();
  await editor.getByLabel('Date').fill('2020-01-01');
  await editor.getByLabel('Size to set').selectOption('TG-1');
  await editor.getByLabel('Search schedule time zones').fill('paris');
  await editor.getByLabel('Time zone', { exact: true }).selectOption('Europe/Paris');
  await expect(editor.getByText(/is in the past: this one-off schedule would never run/)).toBeVisible();
  await editor.getByLabel('Date').fill('2030-03-31');
  await editor.getByLabel('Time', { exact: true }).fill('02:30');
  // 31 March 2030 is the spring-forward day in Paris: 02:30 does not exist.
  await expect(editor.getByText(/2:30 AM does not exist on 2030-03-31 in Europe\/Paris/).first()).toBeVisible();
  await editor.getByLabel('Time', { exact: true }).fill('09:00');
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  await expect(list.getByText('Once on Sun 2030-03-31 at 9:00 AM Europe/Paris → TG-1')).toBeVisible();

  // Delete one.
  await list.getByRole('button', { name: /Delete schedule: Every Tue, Thu/ }).click();
  await page.getByRole('dialog', { name: 'Delete this schedule?' }).getByRole('button', { name: 'Delete schedule' }).click();
  await expect(list.getByText(/Every Tue, Thu/)).toHaveCount(0);
  await expect(list.getByText('Once on Sun 2030-03-31 at 9:00 AM Europe/Paris → TG-1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('every schedule of a workgroup on one screen', async ({ page }) => {
  await page.goto('/workgroups/wg-0001/schedules');
  await expect(page.getByText('Weekdays at 8:00 AM America/New_York → TG-2')).toBeVisible();
  await expect(page.getByText('Every day at 8:00 PM America/New_York → TG-0')).toBeVisible();
  await expectAccessible(page, 'workgroup schedules');
});

test('a schedule created while the list cannot reload: the list says it may be out of date and reloads on request', async ({ page }) => {
  await page.goto('/workgroups/wg-0004/workspaces/ws-0004-3/schedules');
  const list = page.getByRole('region', { name: /^Schedules/ });
  await expect(list).toBeVisible();
  await page.route('**/controller/v4/v2/workgroups/wg-0004/workspaces/ws-0004-3/schedules', failReads);
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByLabel('Time', { exact: true }).fill('21:40');
  await editor.getByLabel('Size to set').selectOption('TG-1');
  await editor.getByLabel('Search schedule time zones').fill('UTC');
  await editor.getByLabel('Time zone', { exact: true }).selectOption('UTC');
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  // The create went through; the reload after it failed (after its retries).
  await expect(list.getByText('The list could not be refreshed; it may be out of date')).toBeVisible({ timeout: 15_000 });
  await expect(list.getByText('req-refresh')).toBeVisible();
  await expectAccessible(page, 'stale schedule list');
  await snap(page, 'stale-schedule-list');
  await page.unroute('**/controller/v4/v2/workgroups/wg-0004/workspaces/ws-0004-3/schedules', failReads);
  await list.getByRole('button', { name: 'Refresh the list' }).click();
  await expect(list.getByText('Weekdays at 9:40 PM UTC → TG-1')).toBeVisible();
  await expect(list.getByText('The list could not be refreshed; it may be out of date')).toHaveCount(0);
});

test('a workspace holding its 20 schedules: a 21st is refused beside the form before anything is sent (issue 49)', async ({ page }) => {
  const errors = watchErrors(page);
  const path = `${V}/workgroups/wg-0003/workspaces/ws-0003-3/schedules`;
  const made: string[] = [];
  const have = await api<{ id: string }[]>(page.request, 'GET', path);
  for (let i = have.length; i < 20; i++)
    made.push(
      (await api<{ id: string }>(page.request, 'POST', path, { workspace_id: 'ws-0003-3', repeat: 'daily', time: `0${i % 10}:${10 + i}`, timezone: 'UTC' })).id,
    );
  try {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/schedules')) posts.push(r.url());
    });
    await page.goto('/workgroups/wg-0003/workspaces/ws-0003-3/schedules');
    const editor = page.getByRole('region', { name: 'New schedule' });
    await editor.getByLabel('Time', { exact: true }).fill('05:30');
    await editor.getByLabel('Size to set').selectOption('TG-1');
    await editor.getByLabel('Search schedule time zones').fill('UTC');
    await editor.getByLabel('Time zone', { exact: true }).selectOption('UTC');
    await editor.getByRole('button', { name: 'Create schedule' }).click();
    await expect(editor.getByText('A workspace holds at most 20 schedules; remove one first')).toBeVisible();
    expect(posts).toEqual([]);
    await expectAccessible(page, 'schedule cap');
    await snap(page, 'schedule-cap');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, 'schedule-cap-phone-dark');
    expect(errors).toEqual([]);
  } finally {
    for (const id of made) await api(page.request, 'DELETE', `${path}/${id}`);
  }
});
