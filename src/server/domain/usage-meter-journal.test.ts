import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';
import { startTestServer } from '@/server/testing/test-server';
import type { UsageRecord } from './usage-meter';

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
      `journal growth for ${CHANGES} changes: ${total} bytes (${Math.round(total / CHANGES)} a change, first ${growth[0]}, last ${growth.at(-1)}, largest ${Math.max(...growth)})`,
    );
    expect(Math.max(...growth)).toBeLessThan(1024);
    // Bounded by the change: the last is no bigger than the first, whatever the history behind it.
    expect(growth.at(-1)!).toBeLessThanOrEqual(growth[0]! + 64);
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
});
