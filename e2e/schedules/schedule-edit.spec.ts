import { expect, test } from '@playwright/test';
import { V, api, expectAccessible, snap } from '../helpers';

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
