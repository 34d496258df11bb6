import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';
import { startTestServer, sleep } from '@/server/testing/test-server';
import { Store } from '@/server/store/store';
import { MAX_EVENTS, meterWorkspaces, type UsageRecord } from './usage-meter';
import type { WorkspaceRecord } from '@/server/model';
import os from 'node:os';
import path from 'node:path';

/** Issue 53: the usage meter writes down pauses, resizes and deletions as they are asked for, and keeps them across a restart. */
const V = '/controller/v4/v2';
const WS = `${V}/workgroups/wg-0001/workspaces/ws-0001-1`;
type Usage = {
  as_of: string;
  workspaces: {
    workspace_id: string;
    workgroup_id: string;
    name: string;
    deleted_at: string;
    events: { at: string; running: boolean; workspace_type: string }[];
  }[];
};
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

describe('usage meter', () => {
  it('records a pause, a resume, a resize and a deletion at the moment each is asked for, and keeps them across a restart', async () => {
    const s = await startTestServer();
    servers.push(s);
    const usage = async (url = s.url) => (await (await fetch(`${url}${V}/billing/usage`, { headers: { 'x-api-key': 'demo-api-key' } })).json()).Result as Usage;
    const before = (await usage()).workspaces.find((w) => w.workspace_id === 'ws-0001-1')!;
    expect(before.events.at(-1)!.running).toBe(true);

    const t0 = Date.now();
    expect((await s.raw('POST', `${WS}/pause`)).status).toBe(200);
    await sleep(300);
    expect((await s.raw('POST', `${WS}/resume`)).status).toBe(200);
    await sleep(300);
    expect((await s.raw('PUT', WS, { workspace_type_name: 'TG-4' })).status).toBe(200);
    await sleep(1100);
    const after = (await usage()).workspaces.find((w) => w.workspace_id === 'ws-0001-1')!;
    const added = after.events.slice(before.events.length);
    expect(added.map((e) => [e.running, e.workspace_type])).toEqual([
      [false, before.events.at(-1)!.workspace_type],
      [true, before.events.at(-1)!.workspace_type],
      [true, 'TG-4'],
    ]);
    expect(Date.parse(added[0]!.at)).toBeGreaterThanOrEqual(t0 - 1000);

    // A deleted workspace stays in the month's usage, under ids that are not its own.
    expect((await s.raw('DELETE', `${V}/workgroups/wg-0002/workspaces/ws-0002-2`)).status).toBe(200);
    const gone = (await usage()).workspaces.filter((w) => w.deleted_at);
    expect(gone).toHaveLength(1);
    expect(gone[0]!.workspace_id).not.toContain('ws-0002-2');
    expect(gone[0]!.workgroup_id).not.toContain('wg-0002');

    // A member reads it as an owner does (a read of the organization's cost); no key, no usage.
    const asMember = await fetch(`${s.url}${V}/billing/usage`, { headers: { 'x-api-key': 'demo-member-api-key' } });
    expect(asMember.status).toBe(200);
    expect((await fetch(`${s.url}${V}/billing/usage`)).status).toBe(401);
    // Another organization sees none of it.
    const other = (await (await fetch(`${s.url}${V}/billing/usage`, { headers: { 'x-api-key': 'other-org-api-key' } })).json()).Result as Usage;
    expect(other.workspaces).toEqual([]);

    await s.plane.close();
    const again = createControlPlane(loadConfig({ PORT: '0', DATA_DIR: s.dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: s.dataDir }));
    try {
      const url = await again.listen();
      const kept = await usage(url);
      expect(kept.workspaces.find((w) => w.workspace_id === 'ws-0001-1')!.events).toEqual(after.events);
      expect(kept.workspaces.filter((w) => w.deleted_at)).toHaveLength(1);
    } finally {
      await again.close();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
      servers.pop();
    }
  });

  it('keeps at most MAX_EVENTS changes of a workspace resized over and over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-usage-'));
    const store = new Store(dir);
    try {
      const ws = {
        workspace_id: 'ws-x',
        workgroup_id: 'wg-x',
        org_id: 'org-x',
        name: 'x',
        status: 'Active',
        created_at: new Date().toISOString(),
      } as WorkspaceRecord;
      meterWorkspaces(store);
      for (let i = 0; i < MAX_EVENTS + 40; i++)
        store.put('workspaces', 'ws-x', {
          ...ws,
          addons: [],
          enable_ha: false,
          workspace_type: { typeName: i % 2 ? 'TG-1' : 'TG-2' },
        } as unknown as WorkspaceRecord);
      const rec = store.get('billing', 'usage-ws-x') as UsageRecord;
      expect(rec.events.length).toBe(MAX_EVENTS);
      expect(rec.events.at(-1)!.workspace_type).toBe((MAX_EVENTS + 39) % 2 ? 'TG-1' : 'TG-2');
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
