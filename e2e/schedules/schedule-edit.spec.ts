import { expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap, createWorkgroup, leaveNoWorkgroups, unique } from '../helpers';

leaveNoWorkgroups();

const WS = '/workgroups/wg-0001/workspaces/ws-0001-1';

test('a schedule being edited that is deleted elsewhere: a refresh keeps what was typed, Save says it is gone, and it can be created anew', async ({
  page,
}) => {
  const path = `${V}/workgroups/wg-0003/workspaces/ws-0003-3/schedules`;
  const body = (time: string) => ({
    workspace_id: 'ws-0003-3',
    repeat: 'weekly',
    repeat_on: 'mon',
    time,
    timezone: 'Europe/Paris',
    workspace_type_name: 'TG-1',
  });
  const a = await api<{ id: string }>(page.request, 'POST', path, body('05:10'));
  await api(page.request, 'POST', path, body('05:20'));
  try {
    await page.goto('/workgroups/wg-0003/workspaces/ws-0003-3/schedules');
    const list = page.getByRole('region', { name: /^Schedules/ });
    await list.getByRole('button', { name: /Edit schedule: Every Mon at 5:10 AM/ }).click();
    const edit = page.getByRole('region', { name: 'Edit schedule' });
    await edit.getByLabel('Time', { exact: true }).fill('07:45');
    await expect(edit.getByText('Every Mon at 7:45 AM Europe/Paris → TG-1')).toBeVisible();

    // A teammate deletes it; deleting the other one here refreshes the list, which no longer has it.
    await api(page.request, 'DELETE', `${path}/${a.id}`);
    await list.getByRole('button', { name: /Delete schedule: Every Mon at 5:20 AM/ }).click();
    await page.getByRole('dialog', { name: 'Delete this schedule?' }).getByRole('button', { name: 'Delete schedule' }).click();
    await expect(list.getByText(/Every Mon at 5:20 AM/)).toHaveCount(0);
    await expect(list.getByText(/Every Mon at 5:10 AM/)).toHaveCount(0);

    // What was typed is still there, in the editor of the schedule that is gone, and it says so.
    await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('07:45');
    await expect(edit.getByText(/no longer in the list/)).toBeVisible();
    await edit.getByRole('button', { name: 'Save schedule' }).click();
    await expect(edit.getByText('The schedule was not saved')).toBeVisible();
    await expect(edit.getByText(/was not found/)).toBeVisible();
    await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('07:45');
    await expectAccessible(page, 'schedule edited, deleted elsewhere');
    await snap(page, 'schedule-deleted-elsewhere');

    // Created anew with what was typed.
    await edit.getByRole('button', { name: 'Create it as a new schedule' }).click();
    const editor = page.getByRole('region', { name: 'New schedule' });
    await expect(editor.getByLabel('Time', { exact: true })).toHaveValue('07:45');
    await expect(editor.getByLabel('Time', { exact: true })).toBeFocused();
    await editor.getByRole('button', { name: 'Create schedule' }).click();
    await expect(list.getByText('Every Mon at 7:45 AM Europe/Paris → TG-1')).toBeVisible();
  } finally {
    // Whatever the journey left on this workspace is removed, so that no other journey meets it.
    const left = await api<{ id: string }[]>(page.request, 'GET', path);
    for (const s of left) await api(page.request, 'DELETE', `${path}/${s.id}`);
  }
});

/** A workspace of its own, with these schedules made through the API. */
async function workspaceWithSchedules(request: import('@playwright/test').APIRequestContext, schedules: Record<string, string>[]): Promise<string> {
  const wg = await createWorkgroup(request, unique('Zz second day'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'sched-ws', workspace_type_name: 'TG-00' });
  for (const s of schedules)
    await api(request, 'POST', `${V}/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`, { workspace_id: ws.workspace_id, ...s });
  return `/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`;
}

