import { expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap, watchErrors } from '../helpers';

const WG = 'wg-0002';
// A read-write workspace: a read-only one takes no schedules (kernel/size-rule.ts).
const WS = 'ws-0002-3';

test.beforeAll(async ({ request }) => {
  const path = `${V}/workgroups/${WG}/workspaces/${WS}/schedules`;
  for (const s of await api<{ id: string }[]>(request, 'GET', path)) await api(request, 'DELETE', `${path}/${s.id}`);
  // One in the hour Berlin skips in spring and repeats in autumn, and one a new form's defaults would meet.
  await api(request, 'POST', path, { workspace_id: WS, repeat: 'daily', time: '02:30', timezone: 'Europe/Berlin', workspace_type_name: 'TG-2' });
  await api(request, 'POST', path, { workspace_id: WS, repeat: 'weekdays', time: '08:00', timezone: 'UTC', workspace_type_name: 'TG-4' });
});

test('the week view moves by week and draws the days the clocks change as they are, saying when a schedule in the odd hour runs', async ({ page }) => {
  // Up to a year of weeks, one click each.
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto(`/workgroups/${WG}/workspaces/${WS}/schedules`);
  // A new, empty form meets "weekdays 08:00 UTC" but sets no size: no clash warning.
  const editor = page.getByRole('region', { name: 'New schedule' });
  await expect(editor.getByLabel('Time', { exact: true })).toHaveValue('08:00');
  await expect(editor.getByText(/fires at the same moment/)).toHaveCount(0);

  const week = page.getByRole('region', { name: 'Week view' });
  await week.getByRole('radio', { name: 'Europe/Berlin (schedule)' }).check();
  const heading = week.getByRole('group', { name: 'Week' }).locator('strong');
  await expect(heading).toHaveText(/^This week: /);
  await week.getByRole('button', { name: 'Previous week' }).click();
  await expect(heading).toHaveText(/^1 week ago: /);
  await week.getByRole('button', { name: 'This week' }).click();

  // Forward to the spring change: Sunday has 23 hours and no 02:00; the 02:30 run happens at 03:30.
  const spring = week.getByText(/has 23 hours in Europe\/Berlin/);
  for (let i = 0; i < 60 && !(await spring.isVisible()); i++) await week.getByRole('button', { name: 'Next week' }).click();
  await expect(spring).toContainText('the clocks spring forward');
  const sunday = week.getByRole('table').getByRole('row', { name: /^Sun/ });
  await expect(sunday.getByRole('cell').nth(2)).toContainText('02:00 does not exist this day');
  await expect(sunday.getByRole('cell').nth(3)).toHaveText('2');
  await week.getByText(/This week's runs as a list/).click();
  await expect(week.getByText(/2:30 AM does not exist on \d{4}-03-\d\d in Europe\/Berlin \(clocks spring forward\); it runs at 3:30 AM instead/)).toBeVisible();
  await expectAccessible(page, 'week view, spring forward');
  await snap(page, 'week-view-spring-forward');

  // On to the autumn change: 25 hours, 02:00 twice, the run once, at the first.
  const autumn = week.getByText(/has 25 hours in Europe\/Berlin/);
  for (let i = 0; i < 60 && !(await autumn.isVisible()); i++) await week.getByRole('button', { name: 'Next week' }).click();
  await expect(autumn).toContainText('an hour happens twice');
  const sun = week.getByRole('table').getByRole('row', { name: /^Sun/ });
  await expect(sun.getByRole('cell').nth(2).locator('.week-part')).toHaveCount(2);
  await expect(week.getByText(/2:30 AM happens twice in Europe\/Berlin \(clocks fall back\); it runs once, at the first occurrence/)).toBeVisible();
  await snap(page, 'week-view-fall-back');
  expect(errors).toEqual([]);
});
