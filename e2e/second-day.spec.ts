import { expect, test, type Page } from '@playwright/test';
import { V, api, createWorkgroup, expectAccessible, unique } from './helpers';

/** Issue 32: the rough edges a second full day of admin work found, each as its reported steps. */

/** Presses Tab until the named control has focus (at most 60 presses), as a keyboard user would. */
async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('1. focus returns to the control that opened a dialog, whichever way it closed', async ({ page }) => {
  await page.goto('/workgroups/wg-0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Fraud detection' })).toBeVisible();
  const cases: [string | RegExp, (dialog: ReturnType<Page['getByRole']>) => Promise<void>][] = [
    ['Edit workgroup', (d) => d.getByRole('button', { name: 'Cancel' }).click()],
    ['Edit workgroup', (d) => d.getByRole('button', { name: 'Close' }).click()],
    ['Edit workgroup', async () => page.keyboard.press('Escape')],
    ['Delete workgroup', (d) => d.getByRole('button', { name: 'Cancel' }).click()],
  ];
  for (const [opener, close] of cases) {
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await close(dialog);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: opener })).toBeFocused();
    // The next Tab continues from there, not from "Skip to content".
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).not.toBeFocused();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
  }

  // The workspace's Resize, an allow-list entry's Edit, a schedule's Delete.
  for (const [url, opener, closeName] of [
    ['/workgroups/wg-0001/workspaces/ws-0001-1', 'Resize', 'Cancel'],
    ['/workgroups/wg-0001/allow-list', 'Edit 10.0.0.0/8', 'Cancel'],
  ] as const) {
    await page.goto(url);
    await page.getByRole('button', { name: opener, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: closeName }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: opener, exact: true })).toBeFocused();
  }
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1/schedules');
  const deleteSchedule = page.getByRole('button', { name: /^Delete schedule: / }).first();
  await deleteSchedule.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteSchedule).toBeFocused();
  await expectAccessible(page, 'after dialogs');
});

test('2. keys typed right after Ctrl+K land in the palette, even before its code arrives; it finds the screen’s own actions', async ({ page }) => {
  // The palette's code arrives late, as on a slow phone.
  await page.route(/command-palette-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/workgroups/wg-0001/workspaces/ws-0001-1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('resize', { delay: 60 });
  const palette = page.getByRole('dialog', { name: 'Go to or do' });
  const box = palette.getByRole('combobox');
  await expect(box).toHaveValue('resize');
  await expect(box).toBeFocused();
  await expect(palette.getByRole('option').first()).toHaveText(/Resize this workspace/);
  await expectAccessible(page, 'palette with screen actions');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Resize/ })).toBeVisible();
  await expect(page).toHaveURL(/dialog=resize/);
});