test('a clash warning is about the schedule being edited; clashing schedules are marked in the list and the week view', async ({ page, request }) => {
  const url = await workspaceWithSchedules(request, [
    { repeat: 'weekdays', time: '05:00', timezone: 'America/Los_Angeles', workspace_type_name: 'TG-1' },
    { repeat: 'weekdays', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-2' },
  ]);
  await page.goto(url);
  const list = page.getByRole('region', { name: /^Schedules/ });
  const la = list.getByRole('listitem').filter({ hasText: 'Weekdays at 5:00 AM America/Los_Angeles → TG-1' });
  await expect(la.getByText(/Clashes with “Weekdays at 8:00 AM America\/New_York → TG-2”/)).toBeVisible();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: 'Weekdays at 8:00 AM America/New_York → TG-2' })
      .getByText(/Clashes with “Weekdays at 5:00 AM/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Week view' }).getByText('Schedules clash: two set different sizes at the same moment')).toBeVisible();

  // An unrelated new schedule is not warned about the others' clash.
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByRole('radio', { name: 'Every day' }).check();
  await editor.getByLabel('Time', { exact: true }).fill('03:00');
  await editor.getByLabel('Search schedule time zones').fill('london');
  await editor.getByLabel('Time zone', { exact: true }).selectOption('Europe/London');
  await editor.getByLabel('Size to set').selectOption('TG-00');
  await expect(editor.getByText('Every day at 3:00 AM Europe/London → TG-00')).toBeVisible();
  await expect(editor.getByText(/fires at the same moment/)).toHaveCount(0);
  // One that does clash names the schedule it clashes with.
  await editor.getByLabel('Time', { exact: true }).fill('08:00');
  await editor.getByLabel('Search schedule time zones').fill('new york');
  await editor.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
  await expect(editor.getByText(/This schedule fires at the same moment as .*“Weekdays at 8:00 AM America\/New_York → TG-2”/)).toBeVisible();
  await expectAccessible(page, 'clashes marked');
});

test('after a schedule is created, the zone filter is cleared with the form, and the next one is not sent in a zone it does not show', async ({
  page,
  request,
}) => {
  const url = await workspaceWithSchedules(request, []);
  await page.goto(url);
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByLabel('Search schedule time zones').fill('los angeles');
  await expect(editor.getByText('1 zone matches.')).toBeVisible();
  await expect(editor.getByLabel('Time zone', { exact: true })).toHaveValue('America/Los_Angeles');
  await editor.getByLabel('Size to set').selectOption('TG-1');
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByRole('region', { name: /^Schedules/ }).getByText('Weekdays at 8:00 AM America/Los_Angeles → TG-1')).toBeVisible();
  // The form is back to its start, and so is the filter: what it shows is what will be sent.
  const zone = editor.getByLabel('Time zone', { exact: true });
  await expect(editor.getByLabel('Search schedule time zones')).toHaveValue('');
  await expect(editor.getByText('1 zone matches.')).toHaveCount(0);
  await expect(zone).not.toHaveValue('America/Los_Angeles');
  await expectAccessible(page, 'editor after create');
});

