import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';

/** Where our answers disagreed with the types of the vendor's spec (issue 40), one test per fix. */
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
const WS = `${V}/workgroups/wg-0001/workspaces/ws-0001-1`;
const resultOf = async (method: string, path: string, body?: unknown) => {
  const res = await s.raw(method, path, body);
  return { status: res.status, result: res.json!.Result, details: res.json!.ErrorDetails };
};

describe('answers typed as the spec types them', () => {
  it('a provider created through the API has node_group_config as an object, never null', async () => {
    const { result } = await resultOf('POST', `${V}/cloud-providers`, {
      name: 'Typed provider',
      platform: 'aws',
      region: 'us-east-1',
      options: { account_id: '135792468013' },
      role_arn: 'arn:aws:iam::135792468013:role/GraphAccess',
      role_external_id: 'typed-provider-external-id-000001',
    });
    const config = (result as { node_group_config: unknown }).node_group_config;
    expect(config).toBeTypeOf('object');
    expect(config).not.toBeNull();
    expect(config).toMatchObject({ ng_system: { min_size: 2, max_size: 3, overprovisioning_factor: 0 }, prefetch_image_list: [] });
  });

  it('`ha` in resource prices is a string', async () => {
    const { result } = await resultOf('GET', `${V}/billing/resource-pricing`);
    const has = (result as { workspace_pricing: { ha: unknown }[] }).workspace_pricing.map((p) => p.ha);
    expect(new Set(has)).toEqual(new Set(['true', 'false']));
  });

  it('a workgroup without encryption carries no encryption_method (never "")', async () => {
    const { result } = await resultOf('POST', `${V}/workgroups`, { name: 'Unencrypted', cloud_provider_id: 'cp-aws-prod', enable_encryption: false });
    expect(result).not.toHaveProperty('encryption_method');
    const { result: encrypted } = await resultOf('POST', `${V}/workgroups`, { name: 'Encrypted', cloud_provider_id: 'cp-aws-prod' });
    expect(encrypted).toHaveProperty('encryption_method', 'TMK');
    const { result: list } = await resultOf('GET', `${V}/workgroups`);
    expect((list as { name: string }[]).find((w) => w.name === 'Unencrypted')).not.toHaveProperty('encryption_method');
  });

  it('deletes of a provider, an API key and a database, and changes of an in-database user, answer an object', async () => {
    const user = { username: 'typed_user', password: 'Correct-Horse-42!' };
    expect((await resultOf('POST', `${WS}/dbuser`, user)).status).toBe(200);
    expect((await resultOf('PUT', `${WS}/dbuser`, { ...user, password: 'Battery-Staple-43?' })).result).toMatchObject({ username: 'typed_user' });
    expect((await resultOf('DELETE', `${WS}/dbuser`, { username: 'typed_user' })).result).toMatchObject({ username: 'typed_user' });

    const key = (await resultOf('POST', `${V}/org/api-keys`, { description: 'typed', life_time_in_seconds: 86_400 })).result as { key_name: string };
    expect((await resultOf('DELETE', `${V}/org/api-keys`, { key_name: key.key_name })).result).toMatchObject({ key_name: key.key_name });

    expect((await resultOf('DELETE', `${V}/cloud-providers/cp-aws-lab`)).result).toMatchObject({ id: 'cp-aws-lab' });

    const ws = (await resultOf('POST', `${V}/workgroups/wg-0002/workspaces`, { name: 'doomed', workspace_type_name: 'TG-00' })).result as {
      workspace_id: string;
      database_id: string;
    };
    expect((await resultOf('DELETE', `${V}/workgroups/wg-0002/workspaces/${ws.workspace_id}`)).status).toBe(200);
    expect((await resultOf('DELETE', `${V}/workgroups/wg-0002/databases/${ws.database_id}`)).result).toMatchObject({ database_id: ws.database_id });
  });
});

describe('request bodies refuse wrong types instead of dropping them', () => {
  it.each([
    ['update_strategy', 5],
    ['auto_upgrade_state', true],
    ['desired_tg_version', 4.2],
  ])('PUT workspace with %s as %j is a 400 naming it', async (field, value) => {
    const { status, details } = await resultOf('PUT', WS, { [field]: value });
    expect(status).toBe(400);
    expect(details[0]!.FieldName).toBe(field);
  });

  it('PUT workspace keeps well-typed ones', async () => {
    const { result } = await resultOf('PUT', WS, { update_strategy: 'rolling', auto_upgrade_state: 'Enabled' });
    expect(result).toMatchObject({ update_strategy: 'rolling', auto_upgrade_state: 'Enabled' });
  });

  it('an allow-list entry with a non-string id is refused', async () => {
    const { status, details } = await resultOf('POST', `${V}/workgroups/wg-0001/allow_list`, { id: 7, cidr: '203.0.113.9' });
    expect([status, details[0]!.FieldName]).toEqual([400, 'id']);
  });

  it('an in-database user’s password or name sent as a number is refused as wrong-typed, not as missing', async () => {
    const put = await resultOf('PUT', `${WS}/dbuser`, { username: 'app_reader', password: 12345678901234 });
    expect([put.status, put.details[0]!.FieldName, put.details[0]!.Reason]).toEqual([400, 'password', 'Password must be text']);
    const del = await resultOf('DELETE', `${WS}/dbuser`, { username: 5 });
    expect([del.status, del.details[0]!.FieldName, del.details[0]!.Reason]).toEqual([400, 'username', 'Username must be text']);
    const missing = await resultOf('POST', `${WS}/dbuser`, { username: 'no_password' });
    expect([missing.status, missing.details[0]!.Reason]).toEqual([400, 'Password is required']);
  });

  it('deleting an in-database user with a wrong-typed password deletes nothing', async () => {
    await resultOf('POST', `${WS}/dbuser`, { username: 'kept_user', password: 'Correct-Horse-42!' });
    const { status, details } = await resultOf('DELETE', `${WS}/dbuser`, { username: 'kept_user', password: 12345 });
    expect([status, details[0]!.FieldName]).toEqual([400, 'password']);
    const { result } = await resultOf('GET', `${WS}/dbuser`);
    expect((result as { username: string }[]).map((u) => u.username)).toContain('kept_user');
  });
});