test('2. on a fresh page, "prod" typed at 60 ms a key after Ctrl+K is all in the box', async ({ page }) => {
  await page.route(/command-palette-.*\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto('/workgroups');
  await expect(page.getByRole('heading', { level: 1, name: 'Workgroups' })).toBeVisible();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('prod', { delay: 60 });
  await expect(page.getByRole('dialog', { name: 'Go to or do' }).getByRole('combobox')).toHaveValue('prod');
});

/** A workspace of its own, with these schedules made through the API. */
async function workspaceWithSchedules(request: import('@playwright/test').APIRequestContext, schedules: Record<string, string>[]): Promise<string> {
  const wg = await createWorkgroup(request, unique('Zz second day'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'sched-ws', workspace_type_name: 'TG-00' });
  for (const s of schedules)
    await api(request, 'POST', `${V}/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`, { workspace_id: ws.workspace_id, ...s });
  return `/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`;
}

test('4. a clash warning is about the schedule being edited; clashing schedules are marked in the list and the week view', async ({ page, request }) => {
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

test('5. after a schedule is created, the zone filter is cleared with the form, and the next one is not sent in a zone it does not show', async ({
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
  // The walk's steps: Edit, change the time, reload.
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

test('6. a one-off on a date already past is refused beside its date, and nothing is sent', async ({ page, request }) => {
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

test('9. read-only workspaces: no high availability at creation, the reason beside Edit’s greyed box, and Resize leads somewhere', async ({
  page,
  request,
}) => {
  const wg = await createWorkgroup(request, unique('Zz read-only'));
  const base = `${V}/workgroups/${wg}/workspaces`;
  const writer = await api<{ workspace_id: string; database_id: string }>(request, 'POST', base, { name: 'writer', workspace_type_name: 'TG-1' });
  const reader = await api<{ workspace_id: string }>(request, 'POST', base, {
    name: 'reader',
    tg_database_id: writer.database_id,
    is_rw: false,
    workspace_type_name: 'TG-0',
  });
  const gone = await api<{ workspace_id: string; database_id: string }>(request, 'POST', base, { name: 'gone', workspace_type_name: 'TG-1' });
  const orphan = await api<{ workspace_id: string }>(request, 'POST', base, {
    name: 'orphan',
    tg_database_id: gone.database_id,
    is_rw: false,
    workspace_type_name: 'TG-0',
  });
  await api(request, 'DELETE', `${base}/${gone.workspace_id}`);
  // The service refuses read-only with high availability.
  const refused = await request.post(base, {
    headers: { 'x-api-key': 'demo-api-key' },
    data: { name: 'ro-ha', tg_database_id: writer.database_id, is_rw: false, enable_ha: true },
  });
  expect(((await refused.json()) as { ErrorDetails: { FieldName: string }[] }).ErrorDetails[0]!.FieldName).toBe('enable_ha');

  await page.goto(`/workgroups/${wg}/workspaces/new`);
  const ha = page.getByRole('checkbox', { name: 'High availability' });
  await ha.check();
  await page.getByRole('radio', { name: 'Read-only' }).check();
  await expect(ha).toBeDisabled();
  await expect(ha).not.toBeChecked();
  await expect(page.getByText('A read-only workspace runs a single replica: high availability is for read-write workspaces.')).toBeVisible();
  await expectAccessible(page, 'create read-only');

  await page.goto(`/workgroups/${wg}/workspaces/${reader.workspace_id}/edit`);
  await expect(page.getByRole('checkbox', { name: 'High availability' })).toBeDisabled();
  await expect(page.getByText('A read-only workspace runs a single replica: high availability is for read-write workspaces.')).toBeVisible();

  // A read-only workspace offers no Resize (issue 50); a link to its resize leads to its read-write workspace's.
  await page.goto(`/workgroups/${wg}/workspaces/${reader.workspace_id}`);
  await expect(page.getByRole('button', { name: 'Resize', exact: true })).toHaveCount(0);
  await page.goto(`/workgroups/${wg}/workspaces/${reader.workspace_id}?dialog=resize`);
  await page.getByRole('dialog').getByRole('link', { name: 'Resize writer' }).click();
  await expect(page).toHaveURL(new RegExp(`/workspaces/${writer.workspace_id}\\?dialog=resize`));
  await expect(page.getByRole('dialog', { name: 'Resize writer' }).getByRole('group', { name: 'New size' })).toBeVisible();

  // With no read-write workspace on its database, it says so and what to do.
  await page.goto(`/workgroups/${wg}/workspaces/${orphan.workspace_id}?dialog=resize`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/has no read-write workspace, so nothing changes this workspace's size/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Create a workspace' })).toBeVisible();
  await expectAccessible(page, 'read-only resize');
});

test('10. a graph too large for the size it runs at now is flagged on its screen and its schedules', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Zz graph fit'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'big-graph', workspace_type_name: 'TG-0' });
  // The service reports a 115 GiB graph on TG-0 (32 GiB of memory).
  await page.route(`**${V}/workgroups/${wg}/workspaces/${ws.workspace_id}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const res = await route.fetch();
    const body = (await res.json()) as { Result: Record<string, unknown> };
    body.Result.graph_topology_size_bytes = 115 * 1024 ** 3;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}`);
  const size = page.getByText('Size', { exact: true }).locator('..');
  await expect(size.getByText('Too small for the graph.')).toBeVisible();
  await expect(size.getByText(/the graph takes 115 GiB in memory; TG-0 has 32 GiB/)).toBeVisible();
  await expectAccessible(page, 'current size flagged');
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}/schedules`);
  await expect(page.getByText('Its current size, TG-0, may not hold the graph.')).toBeVisible();
});

test('11. "Create a workgroup in it" from a provider opens the form with that provider and its region chosen', async ({ page }) => {
  await page.goto('/cloud-providers/cp-aws-prod');
  await page.getByRole('link', { name: 'Create a workgroup in it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create workgroup' })).toBeVisible();
  const provider = page.getByLabel('Cloud provider', { exact: true });
  await expect(provider).toHaveValue('cp-aws-prod');
  await expect(provider.locator('option:checked')).toHaveText(/Acme AWS production/);
  await expect(page.getByLabel('Region', { exact: true })).toHaveValue('us-east-1');
  await expectAccessible(page, 'create workgroup from a provider');
});

test('13. a dialog form keeps what was typed across a reload and Back/Forward; Cancel drops it', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Zz dialog draft'));
  await page.goto(`/workgroups/${wg}`);
  await page.getByRole('button', { name: 'Edit workgroup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit workgroup' });
  const name = dialog.getByLabel('Name', { exact: true });
  await name.fill('typed before reload');
  await page.reload();
  await expect(name).toHaveValue('typed before reload');
  await expect(dialog.getByText('What you typed earlier in this tab was kept')).toBeVisible();
  await expectAccessible(page, 'dialog draft');
  // Back closes the dialog; Forward opens it again with the same text.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await page.goForward();
  await expect(name).toHaveValue('typed before reload');
  // Cancel drops it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit workgroup' }).click();
  await expect(name).not.toHaveValue('typed before reload');

  // The same for auto-stop on a workspace.
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, {
    name: 'draft-ws',
    workspace_type_name: 'TG-00',
    auto_stop_minutes: 30,
  });
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}?dialog=autostop`);
  const minutes = page.getByRole('dialog').getByLabel('Stop after idle minutes');
  await minutes.fill('45');
  await page.reload();
  await expect(minutes).toHaveValue('45');
});

test('14. paste several: after a partial success the errors name the lines as the box now shows them; # comments are skipped', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Zz paste'));
  await api(request, 'POST', `${V}/workgroups/${wg}/allow_list`, { cidr: '198.51.100.7', note: 'already there' });
  await page.goto(`/workgroups/${wg}/allow-list`);
  const paste = page.getByRole('region', { name: 'Paste several entries' });
  const box = paste.getByLabel('Entries, one per line');
  await box.fill(
    ['# offices', '203.0.113.1 Paris', '10.0.0.300 typo', '198.51.100.7 again', '203.0.113.2 Lyon', 'nonsense', '203.0.113.3 Nice', '2001:db8::zz bad'].join(
      '\n',
    ),
  );
  await paste.getByRole('button', { name: 'Add all' }).click();
  await expect(paste.getByText('3 added; 4 lines need attention.')).toBeVisible();
  await expect(box).toHaveValue(['10.0.0.300 typo', '198.51.100.7 again', 'nonsense', '2001:db8::zz bad'].join('\n'));
  const errors = paste.getByRole('list', { name: 'Lines not added' }).getByRole('listitem');
  await expect(errors).toHaveText([/^Line 1: "10\.0\.0\.300"/, /^Line 2: 198\.51\.100\.7 is already in the list/, /^Line 3: /, /^Line 4: /]);
  await expect(paste.getByText(/"#" is not/)).toHaveCount(0);
  await expectAccessible(page, 'paste partial success');
});
