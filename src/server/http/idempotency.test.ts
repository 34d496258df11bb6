import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { closeAfterEach } from '@/server/testing/close-after-each';
import { Store } from '@/server/store/store';
import type { IdempotencyRecord } from '@/server/store/collections';
import { IDEMPOTENCY_KEYS_PER_ORG, IDEMPOTENCY_TTL_MS, prune } from './idempotency';

const V = '/controller/v4/v2';
const KEY = { 'x-api-key': 'demo-api-key' };
const OTHER = { 'x-api-key': 'other-org-api-key' };
const { closed } = closeAfterEach();
afterEach(() => void vi.useRealTimers());

const start = () => closed(startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1' }));
type S = Awaited<ReturnType<typeof start>>;
const workgroupsNamed = async (s: S, name: string, headers = KEY) =>
  ((await s.raw('GET', `${V}/workgroups`, undefined, headers)).json!.Result as { name: string }[]).filter((w) => w.name === name);
const create = (s: S, name: string, key: string, headers = KEY) =>
  s.raw('POST', `${V}/workgroups`, { name, cloud_provider_id: 'cp-aws-prod' }, { ...headers, 'Idempotency-Key': key });

describe('Idempotency-Key on a POST', () => {
  it('a repeat with the same key and body answers what the first answered, says it is a replay, and makes one resource', async () => {
    const s = await start();
    const first = await create(s, 'Once only', 'k-repeat-1');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await create(s, 'Once only', 'k-repeat-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await workgroupsNamed(s, 'Once only')).toHaveLength(1);
    // Without a key, a repeat is a second request as ever (here refused: the name is taken).
    expect((await s.raw('POST', `${V}/workgroups`, { name: 'Once only', cloud_provider_id: 'cp-aws-prod' })).status).toBe(400);
  });

  it('the same key with another body is refused 422 naming the header, and nothing is done', async () => {
    const s = await start();
    expect((await create(s, 'First body', 'k-mismatch')).status).toBe(200);
    const other = await create(s, 'Second body', 'k-mismatch');
    expect(other.status).toBe(422);
    expect(other.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'Idempotency-Key' });
    expect(other.json!.ErrorDetails[0]!.Reason).toMatch(/Idempotency-Key was already used with another request/);
    expect(await workgroupsNamed(s, 'Second body')).toHaveLength(0);
  });

  it('ten concurrent creates with one key make one workgroup, and all ten answer it', async () => {
    const s = await start();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(s, 'Concurrent', 'k-concurrent')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await workgroupsNamed(s, 'Concurrent')).toHaveLength(1);
  });

  it('keys belong to one organization: another organization sending the same key and body acts on its own', async () => {
    const s = await start();
    const ask = (headers: Record<string, string>) =>
      s.raw('POST', `${V}/addons/request`, { addon_name: 'Graph ML', message: 'per org' }, { ...headers, 'Idempotency-Key': 'k-shared' });
    expect((await ask(KEY)).status).toBe(200);
    const other = await ask(OTHER);
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect((await ask(OTHER)).headers.get('idempotent-replayed')).toBe('true');
    expect(s.plane.store!.list('addons').filter((r) => r.kind === 'request' && r.message === 'per org')).toHaveLength(2);
  });

  it('a key expires after 24 hours: the same request then acts again', async () => {
    const s = await start();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await create(s, 'Expiring', 'k-expiry')).status).toBe(200);
    vi.setSystemTime(Date.now() + IDEMPOTENCY_TTL_MS + 1000);
    const later = await create(s, 'Expiring', 'k-expiry');
    // Acted again: refused now because the name is taken, not replayed.
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.status).toBe(400);
  });

  it('a key that is not 1 to 255 printable ASCII characters is refused 400 naming the header', async () => {
    const s = await start();
    for (const bad of ['x'.repeat(256), 'caf\u00e9']) {
      const r = await create(s, 'Bad key', bad);
      expect(r.status).toBe(400);
      expect(r.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'Idempotency-Key' });
    }
    expect(await workgroupsNamed(s, 'Bad key')).toHaveLength(0);
  });

  it('a refused request keeps nothing: the repeat is judged again', async () => {
    const s = await start();
    const refused = await s.raw('POST', `${V}/workgroups`, { name: 'Refused', cloud_provider_id: 'cp-nope' }, { ...KEY, 'Idempotency-Key': 'k-refused' });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const again = await s.raw('POST', `${V}/workgroups`, { name: 'Refused', cloud_provider_id: 'cp-nope' }, { ...KEY, 'Idempotency-Key': 'k-refused' });
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(s.plane.store!.list('idempotencyKeys')).toHaveLength(0);
  });

  it('is kept in the store, and is not an audited change of the create', async () => {
    const s = await start();
    await create(s, 'Kept', 'k-kept');
    expect(s.plane.store!.list('idempotencyKeys')).toHaveLength(1);
    const entries = (await s.raw('GET', `${V}/audit-log`, undefined, { authorization: 'Bearer demo-owner-token' })).json;
    expect(JSON.stringify(entries ?? '')).not.toMatch(/idempotencyKeys/);
  });
});

describe('the keys kept per organization', () => {
  it('past the cap the oldest go, and expired ones go; another organization keeps its own', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-idem-'));
    const store = new Store(dir);
    try {
      const now = Date.now();
      const rec = (org: string, n: number, at: number): IdempotencyRecord => ({
        id: `${org}.${n}`,
        org_id: org,
        at,
        fingerprint: 'f',
        status: 200,
        result: null,
        request_id: 'r',
      });
      const mine = Array.from({ length: IDEMPOTENCY_KEYS_PER_ORG + 5 }, (_, n) => rec('org-a', n, now - (IDEMPOTENCY_KEYS_PER_ORG + 5 - n)));
      const expired = rec('org-a', -1, now - IDEMPOTENCY_TTL_MS - 1);
      const others = [rec('org-b', 0, now - IDEMPOTENCY_TTL_MS - 1), rec('org-b', 1, now)];
      store.seed([...mine, expired, ...others].map((v) => ({ c: 'idempotencyKeys' as const, id: v.id, v })));
      store.transaction(() => prune(store, 'org-a', now));
      const left = store.list('idempotencyKeys');
      const a = left.filter((r) => r.org_id === 'org-a');
      expect(a).toHaveLength(IDEMPOTENCY_KEYS_PER_ORG);
      expect(a.map((r) => r.id)).not.toContain('org-a.0');
      expect(a.map((r) => r.id)).not.toContain('org-a.-1');
      expect(a.map((r) => r.id)).toContain(`org-a.${IDEMPOTENCY_KEYS_PER_ORG + 4}`);
      expect(left.filter((r) => r.org_id === 'org-b')).toHaveLength(2);
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
