import { expect, test } from '@playwright/test';
import { API_KEY, V, api, createWorkgroup, expectAccessible, snap, unique, watchErrors } from '../helpers';

// A read-only workspace (the demo's analytics, ws-0001-2, idles; production, ws-0001-1, runs hot): what it offers, what it refuses and why.

// The demo's analytics (ws-0001-2) is read-only and idles; production (ws-0001-1) runs hot.
const ANALYTICS = '/workgroups/wg-0001/workspaces/ws-0001-2';
const GiB = 1024 ** 3;

test('a read-only idle workspace gets advice it can follow, from figures that agree with its graph', async ({ page, request }) => {
  const errors = watchErrors(page);
  const ws = await api<{ graph_topology_size_bytes: number; workspace_type: { typeName: string; memory: string } }>(
    request,
    'GET',
    `${V}/workgroups/wg-0001/workspaces/ws-0001-2`,
  );
  const graphGiB = ws.graph_topology_size_bytes / GiB;
  // The demo's graph fits the size it runs on.
  expect(graphGiB).toBeGreaterThan(0);
  expect(graphGiB).toBeLessThan(parseFloat(ws.workspace_type.memory));

  await page.goto(`${ANALYTICS}/monitoring?range=1h`);
  const advice = page.getByText(/^Over the last 1 hour, memory peaked at/);
  await expect(advice).toBeVisible();
  // The memory it uses holds at least its graph.
  const peak = parseFloat(/peaked at ([\d.]+) GiB/.exec((await advice.textContent()) ?? '')![1]!);
  expect(peak).toBeGreaterThanOrEqual(graphGiB);
  // No resize is advised to a workspace that cannot be resized: the advice says why and what it can do.
  await expect(page.getByRole('link', { name: /^Resize to / })).toHaveCount(0);
  await expect(page.getByText(/A read-only workspace cannot be resized/)).toBeVisible();
  await expectAccessible(page, 'read-only advice');
  await snap(page, 'walk5-readonly-advice');
  expect(errors).toEqual([]);
});

test('a read-only workspace offers no resize and its schedules say why; the service refuses one with the reason', async ({ page, request }) => {
  const errors = watchErrors(page);
  await page.goto(ANALYTICS);
  await expect(page.getByRole('heading', { level: 1, name: 'analytics' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resize' })).toHaveCount(0);
  await expect(page.getByText(/A read-only workspace cannot be resized/).first()).toBeVisible();
  await snap(page, 'walk5-readonly-workspace');

  await page.goto(`${ANALYTICS}/schedules`);
  await expect(page.getByRole('heading', { level: 1, name: /Schedules of analytics/ })).toBeVisible();
  await expect(page.getByText(/A read-only workspace cannot be resized/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Save schedule|Create schedule/ })).toHaveCount(0);
  await expectAccessible(page, 'read-only schedules');
  await snap(page, 'walk5-readonly-schedules');

  const res = await request.post(`${V}/workgroups/wg-0001/workspaces/ws-0001-2/schedules`, {
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: { workspace_id: 'ws-0001-2', repeat: 'daily', time: '08:00', timezone: 'UTC', workspace_type_name: 'TG-00' },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { ErrorDetails: { Reason: string; FieldName: string }[] };
  expect(body.ErrorDetails[0]!.Reason).toMatch(/read-only workspace cannot be resized/);
  expect(errors).toEqual([]);
});

test('read-only workspaces: no high availability at creation, the reason beside Edit’s greyed box, and Resize leads somewhere', async ({ page, request }) => {
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
