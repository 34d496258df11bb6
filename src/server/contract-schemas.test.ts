import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';

/**
 * The embedded control plane's answers against the response shapes the vendor
 * documents, written as JSON schemas in the contract copy (src/api/contract/schemas).
 */
const dir = path.resolve(__dirname, '../api/contract/schemas');
const ajv = new Ajv2020({ allErrors: true, strict: true });
for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) ajv.addSchema(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as object);
const listOf = (id: string) => ({ type: 'array', items: { $ref: id } });

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
const WS = `${V}/workgroups/wg-0001/workspaces/ws-0001-1`;

async function expectShape(schema: string | object, method: string, p: string, body?: unknown) {
  const res = await s.raw(method, p, body);
  expect(res.status, `${method} ${p}: ${res.text.slice(0, 300)}`).toBe(200);
  const validate = typeof schema === 'string' ? ajv.getSchema(schema)! : ajv.compile(schema);
  const ok = validate(res.json!.Result);
  expect(ok ? [] : validate.errors, `${method} ${p}`).toEqual([]);
  return res.json!.Result;
}

describe('answers in the shapes the vendor documents', () => {
  it('cloud providers: list, get, create, the vendor’s own, validate, upgrade, delete', async () => {
    await expectShape(listOf('cloud-provider.json'), 'GET', `${V}/cloud-providers`);
    await expectShape('cloud-provider.json', 'GET', `${V}/cloud-providers/cp-aws-prod`);
    await expectShape('public-cloud-providers.json', 'GET', `${V}/cloud-providers/public`);
    await expectShape('cloud-provider.json', 'GET', `${V}/cloud-providers/cp-vendor-aws-us-east-1`);
    const created = (await expectShape('cloud-provider.json', 'POST', `${V}/cloud-providers`, {
      name: 'Schema provider',
      platform: 'aws',
      region: 'us-east-1',
      options: { account_id: '975318642097' },
      role_arn: 'arn:aws:iam::975318642097:role/GraphAccess',
      role_external_id: 'schema-provider-external-id-00001',
    })) as { id: string };
    await expectShape('string.json', 'POST', `${V}/cloud-providers/validate`, {
      account_id: '975318642098',
      platform: 'aws',
      region: 'us-east-1',
      role_arn: 'arn:aws:iam::975318642098:role/GraphAccess',
      role_external_id: 'schema-provider-external-id-00002',
      secure_connection: false,
    });
    await expectShape('object.json', 'PUT', `${V}/cloud-providers/cp-aws-eu/upgrade`, { components: [{ name: 'operator', version: '1.9.2' }] });
    await expectShape('cloud-provider.json', 'PUT', `${V}/cloud-providers/${created.id}`, { name: 'Schema provider renamed' });
    await expectShape('object.json', 'DELETE', `${V}/cloud-providers/${created.id}`);
  });

  it('workgroups: list, get, create with and without encryption, update', async () => {
    await expectShape(listOf('workgroup.json'), 'GET', `${V}/workgroups`);
    await expectShape('workgroup.json', 'GET', `${V}/workgroups/wg-0002`);
    await expectShape('workgroup.json', 'POST', `${V}/workgroups`, { name: 'Schema plain', cloud_provider_id: 'cp-aws-prod', enable_encryption: false });
    const wg = (await expectShape('workgroup.json', 'POST', `${V}/workgroups`, { name: 'Schema wg', cloud_provider_id: 'cp-vendor-aws-eu-central-1' })) as {
      workgroup_id: string;
    };
    await expectShape('workgroup.json', 'PUT', `${V}/workgroups/${wg.workgroup_id}`, { workgroup_name: 'Schema wg 2' });
    await expectShape('string.json', 'DELETE', `${V}/workgroups/${wg.workgroup_id}`);
  });

  it('prices, API keys, in-database users and databases', async () => {
    await expectShape('resource-pricing.json', 'GET', `${V}/billing/resource-pricing`);
    const key = (await expectShape('object.json', 'POST', `${V}/org/api-keys`, { description: 'schema', life_time_in_seconds: 86_400 })) as {
      key_name: string;
    };
    await expectShape('object.json', 'DELETE', `${V}/org/api-keys`, { key_name: key.key_name });
    await expectShape('object.json', 'POST', `${WS}/dbuser`, { username: 'schema_user', password: 'Correct-Horse-42!' });
    await expectShape('object.json', 'PUT', `${WS}/dbuser`, { username: 'schema_user', password: 'Battery-Staple-43?' });
    await expectShape('object.json', 'DELETE', `${WS}/dbuser`, { username: 'schema_user' });
    const ws = (await expectShape('object.json', 'POST', `${V}/workgroups/wg-0002/workspaces`, { name: 'schema-ws', workspace_type_name: 'TG-00' })) as {
      workspace_id: string;
      database_id: string;
    };
    await expectShape('string.json', 'DELETE', `${V}/workgroups/wg-0002/workspaces/${ws.workspace_id}`);
    await expectShape('object.json', 'DELETE', `${V}/workgroups/wg-0002/databases/${ws.database_id}`);
  });
});
