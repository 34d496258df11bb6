import { expect, test } from '@playwright/test';
import { API_KEY, V, api, createWorkgroup, expectAccessible, leaveNoWorkgroups, snap, unique, watchErrors } from '../helpers';

/** Deletion protection (companion-operations.md): a protected workspace is deleted neither by the screen nor by the API. */
leaveNoWorkgroups();

test('a protected workspace is not deleted by the screen nor by the API; turned off, it is deleted', async ({ page, request }) => {
  const errors = watchErrors(page);
  const wgName = unique('Protected');
  const wg = await createWorkgroup(request, wgName);
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name: 'prod-graph', workspace_type_name: 'TG-00' });
  const at = `${V}/workgroups/${wg}/workspaces/${ws.workspace_id}`;
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}`);

  // Turned on from the workspace's page.
  const protection = page.getByRole('checkbox', { name: 'Deletion protection' });
  await expect(protection).not.toBeChecked();
  await protection.click(); // sent, then drawn from the answer: checked once the service has it
  await expect(page.getByRole('status').filter({ hasText: 'Deletion protection on for prod-graph' })).toBeVisible();
  await expect(protection).toBeChecked();

  // The screen's Delete is greyed out, says why and how to turn protection off, and sends nothing.
  const reason = 'Workspace prod-graph has deletion protection on: it cannot be deleted. Turn deletion protection off on its page first.';
  const del = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(del).toBeDisabled();
  await expect(del).toHaveAccessibleDescription(reason);
  await expectAccessible(page, 'protected workspace');
  await snap(page, 'deletion-protection-workspace');

  // The API refuses it too, in the same words, and the workspace is still there.
  const refused = await request.delete(at, { headers: { 'x-api-key': API_KEY } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { ErrorDetails: { Reason: string }[] }).ErrorDetails[0]!.Reason).toBe(reason);
  expect((await request.get(at, { headers: { 'x-api-key': API_KEY } })).status()).toBe(200);

  // Its workgroup shows the lock and cannot be deleted either.
  await page.goto(`/workgroups/${wg}`);
  await expect(page.getByRole('link', { name: /prod-graph.*Deletion protection on/ })).toBeVisible();
  const delWg = page.getByRole('button', { name: 'Delete workgroup' });
  await expect(delWg).toBeDisabled();
  await expect(delWg).toHaveAccessibleDescription(/holds a workspace with deletion protection on \(prod-graph\)/);
  await snap(page, 'deletion-protection-workgroup');

  // Turned off, the workspace is deleted from its page.
  await page.goto(`/workgroups/${wg}/workspaces/${ws.workspace_id}`);
  await protection.click(); // sent, then drawn from the answer: unchecked once the service has it
  await expect(page.getByRole('status').filter({ hasText: 'Deletion protection off for prod-graph' })).toBeVisible();
  await expect(del).toBeEnabled();
  await del.click();
  const dialog = page.getByRole('dialog', { name: 'Delete workspace prod-graph?' });
  await dialog.getByLabel(/Type .* to confirm/).fill('prod-graph');
  await dialog.getByRole('button', { name: 'Delete workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: wgName })).toBeVisible();
  expect((await request.get(at, { headers: { 'x-api-key': API_KEY } })).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('a protected workgroup: turned on in Edit workgroup, its Delete is greyed out with the reason, shown with a lock in the list', async ({
  page,
  request,
}) => {
  const wgName = unique('Locked group');
  const wg = await createWorkgroup(request, wgName);
  await page.goto(`/workgroups/${wg}`);
  await page.getByRole('button', { name: 'Edit workgroup' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit workgroup' });
  await edit.getByRole('checkbox', { name: 'Deletion protection' }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const delWg = page.getByRole('button', { name: 'Delete workgroup' });
  await expect(delWg).toBeDisabled();
  await expect(delWg).toHaveAccessibleDescription(
    `Workgroup ${wgName} has deletion protection on: it cannot be deleted. Turn deletion protection off in Edit workgroup first.`,
  );
  expect((await request.delete(`${V}/workgroups/${wg}`, { headers: { 'x-api-key': API_KEY } })).status()).toBe(409);
  await page.goto('/workgroups');
  await expect(page.getByRole('row', { name: new RegExp(wgName) }).getByText('Deletion protection on: cannot be deleted')).toBeAttached();
  // Turned off again, so the clean-up after the test deletes it.
  await api(request, 'PUT', `${V}/workgroups/${wg}`, { deletion_protection: false });
});
