import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { AUDIT_FILE, AuditLog, type AuditEntry } from './audit';
import { describeChange } from './audit-entry';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '2', SEED_WORKSPACES_PER_WORKGROUP: '2' });
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
const trail = async (query = '', key = 'demo-api-key') => {
  const r = await s.raw('GET', `${V}/audit-log${query}`, undefined, { 'x-api-key': key });
  expect(r.status).toBe(200);
  return r.json!.Result as AuditEntry[];
};

describe('the audit trail of the embedded control plane', () => {
  it('records an accepted update with who, to the second, its RequestID and what changed', async () => {
    const r = await s.raw('PUT', `${V}/workgroups/wg-0001`, { workgroup_name: 'audited-name' });
    expect(r.status).toBe(200);
    const [entry] = await trail(`?q=${r.json!.RequestID}`);
    expect(entry).toMatchObject({
      who: 'Ada Lovelace <ada@acme.example> (Demo API key)',
      operation: 'updateWorkgroup',
      method: 'PUT',
      target: 'wg-0001',
      request_id: r.json!.RequestID,
      status: 200,
      outcome: 'accepted',
      via: 'embedded',
    });
    expect(entry!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(entry!.changes[0]).toMatchObject({ record: 'workgroups wg-0001', kind: 'updated' });
    expect(entry!.changes[0]!.fields).toContainEqual(expect.objectContaining({ field: 'name', to: 'audited-name' }));
  });

  it('records a refused write with its reason, and a wrong key without serving it to anyone', async () => {
    const refused = await s.raw('PUT', `${V}/workgroups/wg-nope`, { name: 'x' });
    expect(refused.status).toBe(404);
    const [entry] = await trail(`?q=${refused.json!.RequestID}`);
    expect(entry).toMatchObject({ outcome: 'refused', status: 404, reason: expect.stringMatching(/wg-nope/) });
    const forged = await s.raw('DELETE', `${V}/workgroups/wg-0002`, undefined, { 'x-api-key': 'forged-key-123' });
    expect(forged.status).toBe(401);
    expect(await trail(`?q=${forged.json!.RequestID}`)).toEqual([]);
    // Nobody's write enters no organization's trail: it is counted and kept in a small ring for the operator.
    const onDisk = fs.readFileSync(path.join(s.dataDir, AUDIT_FILE), 'utf8');
    expect(onDisk).not.toContain(forged.json!.RequestID);
    expect(s.plane.audit.unidentified().map((e) => e.request_id)).toContain(forged.json!.RequestID);
    expect(JSON.stringify(s.plane.audit.unidentified())).not.toContain('forged-key-123');
  });

  it('records every API key operation and never a key, a password or a hash', async () => {
    const created = await s.client().createApiKey({ body: { description: 'ci pipeline', life_time_in_seconds: 86400 } });
    const mine = created.plaintext_key;
    // The new key acts: the trail names it by its description and name.
    const byNewKey = await s.raw(
      'POST',
      `${V}/workgroups/wg-0001/workspaces/ws-0001-1/dbuser`,
      { username: 'audit_app', password: 'Correct-Horse-42' },
      {
        'x-api-key': mine,
      },
    );
    expect(byNewKey.status).toBe(200);
    const change = await s.raw('PUT', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/dbuser`, { username: 'audit_app', password: 'Another-Strong-77' });
    expect(change.status).toBe(200);
    await s.client().deleteApiKey({ body: { key_name: created.key_name } });
    const all = await trail();
    const ops = all.map((e) => e.operation);
    expect(ops).toEqual(expect.arrayContaining(['createApiKey', 'deleteApiKey', 'createDbUser', 'updateDbUserPassword']));
    expect(all.find((e) => e.request_id === byNewKey.json!.RequestID)!.who).toBe(
      `Ada Lovelace <ada@acme.example> (API key "ci pipeline" (${created.key_name}))`,
    );
    expect(all.find((e) => e.operation === 'deleteApiKey')!.target).toBe(created.key_name);
    const pw = all.find((e) => e.request_id === change.json!.RequestID)!;
    expect(JSON.stringify(pw.changes)).toContain('[redacted]');
    const onDisk = fs.readFileSync(path.join(s.dataDir, AUDIT_FILE), 'utf8');
    for (const secret of [mine, 'Correct-Horse-42', 'Another-Strong-77', 'scrypt', created.redacted_key]) expect(onDisk).not.toContain(secret);
  });

  it('searches by who and target, filters by time, and never records a read', async () => {
    expect((await trail('?q=ci%20pipeline')).length).toBeGreaterThan(0);
    expect((await trail('?q=wg-0001')).every((e) => e.target.includes('wg-0001') || e.path.includes('wg-0001'))).toBe(true);
    expect(await trail(`?since=${Date.now() + 60_000}`)).toEqual([]);
    expect((await trail(`?until=2000-01-01T00:00:00Z`)).length).toBe(0);
    expect((await trail()).some((e) => e.method === 'GET')).toBe(false);
    const bad = await s.raw('GET', `${V}/audit-log?since=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'since' });
  });

  it('shows an organization only its own writes', async () => {
    expect(await trail('', 'other-org-api-key')).toEqual([]);
  });
});

describe('AuditLog', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gc-audit-'));
  const entry = (n: number) => ({
    org_id: 'o',
    who: 'w',
    operation: 'op',
    title: 't',
    method: 'PUT',
    path: '/p',
    target: `t-${n}`,
    request_id: `r-${n}`,
    status: 200,
    outcome: 'accepted' as const,
    reason: '',
    changes: [],
    via: 'embedded' as const,
  });

  it('keeps its entries across a restart', () => {
    const d = dir();
    new AuditLog(d).record(entry(1));
    expect(new AuditLog(d).query({}).map((e) => e.request_id)).toEqual(['r-1']);
  });

  it('stays within its bound of entries and bytes, dropping the oldest', () => {
    const d = dir();
    const log = new AuditLog(d, { entries: 50, bytes: 1_000_000 });
    for (let i = 0; i < 120; i++) log.record(entry(i));
    expect(log.size.entries).toBeLessThanOrEqual(50);
    expect(log.query({ limit: 1 })[0]!.request_id).toBe('r-119');
    const reopened = new AuditLog(d, { entries: 50, bytes: 1_000_000 });
    expect(reopened.size.entries).toBe(log.size.entries);
    const small = new AuditLog(dir(), { entries: 10_000, bytes: 4_000 });
    for (let i = 0; i < 200; i++) small.record(entry(i));
    expect(small.size.bytes).toBeLessThanOrEqual(4_000);
    expect(fs.statSync(path.join(d, AUDIT_FILE)).size).toBeLessThan(50 * 400);
  });

  it('describes an update field by field and redacts secrets', () => {
    const c = describeChange({
      c: 'dbUsers',
      id: 'u1',
      before: { note: 'a', password_hash: 'x', external_id: 'e1' },
      after: { note: 'b', password_hash: 'y', external_id: 'e2' },
    });
    expect(c.fields).toEqual([
      { field: 'note', from: 'a', to: 'b' },
      { field: 'password_hash', from: '[redacted]', to: '[redacted]' },
      { field: 'external_id', from: '[redacted]', to: '[redacted]' },
    ]);
    expect(describeChange({ c: 'x', id: '1', before: undefined, after: {} }).kind).toBe('created');
  });
});
