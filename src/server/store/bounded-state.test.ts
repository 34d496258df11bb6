import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { OverDataBudget, Store, type Collection } from './store';
import { JOURNAL } from './store-journal';
import { CAPS } from '@/features/allow-list/guard-rules';

/** The store's mechanics, tried with records of any shape. */
type Loose = Record<Collection, Record<string, unknown>>;

const V = '/controller/v4/v2';
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '2', SEED_WORKSPACES_PER_WORKGROUP: '2' });
});
afterAll(() => s.close());

const dirBytes = (dir: string) => fs.readdirSync(dir).reduce((n, f) => n + fs.statSync(path.join(dir, f)).size, 0);

describe('state that grows by user action is bounded (issue 49)', () => {
  it('1,500 portal add-card posts: at most 20 cards, the rest refused (409), and the data directory stays small', async () => {
    const before = dirBytes(s.dataDir);
    const session = await s.raw('POST', `${V}/billing/session`);
    expect(session.status).toBe(200);
    const portal = `${s.url}${session.json!.Result as string}/add-card`;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 1500; i += 50) {
      statuses.push(...(await Promise.all(Array.from({ length: 50 }, () => fetch(portal, { method: 'POST' }).then(async (r) => (await r.text(), r.status))))));
    }
    expect(Date.now() - started).toBeLessThan(60_000);
    const customer = await s.raw('GET', `${V}/billing/credit-cards`);
    const cards = (customer.json!.Result as { cards: unknown[] }).cards;
    expect(cards).toHaveLength(CAPS.cardsPerAccount.max);
    expect(statuses.filter((x) => x === 409).length).toBe(1500 - (CAPS.cardsPerAccount.max - 2));
    // Before: 143 MB (each line rewrote the whole account).
    expect(dirBytes(s.dataDir) - before).toBeLessThan(2 * 1024 * 1024);
  });

  it('refuses an add-on configuration past 4,096 characters before anything is stored, so GET /workgroups stays small', async () => {
    const before = dirBytes(s.dataDir);
    const big = { addons: [{ addons_id: 'addon-insights', enable: true, enable_configuration: { blob: 'x'.repeat(900_000) } }] };
    for (let i = 0; i < 50; i++) {
      const r = await s.raw('PUT', `${V}/workgroups/wg-0001/workspaces/ws-0001-1`, big);
      expect(r.status).toBe(400);
      expect(r.json!.ErrorDetails[0]!.FieldName).toMatch(/^addons\.0\.enable_configuration/);
    }
    expect(dirBytes(s.dataDir) - before).toBeLessThan(64 * 1024);
    const list = await s.raw('GET', `${V}/workgroups`);
    expect(list.text.length).toBeLessThan(1024 * 1024);
  });

  it('caps schedules per workspace and add-on requests per organization with a clear refusal', async () => {
    const body = { workspace_id: 'ws-0002-1', repeat: 'daily', time: '07:00', timezone: 'UTC' };
    const existing = ((await s.raw('GET', `${V}/workgroups/wg-0002/workspaces/ws-0002-1/schedules`)).json!.Result as unknown[]).length;
    for (let i = existing; i < CAPS.schedulesPerWorkspace.max; i++)
      expect((await s.raw('POST', `${V}/workgroups/wg-0002/workspaces/ws-0002-1/schedules`, body)).status).toBe(200);
    const past = await s.raw('POST', `${V}/workgroups/wg-0002/workspaces/ws-0002-1/schedules`, body);
    expect(past.status).toBe(409);
    expect(past.json!.ErrorDetails[0]!.Reason).toBe('A workspace holds at most 20 schedules; remove one first');
    for (let i = 0; i < CAPS.addonRequestsPerOrganization.max; i++)
      expect((await s.raw('POST', `${V}/addons/request`, { addon_name: `Thing ${i}`, message: '' })).status).toBe(200);
    expect((await s.raw('POST', `${V}/addons/request`, { addon_name: 'One more', message: '' })).status).toBe(409);
  });
});

describe('the store: journal compacted by size, a data budget checked before journaling', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gc-bounded-'));

  it('compacts the journal once it passes its size, however few its lines', () => {
    const d = dir();
    const store = new Store<Loose>(d, undefined, { compactAfterBytes: 64 * 1024 });
    for (let i = 0; i < 40; i++) store.put('workgroups', 'wg', { blob: 'y'.repeat(10_000), i });
    expect(fs.statSync(path.join(d, JOURNAL)).size).toBeLessThan(64 * 1024 + 11_000);
    store.close();
    expect(new Store<Loose>(d).get('workgroups', 'wg')!.i).toBe(39);
  });

  it('refuses a change that would take the state past its budget, journals nothing of it, and still allows deletes', () => {
    const d = dir();
    const store = new Store<Loose>(d, undefined, { budgetBytes: 50_000 });
    store.put('workgroups', 'a', { blob: 'a'.repeat(30_000) });
    const journal = fs.statSync(path.join(d, JOURNAL)).size;
    expect(() => store.put('workgroups', 'b', { blob: 'b'.repeat(30_000) })).toThrow(OverDataBudget);
    expect(store.get('workgroups', 'b')).toBeUndefined();
    expect(fs.statSync(path.join(d, JOURNAL)).size).toBe(journal);
    store.delete('workgroups', 'a');
    store.put('workgroups', 'b', { blob: 'b'.repeat(30_000) });
    expect(store.dataSize.bytes).toBeLessThan(50_000);
    store.close();
  });
});
