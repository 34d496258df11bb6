import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { AUDIT_FILE, AUDIT_MAX_BYTES, AUDIT_MAX_ENTRIES, AUDIT_UNIDENTIFIED_RING, AuditLog, type AuditEntry } from './audit';
import { AUDIT_CLIP } from './audit-clip';

const V = '/controller/v4/v2';
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '1', SEED_WORKSPACES_PER_WORKGROUP: '1', MAX_BODY_BYTES: '65536' });
});
afterAll(() => s.close());

const trail = async (key = 'demo-api-key') => {
  const r = await s.raw('GET', `${V}/audit-log?limit=1000`, undefined, { 'x-api-key': key });
  expect(r.status).toBe(200);
  return r.json!.Result as AuditEntry[];
};

describe('the audit trail under a keyless flood (issue 49)', () => {
  it("keeps every owner's entry through 300 keyless POSTs with a 14,000-character path", async () => {
    const mine: string[] = [];
    for (const name of ['before-flood-1', 'before-flood-2', 'before-flood-3']) {
      const r = await s.raw('PUT', `${V}/workgroups/wg-0001`, { workgroup_name: name });
      expect(r.status).toBe(200);
      mine.push(r.json!.RequestID);
    }
    const long = `${V}/workgroups/${'x'.repeat(14_000)}`;
    const started = Date.now();
    for (let i = 0; i < 300; i += 20) {
      // Keyless, in batches of 20 over loopback: bounded in count and time.
      await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(s.url + long, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).then((r) => r.text()),
        ),
      );
    }
    expect(Date.now() - started).toBeLessThan(30_000);
    const ids = (await trail()).map((e) => e.request_id);
    for (const id of mine) expect(ids).toContain(id);
    // None of the flood is in the organization's trail or on disk; it was counted, and its last entries are in the ring, clipped.
    expect(fs.statSync(path.join(s.dataDir, AUDIT_FILE)).size).toBeLessThan(64 * 1024);
    expect(s.plane.audit.unidentifiedTotal).toBeGreaterThanOrEqual(300);
    const ring = s.plane.audit.unidentified();
    expect(ring.length).toBeLessThanOrEqual(AUDIT_UNIDENTIFIED_RING);
    expect(ring[0]!.path.length).toBeLessThanOrEqual(AUDIT_CLIP.path);
  });

  it("audits an identified caller's 413, 415 and 429 in its organization's trail", async () => {
    const big = JSON.stringify({ workgroup_name: 'x'.repeat(70_000) });
    const declared = await s.raw('PUT', `${V}/workgroups/wg-0001`, big);
    expect(declared.status).toBe(413);
    const media = await s.raw('PUT', `${V}/workgroups/wg-0001`, 'hello', { 'x-api-key': 'demo-api-key', 'content-type': 'text/plain' });
    expect(media.status).toBe(415);
    // Ten keys a minute: the eleventh is a 429.
    let limited = 0;
    for (let i = 0; i < 11 && limited !== 429; i++)
      limited = (await s.raw('POST', `${V}/org/api-keys`, { description: `rate ${i}`, life_time_in_seconds: 86_400 })).status;
    expect(limited).toBe(429);
    const entries = await trail();
    expect(
      entries.some((e) => e.status === 413 && e.request_id === declared.json!.RequestID && e.who.includes('Demo API key') && e.outcome === 'refused'),
    ).toBe(true);
    expect(entries.some((e) => e.status === 415 && e.request_id === media.json!.RequestID)).toBe(true);
    expect(entries.some((e) => e.status === 429 && e.operation === 'createApiKey')).toBe(true);
    // The other organization sees none of it.
    expect((await trail('other-org-api-key')).some((e) => e.status === 413)).toBe(false);
  });
});

