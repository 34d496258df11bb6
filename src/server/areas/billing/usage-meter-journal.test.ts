import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createControlPlane, type ControlPlane } from '@/server/app';
import type { WorkspaceRecord } from '@/server/model';
import { Store } from '@/server/store/store';
import { sleep, spawnServer, startTestServer } from '@/server/testing/test-server';
import { MAX_EVENTS, meterWorkspaces, type UsageRecord } from './usage-meter';

/**
 * Issue 59, item 11: a member who pauses and resumes one workspace over and over grew the journal by the
 * whole usage history on every change (30 KB a change, 12 MB for 400). A change journals what changed.
 */
const V = '/controller/v4/v2';
const WS = `${V}/workgroups/wg-0001/workspaces/ws-0001-1`;
const member = { 'x-api-key': 'demo-member-api-key' };
const CHANGES = 400;

type Usage = { as_of: string; workspaces: { workspace_id: string; events: { at: string; running: boolean }[] }[] };

const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

const journalBytes = (dir: string) => fs.statSync(path.join(dir, 'journal.ndjson')).size;

async function usageAt(url: string): Promise<Usage> {
  const res = await fetch(`${url}${V}/billing/usage`, { headers: member });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Result: Usage }).Result;
}

describe('the usage meter journals a change, not the history (issue 59)', () => {
  it(`${CHANGES} pauses and resumes of one workspace by a member: each adds under 1 KB to the journal, and a restart gives the same usage`, async () => {
    const s = await startTestServer({ TRANSITION_MS: '0' });
    servers.push(s);
    const start = journalBytes(s.dataDir);
    const growth: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const before = journalBytes(s.dataDir);
      const res = await s.raw('POST', `${WS}/${i % 2 ? 'resume' : 'pause'}`, undefined, member);
      expect(res.status).toBe(200);
      const after = journalBytes(s.dataDir);
      // A compaction folds the journal into the snapshot: what is there after it is this change's.
      growth.push(after >= before ? after - before : after);
    }
    const total = growth.reduce((a, b) => a + b, 0);
    console.info(
      `journal growth for ${CHANGES} changes: ${total} bytes (${Math.round(total / CHANGES)} a change, first ${growth[0]}, second ${growth[1]}, last ${growth.at(-1)}, largest after the first ${Math.max(...growth.slice(1))})`,
    );
    // The first change since the start journals the workspace and its usage whole: what the next changes are made against.
    expect(growth[0]).toBeLessThan(8 * 1024);
    expect(Math.max(...growth.slice(1))).toBeLessThan(1024);
    // Bounded by the change: the last is no bigger than the second, whatever the history behind it.
    expect(growth.at(-1)!).toBeLessThanOrEqual(growth[1]! + 64);
    expect(journalBytes(s.dataDir) - start).toBeLessThan(CHANGES * 1024);

    const usage = (store: typeof s.plane.store) => store!.list('billing').filter((r) => r.kind === 'usage');
    const kept = structuredClone(usage(s.plane.store));
    const events = (kept.find((r) => r.kind === 'usage' && r.workspace_id === 'ws-0001-1') as UsageRecord).events;
    expect(events.slice(-CHANGES).map((e) => e.running)).toEqual(Array.from({ length: CHANGES }, (_, i) => i % 2 === 1));
    const answered = await usageAt(s.url);

    // The restart replays the journal: the same usage, event for event, so the same cost.
    await s.plane.close();
    const again = createControlPlane(loadConfig({ PORT: '0', DATA_DIR: s.dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: s.dataDir }));
    try {
      const url = await again.listen();
      expect(usage(again.store)).toEqual(kept);
      // As the console reads it (its cost is worked out from these), as of the same second.
      const later = (await usageAt(url)).workspaces.map((w) => ({ ...w, events: w.events.filter((e) => e.at <= answered.as_of) }));
      expect(later).toEqual(answered.workspaces);
    } finally {
      await again.close();
      fs.rmSync(s.dataDir, { recursive: true, force: true });
      servers.pop();
    }
  }, 120_000);

  it('killed with SIGKILL in the middle of the changes, the restarted server has every acknowledged one, the same usage', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-usage-kill-'));
    const env = { DATA_DIR: dataDir, STATIC_DIR: dataDir, TRANSITION_MS: '0' };
    const first = await spawnServer(env);
    children.push(first.child);
    const exited = new Promise((r) => first.child.once('exit', r));
    const change = (i: number) => fetch(`${first.url}${WS}/${i % 2 ? 'resume' : 'pause'}`, { method: 'POST', headers: member });
    for (let i = 0; i < 150; i++) expect((await change(i)).status).toBe(200);
    // The usage as answered counts to the second: the changes above all fall before this one.
    await sleep(1100);
    const acknowledged = await usageAt(first.url);
    // One more change is under way when the process dies: it may or may not have been written.
    const inFlight = change(150).catch(() => undefined);
    await sleep(2);
    first.child.kill('SIGKILL');
    await Promise.all([exited, inFlight]);
    // What the restart replays: the changes themselves, not 150 copies of a growing history.
    expect(journalBytes(dataDir)).toBeLessThan(151 * 1024);

    const second = await spawnServer(env);
    children.push(second.child);
    try {
      const after = await usageAt(second.url);
      const ws = (u: Usage) => u.workspaces.find((w) => w.workspace_id === 'ws-0001-1')!.events;
      expect(ws(after).length - ws(acknowledged).length).toBeGreaterThanOrEqual(0);
      expect(ws(after).length - ws(acknowledged).length).toBeLessThanOrEqual(1);
      expect(after.workspaces.map((w) => ({ ...w, events: w.events.filter((e) => e.at <= acknowledged.as_of) }))).toEqual(acknowledged.workspaces);
    } finally {
      second.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a data directory whose journal holds whole usage records (the former format) loads, and the meter goes on from it', async () => {
    const s = await startTestServer({ TRANSITION_MS: '0' });
    servers.push(s);
    await s.plane.close();
    const snapshot = JSON.parse(fs.readFileSync(path.join(s.dataDir, 'snapshot.json'), 'utf8')) as Record<string, Record<string, Record<string, unknown>>>;
    const ws = snapshot.workspaces!['ws-0001-1']!;
    const usage = snapshot.billing!['usage-ws-0001-1'] as unknown as UsageRecord;
    const last = usage.events.at(-1)!;
    const paused = [...usage.events, { ...last, running: false, at: new Date(Date.now() - 60_000).toISOString() }];
    const resumed = [...paused, { ...last, running: true, at: new Date(Date.now() - 30_000).toISOString() }];
    // As the meter wrote them before: each change the workspace and its whole usage record.
    const change = (status: string, events: unknown[]) => ({
      t: 'all',
      e: [
        { t: 'put', c: 'workspaces', id: 'ws-0001-1', v: { ...ws, status } },
        { t: 'put', c: 'billing', id: 'usage-ws-0001-1', v: { ...usage, events } },
      ],
    });
    fs.writeFileSync(path.join(s.dataDir, 'journal.ndjson'), `${JSON.stringify(change('Stopped', paused))}\n${JSON.stringify(change('Active', resumed))}\n`);

    const config = loadConfig({ PORT: '0', DATA_DIR: s.dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: s.dataDir, TRANSITION_MS: '0' });
    const events = (plane: ControlPlane) => (plane.store!.get('billing', 'usage-ws-0001-1') as UsageRecord).events;
    const second = createControlPlane(config);
    let now: UsageRecord['events'];
    try {
      const url = await second.listen();
      expect(events(second)).toEqual(resumed);
      expect((await fetch(`${url}${WS}/pause`, { method: 'POST', headers: member })).status).toBe(200);
      now = events(second);
      expect(now.slice(0, -1)).toEqual(resumed);
      expect(now.at(-1)!.running).toBe(false);
    } finally {
      await second.close();
    }
    const third = createControlPlane(config);
    try {
      await third.listen();
      expect(events(third)).toEqual(now);
    } finally {
      await third.close();
    }
  });

  it(`past MAX_EVENTS (${MAX_EVENTS}) changes, where the oldest fold into one, a change still journals under 1 KB and replays the same`, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-usage-'));
    const store = new Store(dir);
    const ws = { workspace_id: 'ws-x', workgroup_id: 'wg-x', org_id: 'org-x', name: 'x', created_at: new Date().toISOString(), addons: [], enable_ha: false };
    meterWorkspaces(store);
    const sizes: number[] = [];
    for (let i = 0; i < MAX_EVENTS + 40; i++) {
      const before = journalBytes(dir);
      store.put('workspaces', 'ws-x', { ...ws, status: i % 2 ? 'Active' : 'Stopped', workspace_type: { typeName: 'TG-1' } } as unknown as WorkspaceRecord);
      sizes.push(journalBytes(dir) - before);
    }
    const kept = store.get('billing', 'usage-ws-x') as UsageRecord;
    expect(kept.events).toHaveLength(MAX_EVENTS);
    expect(Math.max(...sizes.slice(1))).toBeLessThan(1024);
    store.close();
    const again = new Store(dir);
    try {
      expect(JSON.stringify(again.get('billing', 'usage-ws-x'))).toBe(JSON.stringify(kept));
    } finally {
      again.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
