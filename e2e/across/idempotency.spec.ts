import { expect, test } from '@playwright/test';
import { API_KEY, V, api, createWorkgroup, leaveNoWorkgroups, unique } from '../helpers';

/**
 * Idempotency-Key (companion-operations.md): a repeated or concurrent POST with one key acts once and answers the
 * first answer again; the console's repeat of a POST whose answer was lost carries the lost attempt's key.
 */
leaveNoWorkgroups();

const named = async (request: Parameters<typeof api>[0], name: string) =>
  (await api<{ name: string; workgroup_id: string }[]>(request, 'GET', `${V}/workgroups`)).filter((w) => w.name === name);

test('a repeated and a concurrent create over the API with one key each make one workgroup', async ({ request }) => {
  const post = (name: string, key: string) =>
    request.post(`${V}/workgroups`, {
      headers: { 'x-api-key': API_KEY, 'Idempotency-Key': key },
      data: { name, cloud_provider_id: 'cp-aws-prod', platform: 'aws', region: 'us-east-1' },
    });
  const name = unique('Repeated create');
  const key = `journey-${name}`;
  const first = await post(name, key);
  const again = await post(name, key);
  expect(first.status()).toBe(200);
  expect(again.status()).toBe(200);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(await again.text()).toBe(await first.text());
  const made = await named(request, name);
  expect(made).toHaveLength(1);

  const crowd = unique('Concurrent create');
  const answers = await Promise.all(Array.from({ length: 10 }, () => post(crowd, `journey-${crowd}`)));
  expect(answers.map((a) => a.status())).toEqual(Array(10).fill(200));
  const crowdMade = await named(request, crowd);
  expect(crowdMade).toHaveLength(1);
  for (const wg of [...made, ...crowdMade]) await request.delete(`${V}/workgroups/${wg.workgroup_id}`, { headers: { 'x-api-key': API_KEY } });
});

test('a pause whose answer is lost, tried again from its dialog, is answered as done rather than refused', async ({ page, request }) => {
  const wg = await createWorkgroup(request, unique('Lost pause'));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'lost-pause', workspace_type_name: 'TG-00' });
  const at = `/workgroups/${wg}/workspaces/${ws.workspace_id}`;
  await page.goto(at);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Active', { exact: true })).toBeVisible({ timeout: 15_000 });

  // The control plane pauses it, and the answer is cut off on the way back.
  const keys: string[] = [];
  let lost = false;
  await page.route(/\/pause$/, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause lost-pause?' });
  await dialog.getByRole('button', { name: 'Pause workspace' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: /Could not reach/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Pause workspace' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pausing lost-pause' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(status.getByText('Paused', { exact: true })).toBeVisible({ timeout: 15_000 });
});
