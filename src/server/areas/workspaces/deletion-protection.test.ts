import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import type { AuditEntry } from '@/server/audit/audit';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '2', SEED_WORKSPACES_PER_WORKGROUP: '2' });
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
type Ws = { workspace_id: string; name: string; deletion_protection: boolean };
type Wg = { workgroup_id: string; name: string; deletion_protection: boolean; workspaces: Ws[] };
const workgroup = async (id: string) => (await s.raw('GET', `${V}/workgroups/${id}`)).json!.Result as Wg;

describe('deletion protection', () => {
  it('is answered off by default, set and cleared with the update operations, and audited as a field change', async () => {
    const wg = await workgroup('wg-0001');
    expect(wg.deletion_protection).toBe(false);
    expect(wg.workspaces[0]!.deletion_protection).toBe(false);
    const ws = wg.workspaces[0]!;
    const on = await s.raw('PUT', `${V}/workgroups/wg-0001/workspaces/${ws.workspace_id}`, { deletion_protection: true });
    expect(on.status).toBe(200);
    expect((on.json!.Result as Ws).deletion_protection).toBe(true);
    const trail = (await s.raw('GET', `${V}/audit-log?q=${on.json!.RequestID}`)).json!.Result as AuditEntry[];
    expect(trail[0]!.changes[0]!.fields).toContainEqual(expect.objectContaining({ field: 'deletion_protection', to: 'true' }));
    const off = await s.raw('PUT', `${V}/workgroups/wg-0001/workspaces/${ws.workspace_id}`, { deletion_protection: false });
    expect((off.json!.Result as Ws).deletion_protection).toBe(false);
  });

  it('a protected workspace is not deleted: 409 naming deletion protection, and it is still there; off, it is deleted', async () => {
    const ws = (await workgroup('wg-0001')).workspaces[1]!;
    const at = `${V}/workgroups/wg-0001/workspaces/${ws.workspace_id}`;
    await s.raw('PUT', at, { deletion_protection: true });
    const refused = await s.raw('DELETE', at);
    expect(refused.status).toBe(409);
    expect(refused.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'deletion_protection' });
    expect(refused.json!.ErrorDetails[0]!.Reason).toBe(
      `Workspace ${ws.name} has deletion protection on: it cannot be deleted. Turn deletion protection off on its page first.`,
    );
    expect((await s.raw('GET', at)).status).toBe(200);
    await s.raw('PUT', at, { deletion_protection: false });
    expect((await s.raw('DELETE', at)).status).toBe(200);
  });

  it('a workgroup with protection on, or holding a protected workspace, is not deleted, and nothing of it is touched', async () => {
    const wg = await workgroup('wg-0002');
    const ws = wg.workspaces[0]!;
    await s.raw('PUT', `${V}/workgroups/wg-0002/workspaces/${ws.workspace_id}`, { deletion_protection: true });
    const held = await s.raw('DELETE', `${V}/workgroups/wg-0002`);
    expect(held.status).toBe(409);
    expect(held.json!.ErrorDetails[0]!.Reason).toMatch(new RegExp(`holds a workspace with deletion protection on \\(${ws.name}\\)`));
    expect((await workgroup('wg-0002')).workspaces).toHaveLength(wg.workspaces.length);
    await s.raw('PUT', `${V}/workgroups/wg-0002/workspaces/${ws.workspace_id}`, { deletion_protection: false });
    expect((await s.raw('PUT', `${V}/workgroups/wg-0002`, { deletion_protection: true })).status).toBe(200);
    const own = await s.raw('DELETE', `${V}/workgroups/wg-0002`);
    expect(own.status).toBe(409);
    expect(own.json!.ErrorDetails[0]!.Reason).toMatch(
      /Workgroup .* has deletion protection on: it cannot be deleted\. Turn deletion protection off in Edit workgroup first\./,
    );
    await s.raw('PUT', `${V}/workgroups/wg-0002`, { deletion_protection: false });
    expect((await s.raw('DELETE', `${V}/workgroups/wg-0002`)).status).toBe(200);
  });
});
