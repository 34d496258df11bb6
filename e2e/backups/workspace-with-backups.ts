import { expect, type APIRequestContext } from '@playwright/test';
import { V, api, createWorkgroup, unique } from '../helpers';

/** A workgroup of its own holding one running workspace, `name`, with two finished backups tagged first and second; `base` is its API path. */
export async function workspaceWithBackups(request: APIRequestContext, workgroup: string, name: string): Promise<{ wg: string; wsId: string; base: string }> {
  const wg = await createWorkgroup(request, unique(workgroup));
  const ws = await api<{ workspace_id: string }>(request, 'POST', `${V}/workgroups/${wg}/workspaces`, { name, workspace_type_name: 'TG-0' });
  const base = `${V}/workgroups/${wg}/workspaces/${ws.workspace_id}`;
  await expect.poll(async () => (await api<{ status: string }>(request, 'GET', base)).status, { timeout: 15_000 }).toBe('Active');
  for (const tag of ['first', 'second']) await api(request, 'POST', `${base}/backups`, { tag });
  await expect
    .poll(async () => (await api<{ status: string }[]>(request, 'GET', `${base}/backups`)).filter((b) => b.status === 'Succeeded').length, { timeout: 15_000 })
    .toBe(2);
  return { wg, wsId: ws.workspace_id, base };
}