describe('AuditLog: one bounded trail per organization', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gc-audit-bounds-'));
  const entry = (org: string, n: number, extra: Partial<Omit<AuditEntry, 'id' | 'at'>> = {}) => ({
    org_id: org,
    who: 'w',
    operation: 'op',
    title: 't',
    method: 'POST',
    path: '/p',
    target: `t-${n}`,
    request_id: `r-${org}-${n}`,
    status: 200,
    outcome: 'accepted' as const,
    reason: '',
    changes: [],
    via: 'embedded' as const,
    ...extra,
  });

  it('keeps the owner entries through 8,100 short keyless refusals', () => {
    const said: string[] = [];
    const log = new AuditLog(dir(), { log: (line) => said.push(line) });
    for (let i = 0; i < 3; i++) log.record(entry('org-acme', i));
    for (let i = 0; i < 8_100; i++) log.record(entry('', i, { status: 401, outcome: 'refused', who: 'No API key' }));
    expect(log.query({ orgId: 'org-acme' }).map((e) => e.request_id)).toEqual(['r-org-acme-2', 'r-org-acme-1', 'r-org-acme-0']);
    expect(log.unidentifiedTotal).toBe(8_100);
    expect(log.unidentified()).toHaveLength(AUDIT_UNIDENTIFIED_RING);
    // Counted for the operator: said in the server's log at most once a minute, not 8,100 times.
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Audit: 1 writes by callers of no organization/);
  });

  it("bounds each organization on its own: one organization's flood never drops another's entries", () => {
    const d = dir();
    const log = new AuditLog(d, { entries: 100, bytes: 1_000_000 });
    log.record(entry('quiet', 0));
    for (let i = 0; i < 350; i++) log.record(entry('busy', i, { path: `/p/${'y'.repeat(20_000)}` }));
    expect(log.query({ orgId: 'quiet' })).toHaveLength(1);
    const busy = log.query({ orgId: 'busy', limit: 1000 });
    expect(busy.length).toBeLessThanOrEqual(100);
    expect(busy[0]!.request_id).toBe('r-busy-349');
    expect(busy[0]!.path.length).toBe(AUDIT_CLIP.path);
    // Read back after a restart: the same trails.
    const again = new AuditLog(d, { entries: 100, bytes: 1_000_000 });
    expect(again.query({ orgId: 'quiet' })).toHaveLength(1);
    expect(again.query({ orgId: 'busy', limit: 1000 })).toHaveLength(busy.length);
    expect(AUDIT_MAX_ENTRIES).toBe(5_000);
    expect(AUDIT_MAX_BYTES).toBe(4 * 1024 * 1024);
  });

  it('proxy mode: a credential has a trail once the upstream accepted it; unknown credentials go to the ring', () => {
    const log = new AuditLog(dir(), { trails: 4 });
    const proxied = (who: string, n: number, status: number) => entry('', n, { who, status, via: 'proxy' });
    log.record(proxied('API key #owner', 0, 200), true);
    for (let i = 0; i < 50; i++) log.record(proxied(`API key #${i}`, i, 414));
    for (let i = 0; i < 50; i++) log.record(proxied(`API key #bad${i}`, i, 401), false);
    expect(log.query({ who: 'API key #owner' })).toHaveLength(1);
    expect(log.size.trails).toBe(1);
    expect(log.unidentifiedTotal).toBe(100);
  });
});

describe('proxy mode: the same flood', () => {
  it("keeps the owner's forwarded writes through 300 keyless POSTs with a 14,000-character path", async () => {
    const proxy = await startTestServer({ UPSTREAM_URL: s.url });
    try {
      const mine: string[] = [];
      for (const name of ['proxied-1', 'proxied-2']) {
        const r = await proxy.raw('PUT', `${V}/workgroups/wg-0001`, { workgroup_name: name });
        expect(r.status).toBe(200);
        mine.push(r.json!.RequestID);
      }
      const long = `${V}/workgroups/${'x'.repeat(14_000)}`;
      for (let i = 0; i < 300; i += 20)
        await Promise.all(
          Array.from({ length: 20 }, () =>
            fetch(proxy.url + long, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).then((r) => r.text()),
          ),
        );
      const r = await proxy.raw('GET', `${V}/audit-log?limit=1000`);
      // The answer carries the upstream's RequestID; the entry keeps it beside the proxy's own.
      const ids = (r.json!.Result as AuditEntry[]).flatMap((e) => [e.request_id, e.upstream_request_id]);
      for (const id of mine) expect(ids).toContain(id);
      expect(proxy.plane.audit.unidentifiedTotal).toBeGreaterThanOrEqual(300);
      expect(fs.statSync(path.join(proxy.dataDir, AUDIT_FILE)).size).toBeLessThan(64 * 1024);
    } finally {
      await proxy.close();
    }
  });
});
