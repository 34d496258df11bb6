import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { orgOfApiKey } from './key-owners';
import { loadConfig } from '@/server/config';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '2', SEED_WORKSPACES_PER_WORKGROUP: '2' });
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
const WS = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-1' };
const STRONG = 'Correct-Horse-42';

describe('in-database users', () => {
  it('lists the seeded users without any password, creates, changes and deletes one', async () => {
    const c = s.client();
    const seeded = await c.listDbUsers({ params: WS });
    expect(seeded.map((u) => u.username).sort()).toEqual(['app_reader', 'etl_loader']);
    const created = await c.createDbUser({ params: WS, body: { username: 'report_app', password: STRONG } });
    expect(created.username).toBe('report_app');
    const raw = await s.raw('GET', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/dbuser`);
    expect(raw.text).not.toMatch(/password|Correct-Horse/i);
    expect(await c.updateDbUserPassword({ params: WS, body: { username: 'report_app', password: 'Another-Strong-77' } })).toMatch(/changed/);
    // A DELETE with a JSON body.
    expect(await c.deleteDbUser({ params: WS, body: { username: 'report_app' } })).toMatch(/deleted/);
    expect((await c.listDbUsers({ params: WS })).map((u) => u.username)).not.toContain('report_app');
  });

  it.each([
    ['short1A!', /at least 12/],
    ['alllowercaseletters', /three of/],
    ['Xreport_app-2024', /must not contain the username/],
  ])('refuses the password %s with a 400 naming password', async (password, reason) => {
    const r = await s.raw('POST', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/dbuser`, { username: 'report_app', password });
    expect(r.status).toBe(400);
    expect(r.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'password', Type: 'Bad-Request' });
    expect(r.json!.ErrorDetails[0]!.Reason).toMatch(reason);
    expect(r.text).not.toContain(password);
  });

  it("a read-only workspace shows its database's users and sends changes to the read-write workspace", async () => {
    const c = s.client();
    const ro = await c.createWorkspace({
      params: { workgroupID: 'wg-0001' },
      body: { name: 'ro-users', is_rw: false, tg_database_id: 'db-0001-1', workspace_type_name: 'TG-0' },
    });
    const p = { workgroupID: 'wg-0001', workspaceID: ro.workspace_id };
    expect((await c.listDbUsers({ params: p })).map((u) => u.username).sort()).toEqual(['app_reader', 'etl_loader']);
    await expect(c.createDbUser({ params: p, body: { username: 'x_user', password: STRONG } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/read-write workspace/),
    });
  });

  it('never writes a password to the server log', async () => {
    const logged = await startTestServer({ LOG_LEVEL: 'info' });
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
    const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
    try {
      await logged.client().createDbUser({ params: WS, body: { username: 'log_check', password: 'Log-Secret-Pass-9' } });
      await logged.raw('POST', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/dbuser`, { username: 'log_check2', password: 'weakpass' });
      const key = await logged.client().createApiKey({ body: { description: 'log check', life_time_in_seconds: 86_400 } });
      expect(lines.some((l) => l.includes('/dbuser'))).toBe(true);
      expect(lines.join('\n')).not.toMatch(/Log-Secret-Pass-9|weakpass/);
      expect(lines.join('\n')).not.toContain(key.plaintext_key);
    } finally {
      spy.mockRestore();
      err.mockRestore();
      await logged.close();
    }
  });
});

describe('API keys', () => {
  it('seeds two, one expiring within 14 days, with no plaintext', async () => {
    const keys = await s.client().listApiKeys();
    expect(keys).toHaveLength(2);
    const soon = keys.filter((k) => Date.parse(k.expires_at) - Date.now() < 14 * 86_400_000);
    expect(soon.map((k) => k.description)).toEqual(['Nightly export job']);
    expect(keys.every((k) => k.plaintext_key === '' && /…/.test(k.redacted_key))).toBe(true);
  });

  it('a created key works at once; deleted it answers 401; plaintext only in the Create answer', async () => {
    const created = await s.client().createApiKey({ body: { description: 'automation', life_time_in_seconds: 30 * 86_400 } });
    expect(created.plaintext_key).toMatch(/^gck_/);
    expect(created.redacted_key.startsWith(created.plaintext_key.slice(0, 6))).toBe(true);
    const mine = s.client(created.plaintext_key);
    expect((await mine.listWorkgroups()).length).toBeGreaterThan(0);
    const listed = await s.raw('GET', `${V}/org/api-keys`);
    expect(listed.text).not.toContain(created.plaintext_key);
    expect(await mine.deleteApiKey({ body: { key_name: created.key_name } })).toMatch(/deleted/);
    await expect(mine.listWorkgroups()).rejects.toMatchObject({ status: 401 });
    // The configured key keeps working.
    expect((await s.client().listWorkgroups()).length).toBeGreaterThan(0);
  });

  it('an expired key answers 401', async () => {
    const created = await s.client().createApiKey({ body: { description: 'short-lived', life_time_in_seconds: 86_400 } });
    const config = loadConfig({});
    expect(orgOfApiKey(created.plaintext_key, config, s.plane.store!, Date.now())?.id).toBe('org-acme');
    expect(orgOfApiKey(created.plaintext_key, config, s.plane.store!, Date.now() + 86_400_001)).toBeUndefined();
    expect(orgOfApiKey('gck_not-a-key', config, s.plane.store!, Date.now())).toBeUndefined();
  });

  it('refuses a lifetime under a day and a missing description beside the field', async () => {
    const r = await s.raw('POST', `${V}/org/api-keys`, { description: '', life_time_in_seconds: 60 });
    expect(r.status).toBe(400);
    expect(r.json!.ErrorDetails.map((d) => d.FieldName).sort()).toEqual(['description', 'life_time_in_seconds']);
  });
});

describe('organization, quota and prices', () => {
  it('answers the organization and a quota counted from its workspaces', async () => {
    const c = s.client();
    expect(await c.getOrgSelf()).toMatchObject({ org_id: 'org-acme', org_display_name: 'Acme Graph Labs' });
    const before = await c.getOrgQuota();
    expect(before).toMatchObject({ tier: 'Standard', max_workspace_type: 'TG-16', rw_workspace_count_limit: 24 });
    await c.createWorkspace({ params: { workgroupID: 'wg-0002' }, body: { name: 'quota-count', workspace_type_name: 'TG-1' } });
    const after = await c.getOrgQuota();
    expect(after.rw_workspace_count_usage).toBe(before.rw_workspace_count_usage! + 1);
    expect(after.memory_usage_in_bytes).toBe(before.memory_usage_in_bytes! + 64 * 1024 ** 3);
  });

  it('refuses a size above the tier and a workspace past the count limit, naming the limit', async () => {
    const c = s.client();
    await expect(c.createWorkspace({ params: { workgroupID: 'wg-0002' }, body: { name: 'too-big', workspace_type_name: 'TG-32' } })).rejects.toMatchObject({
      status: 429,
      details: [{ Type: 'Quota-Exceed', FieldName: 'workspace_type_name' }],
      message: expect.stringMatching(/max_workspace_type/),
    });
    const q = await c.getOrgQuota();
    for (let i = q.rw_workspace_count_usage!; i < q.rw_workspace_count_limit!; i++)
      await c.createWorkspace({ params: { workgroupID: 'wg-0002' }, body: { name: `fill-${i}`, workspace_type_name: 'TG-00' } });
    await expect(c.createWorkspace({ params: { workgroupID: 'wg-0002' }, body: { name: 'one-more', workspace_type_name: 'TG-00' } })).rejects.toMatchObject({
      details: [{ Type: 'Quota-Exceed' }],
      message: expect.stringMatching(/24 of 24 read-write workspaces \(rw_workspace_count_limit\)/),
    });
  });

  it('prices every size of the ladder in every region, with and without HA', async () => {
    const p = await s.client().getResourcePricing();
    expect(p.workspace_pricing).toHaveLength(10 * 6 * 2);
    const tg1 = p.workspace_pricing.filter((x) => x.workspace_type === 'TG-1' && x.region === 'us-east-1');
    expect(tg1.find((x) => x.ha)!.price_per_hour).toBe(2 * tg1.find((x) => !x.ha)!.price_per_hour!);
  });

  it('another organization has its own quota and no keys', async () => {
    const other = s.client('other-org-api-key');
    expect((await other.getOrgQuota()).rw_workspace_count_usage).toBe(0);
    expect(await other.listApiKeys()).toEqual([]);
  });
});

describe('cloud providers: update and delete', () => {
  it('renames and rotates the external id; refuses deleting a provider workgroups use, naming them', async () => {
    const c = s.client();
    const renamed = await c.updateCloudProvider({ params: { id: 'cp-aws-eu' }, body: { name: 'Acme AWS EU' } });
    expect(renamed.name).toBe('Acme AWS EU');
    const rotated = await c.updateCloudProvider({ params: { id: 'cp-aws-lab' }, body: { role_external_id: 'a-fresh-external-id-0123456789' } });
    expect(rotated).toMatchObject({ status: 'Verifying', role_external_id: '' });
    await expect(c.deleteCloudProvider({ params: { id: 'cp-aws-prod' } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/used by workgroups? "/),
    });
    expect(await c.deleteCloudProvider({ params: { id: 'cp-aws-lab' } })).toMatch(/deleted/);
  });
});
