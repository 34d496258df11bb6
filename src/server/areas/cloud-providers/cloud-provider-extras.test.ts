import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, sleep } from '@/server/testing/test-server';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const V = '/controller/v4/v2';
const other = { 'x-api-key': 'other-org-api-key' };
const validBody = {
  account_id: '246813579024',
  platform: 'aws',
  region: 'us-east-1',
  role_arn: 'arn:aws:iam::246813579024:role/GraphAccess',
  role_external_id: 'an-external-id-of-enough-length-0001',
  secure_connection: false,
};

describe('the vendor-operated providers (revision D)', () => {
  it('lists one Active provider per region, in the documented shape, to every organization', async () => {
    const res = await s.raw('GET', `${V}/cloud-providers/public`, undefined, other);
    expect(res.status).toBe(200);
    const list = res.json!.Result as Record<string, unknown>[];
    expect(list.map((p) => p.region)).toEqual(['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-1', 'ap-northeast-1']);
    for (const p of list) {
      expect(Object.keys(p).sort()).toEqual(['component_versions', 'id', 'name', 'org_id', 'platform', 'region', 'status', 'version', 'version_number']);
      expect([p.status, p.platform, typeof p.version_number]).toEqual(['Active', 'aws', 'number']);
    }
  });

  it('a fresh organization with no provider of its own creates a workgroup on one, in its region, and a workspace in it', async () => {
    const c = s.client('other-org-api-key');
    expect(await c.listCloudProviders()).toEqual([]);
    await expect(
      c.createWorkgroup({ body: { name: 'On the vendor', cloud_provider_id: 'cp-vendor-aws-eu-west-1', region: 'us-east-1' } }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: [{ field: 'region' }] });
    const wg = await c.createWorkgroup({ body: { name: 'On the vendor', cloud_provider_id: 'cp-vendor-aws-eu-west-1', region: 'eu-west-1' } });
    expect([wg.region, wg.cloud_provider_name, wg.cloud_provider_status]).toEqual(['eu-west-1', 'Graph Cloud on AWS, Europe (Ireland)', 'Active']);
    const ws = await c.createWorkspace({ params: { workgroupID: wg.workgroup_id }, body: { name: 'first', workspace_type_name: 'TG-00' } });
    expect(ws.region).toBe('eu-west-1');
    // The vendor's provider is shown, read-only; it cannot be changed or upgraded by an organization.
    expect((await c.getCloudProvider({ params: { id: 'cp-vendor-aws-eu-west-1' } })).status).toBe('Active');
    await expect(c.deleteCloudProvider({ params: { id: 'cp-vendor-aws-eu-west-1' } })).rejects.toMatchObject({ status: 403 });
    await expect(c.updateCloudProvider({ params: { id: 'cp-vendor-aws-eu-west-1' }, body: { name: 'Mine now' } })).rejects.toMatchObject({
      status: 403,
      message: expect.stringContaining('run by the vendor'),
    });
    await expect(
      c.upgradeCloudProvider({ params: { id: 'cp-vendor-aws-eu-west-1' }, body: { components: [{ name: 'operator', version: '1.9.2' }] } }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('the seeded workgroups sit in their provider’s region', async () => {
    const c = s.client();
    const providers = [...(await c.listCloudProviders()), ...(await c.listPublicCloudProviders())];
    for (const wg of await c.listWorkgroups()) expect(wg.region, wg.name).toBe(providers.find((p) => p.id === wg.cloud_provider_id)?.region);
  });
});

describe('fixed paths are never taken for a provider id', () => {
  it('GET …/public answers the list; GET …/validate is a 405 naming POST; a provider id still routes', async () => {
    expect((await s.raw('GET', `${V}/cloud-providers/public`)).json!.Error).toBe(false);
    const wrong = await s.raw('GET', `${V}/cloud-providers/validate`);
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'POST']);
    const put = await s.raw('PUT', `${V}/cloud-providers/public`, { name: 'x' });
    expect(put.status).toBe(405);
    expect((await s.raw('GET', `${V}/cloud-providers/cp-aws-prod`)).status).toBe(200);
  });

  it('in proxy mode, they reach the upstream as themselves', async () => {
    const seen: string[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'up', Result: [] }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-static-'));
    const proxy = createControlPlane(
      loadConfig({ PORT: '0', UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, LOG_LEVEL: 'quiet', STATIC_DIR: staticDir }),
    );
    const url = await proxy.listen();
    try {
      const headers = { 'x-api-key': 'k', 'content-type': 'application/json' };
      expect((await fetch(`${url}${V}/cloud-providers/public`, { headers })).status).toBe(200);
      expect((await fetch(`${url}${V}/cloud-providers/validate`, { method: 'POST', headers, body: JSON.stringify(validBody) })).status).toBe(200);
      expect((await fetch(`${url}${V}/cloud-providers/validate`, { headers })).status).toBe(405);
      expect(seen).toEqual([`GET ${V}/cloud-providers/public`, `POST ${V}/cloud-providers/validate`]);
    } finally {
      await proxy.close();
      upstream.closeAllConnections();
      upstream.close();
    }
  });
});

describe('validate before creating', () => {
  it.each([
    ['an unreachable account', { account_id: '111111111111', role_arn: 'arn:aws:iam::111111111111:role/GraphAccess' }, 'account_id', /could not be reached/],
    ['a role in another account', { role_arn: 'arn:aws:iam::999999999998:role/GraphAccess' }, 'role_arn', /must be the account ID/],
    [
      'a role already registered',
      { account_id: '123456789012', role_arn: 'arn:aws:iam::123456789012:role/GraphServiceAccess' },
      'role_arn',
      /already registered/,
    ],
    ['a region not offered', { region: 'mars-1' }, 'region', /not available/],
    ['a short external id', { role_external_id: 'short' }, 'role_external_id', /external id/],
  ])('names the field of %s', async (_what, change, field, reason) => {
    const res = await s.raw('POST', `${V}/cloud-providers/validate`, { ...validBody, ...change });
    expect(res.status).toBe(400);
    expect(res.json!.ErrorDetails[0]).toMatchObject({ FieldName: field, Type: 'Bad-Request' });
    expect(res.json!.ErrorDetails[0]!.Reason).toMatch(reason);
  });

  it('answers a message for a role that can be used, and creates nothing', async () => {
    const before = (await s.client().listCloudProviders()).length;
    const res = await s.raw('POST', `${V}/cloud-providers/validate`, validBody);
    expect([res.status, typeof res.json!.Result]).toEqual([200, 'string']);
    expect((await s.client().listCloudProviders()).length).toBe(before);
  });
});

describe('upgrading a provider', () => {
  it('moves an outdated provider through Upgrading to Active on the current components', async () => {
    const c = s.client();
    const eu = await c.getCloudProvider({ params: { id: 'cp-aws-eu' } });
    expect(eu.component_versions).toBe('operator 1.8.4, agent 4.1.3, ingress 1.10.2');
    await expect(c.upgradeCloudProvider({ params: { id: 'cp-aws-eu' }, body: { components: [{ name: 'operator', version: '9.9.9' }] } })).rejects.toMatchObject(
      {
        fieldErrors: [{ field: 'components.0.version' }],
      },
    );
    await expect(c.upgradeCloudProvider({ params: { id: 'cp-aws-eu' }, body: { components: [{ name: 'kernel', version: '1.0.0' }] } })).rejects.toMatchObject({
      fieldErrors: [{ field: 'components.0.name' }],
    });
    const components = [
      { name: 'operator', version: '1.9.2' },
      { name: 'agent', version: '4.2.1' },
      { name: 'ingress', version: '1.11.0' },
    ];
    const up = await c.upgradeCloudProvider({ params: { id: 'cp-aws-eu' }, body: { components, cluster_enabled_log_types: ['api', 'audit', 'scheduler'] } });
    expect([up.status, up.cluster_enabled_log_types]).toEqual(['Upgrading', ['api', 'audit', 'scheduler']]);
    await expect(c.upgradeCloudProvider({ params: { id: 'cp-aws-eu' }, body: { components } })).rejects.toMatchObject({ status: 400 });
    await sleep(400);
    const done = await c.getCloudProvider({ params: { id: 'cp-aws-eu' } });
    expect([done.status, done.component_versions, done.version]).toEqual(['Active', 'operator 1.9.2, agent 4.2.1, ingress 1.11.0', '1.9.2']);
    await expect(c.upgradeCloudProvider({ params: { id: 'cp-aws-eu' }, body: { components: [components[0]!] } })).rejects.toMatchObject({
      fieldErrors: [{ field: 'components.0.version' }],
    });
  });
});
