import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startTestServer } from '@/server/testing/test-server';
import type { AuditEntry } from '@/server/audit/audit';

// The window comes 400 ms after an upgrade is scheduled (demo time); transitions take 150 ms.
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '3', SEED_WORKSPACES_PER_WORKGROUP: '1', DEMO_WINDOW_MS: '400' });
});
afterAll(() => s.close());

const at = (n: number) => ({ workgroupID: `wg-000${n}`, workspaceID: `ws-000${n}-1` });
const path = (n: number) => `/controller/v4/v2/workgroups/wg-000${n}/workspaces/ws-000${n}-1`;

async function target(n: number): Promise<{ from: string; to: string }> {
  const c = s.client();
  const ws = await c.getWorkspace({ params: at(n) });
  const offered = await c.getWorkspaceOptions({ query: { upgrade: 'true' } });
  return { from: ws.tg_version, to: offered.tgVersions.find((v) => v.name !== ws.tg_version && !v.incompatible_upgrades_from.includes(ws.tg_version))!.name };
}

async function settled(n: number) {
  for (let i = 0; i < 40; i++) {
    const ws = await s.client().getWorkspace({ params: at(n) });
    if (!['Upgrading', 'Pausing', 'Resuming', 'Updating'].includes(ws.status)) return ws;
    await sleep(50);
  }
  throw new Error('did not settle');
}

describe('a scheduled upgrade stays listed until it runs or is cancelled (issue 49)', () => {
  it('auto_upgrade_state Disabled cancels it: gone from the list, audited, and it does not run at the window', async () => {
    const c = s.client();
    const { from, to } = await target(1);
    await c.upgradeWorkspace({ params: at(1), body: { desired_version: to, scheduled: true } });
    const r = await s.raw('PUT', path(1), { auto_upgrade_state: 'Disabled' });
    expect(r.status).toBe(200);
    expect((await c.listUpcomingUpgrades()).map((u) => u.workspace_id)).not.toContain('ws-0001-1');
    await sleep(700);
    const ws = await settled(1);
    expect(ws).toMatchObject({ tg_version: from, auto_upgrade_state: 'Disabled' });
    const [entry] = (await s.raw('GET', `/controller/v4/v2/audit-log?q=${r.json!.RequestID}`)).json!.Result as AuditEntry[];
    expect(entry!.changes[0]!.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'auto_upgrade_state', from: 'Scheduled', to: 'Disabled' })]),
    );
  });

  it('any other auto_upgrade_state leaves it listed, and it runs at the window', async () => {
    const c = s.client();
    const { to } = await target(2);
    await c.upgradeWorkspace({ params: at(2), body: { desired_version: to, scheduled: true } });
    await c.updateWorkspace({ params: at(2), body: { auto_upgrade_state: 'Enabled' } });
    expect((await c.listUpcomingUpgrades()).map((u) => u.workspace_id)).toContain('ws-0002-1');
    await sleep(700);
    expect(await settled(2)).toMatchObject({ tg_version: to });
    expect((await c.listUpcomingUpgrades()).map((u) => u.workspace_id)).not.toContain('ws-0002-1');
  });

  it("a paused workspace's upgrade waits for the resume; an upgrade now is refused with the reason", async () => {
    const c = s.client();
    const { from, to } = await target(3);
    if ((await c.getWorkspace({ params: at(3) })).status !== 'Stopped') await c.updateWorkspace({ params: at(3), body: { pause: true } });
    expect(await settled(3)).toMatchObject({ status: 'Stopped' });
    const now = await s.raw('POST', `${path(3)}/upgrade`, { desired_version: to, scheduled: false });
    expect(now.status).toBe(409);
    expect(now.json!.ErrorDetails[0]!.Reason).toMatch(/paused: resume it/);
    await c.upgradeWorkspace({ params: at(3), body: { desired_version: to, scheduled: true } });
    await sleep(700);
    // Past the window, still stopped and not upgraded, and still listed.
    expect(await settled(3)).toMatchObject({ status: 'Stopped', tg_version: from });
    expect((await c.listUpcomingUpgrades()).map((u) => u.workspace_id)).toContain('ws-0003-1');
    await c.updateWorkspace({ params: at(3), body: { pause: false } });
    await sleep(400);
    expect(await settled(3)).toMatchObject({ tg_version: to });
  });
});