test('an edit to a schedule survives a reload, as a new schedule does; a half-typed new one waits while another is edited; cancelled, the edit is gone', async ({
  page,
  request,
}) => {
  const url = await workspaceWithSchedules(request, [{ repeat: 'weekdays', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-1' }]);
  await page.goto(url);
  const list = page.getByRole('region', { name: /^Schedules/ });
  // A new schedule half-typed first.
  const create = page.getByRole('region', { name: 'New schedule' });
  await create.getByLabel('Time', { exact: true }).fill('21:15');
  // The reported steps: Edit, change the time, reload.
  await list.getByRole('button', { name: 'Edit schedule: Weekdays at 8:00 AM America/New_York → TG-1' }).click();
  const edit = page.getByRole('region', { name: 'Edit schedule' });
  await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('08:00');
  await edit.getByLabel('Time', { exact: true }).fill('07:30');
  await expect(page).toHaveURL(/[?&]edit=/);
  await page.reload();
  await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('07:30');
  await expect(edit.getByText('What you typed earlier in this tab was kept')).toBeVisible();
  await expect(edit.getByRole('button', { name: 'Save schedule' })).toBeVisible();
  await expectAccessible(page, 'edit kept across a reload');
  // Cancelled on purpose: the new schedule's half-typed time is back, and the edit's is gone.
  await edit.getByRole('button', { name: 'Cancel editing' }).click();
  await expect(create.getByLabel('Time', { exact: true })).toHaveValue('21:15');
  await expect(page).not.toHaveURL(/[?&]edit=/);
  await list.getByRole('button', { name: 'Edit schedule: Weekdays at 8:00 AM America/New_York → TG-1' }).click();
  await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('08:00');
  // Saved: the list has it, and a reload opens the editor on nothing.
  await edit.getByLabel('Time', { exact: true }).fill('07:30');
  await edit.getByRole('button', { name: 'Save schedule' }).click();
  await expect(list.getByText('Weekdays at 7:30 AM America/New_York → TG-1')).toBeVisible();
  await page.reload();
  await expect(create.getByLabel('Time', { exact: true })).toHaveValue('21:15');
  await expect(page.getByRole('region', { name: 'Edit schedule' })).toHaveCount(0);
  // Opened again, the saved schedule is what the editor shows: no draft was left behind by the save.
  await list.getByRole('button', { name: 'Edit schedule: Weekdays at 7:30 AM America/New_York → TG-1' }).click();
  await expect(edit.getByLabel('Time', { exact: true })).toHaveValue('07:30');
  await expect(edit.getByLabel('Time zone', { exact: true })).toHaveValue('America/New_York');
  await expect(edit.getByText('What you typed earlier in this tab was kept')).toHaveCount(0);
  await page.reload();
  await expect(edit.getByLabel('Time zone', { exact: true })).toHaveValue('America/New_York');
  await expect(edit.getByText('What you typed earlier in this tab was kept')).toHaveCount(0);
});

test('a one-off on a date already past is refused beside its date, and nothing is sent', async ({ page, request }) => {
  const url = await workspaceWithSchedules(request, []);
  await page.goto(url);
  const editor = page.getByRole('region', { name: 'New schedule' });
  await editor.getByRole('radio', { name: 'One-off' }).check();
  await editor.getByLabel('Date').fill('2020-01-01');
  await editor.getByLabel('Size to set').selectOption('TG-1');
  await expect(editor.getByText(/is in the past: this one-off schedule would never run/)).toBeVisible();
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/schedules')) posted = true;
  });
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  await expect(editor.getByText(/has passed: a one-off schedule must be in the future/)).toBeVisible();
  expect(posted).toBe(false);
  await expect(page.getByRole('region', { name: /^Schedules/ }).getByText('No schedules yet')).toBeVisible();
  // A future date goes through.
  await editor.getByLabel('Date').fill('2031-05-04');
  await editor.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByRole('region', { name: /^Schedules/ }).getByText(/Once on Sun 2031-05-04/)).toBeVisible();
  await expectAccessible(page, 'past one-off refused');
});

test('typing in the time-zone filter selects what it finds; clearing it goes back, unless a zone was chosen in the list', async ({ page }) => {
  await page.goto(`${WS}/schedules`);
  const search = page.getByLabel('Search schedule time zones');
  const zone = page.getByLabel('Time zone', { exact: true });
  const before = await zone.inputValue();
  expect(before).not.toBe('America/New_York');
  await search.fill('new york');
  await expect(zone).toHaveValue('America/New_York');
  await expect(page.getByText(`1 zone matches. Clearing the filter goes back to ${before}.`)).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText(/No zone matches “zzzz”: America\/New_York stays selected/)).toBeVisible();
  await expect(zone).toHaveValue('America/New_York');
  await expectAccessible(page, 'zone filter');
  // Filtering alone does not change the choice: cleared, the zone chosen before it is back.
  await search.fill('');
  await expect(zone).toHaveValue(before);
  // A zone chosen in the list while filtering stays when the filter is cleared.
  await search.fill('tokyo');
  await expect(zone).toHaveValue('Asia/Tokyo');
  await search.fill('america/');
  await zone.selectOption('America/Chicago');
  // Typing on after the pick, until the picked zone is out of the list: it is the one to go back to.
  await search.fill('america/new');
  await expect(zone).toHaveValue('America/New_York');
  await expect(page.getByText('Clearing the filter goes back to America/Chicago.')).toBeVisible();
  await search.fill('');
  await expect(zone).toHaveValue('America/Chicago');
});
