import { beforeEach, describe, expect, it } from 'vitest';
import { operations } from './operations';
import { createClient, type Exchange } from './client';
import { pathFamily } from './path-family';
import { fakeFetch } from './fake-fetch.test-util';
import { readAll } from '@/api/schemas/read';
import { CloudProvider } from '@/kernel/cloud-provider-schema';
import { CurrentIp } from '@/features/allow-list/allow-list-schema';
import { Workspace } from '@/kernel/workspace-schema';
import { InstalledAddonsResult } from '@/kernel/addon-schema';
import { UpcomingUpgrades } from '@/features/upgrades/upgrade-schema';
import { QueryClient } from '@tanstack/react-query';
import { client as apiClient } from './api-ref';
import { scheduleQueries } from '@/features/schedules/schedules-queries';

// The vendor's dialect (vendor-operations.md, "The vendor's dialect"): each row read, one test each.

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (Result: unknown) => json({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'req-1', Result });
const errorEnvelope = (status: number, Type: string, Reason = 'no') =>
  json({ Error: true, ErrorDetails: [{ FieldName: '', Reason, Type }], Message: Reason, RequestID: 'req-e' }, status);
const html404 = () => new Response('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'content-type': 'text/html' } });

function client(fetch: typeof globalThis.fetch, exchanges: Exchange[] = []) {
  return createClient(
    { baseUrl: 'https://svc.example', getApiKey: () => 'key', getSessionToken: () => 'tok', fetch, onExchange: (x) => exchanges.push(x) },
    operations,
  );
}

describe("the vendor's field spellings", () => {
  it('nginx_host is the proxy host, milvus_size the vector size, enable_copilot the assistant', () => {
    const { data, notices } = readAll(Workspace, {
      workspace_id: 'ws',
      nginx_host: 'ws.i.example.com',
      enable_copilot: 'true',
      folder_statistics: { milvus_size: '2048', total_size: 4096 },
    });
    expect([data.proxy_host, data.enable_assistant, data.folder_statistics?.vector_size]).toEqual(['ws.i.example.com', true, 2048]);
    expect(notices).toEqual([]);
  });

  it('our own spelling wins where both arrive', () => {
    expect(readAll(Workspace, { workspace_id: 'ws', proxy_host: 'ours', nginx_host: 'theirs' }).data.proxy_host).toBe('ours');
  });

  it('eks_id is the cluster id', () => {
    expect(readAll(CloudProvider, { id: 'cp', eks_id: 'eks-123' }).data.cluster_id).toBe('eks-123');
  });

  it('the current IP answer\'s " IsAllowed" (with a leading space)', () => {
    expect(readAll(CurrentIp, { CurrentIP: '198.51.100.2', ' IsAllowed': 'true' }).data).toEqual({ CurrentIP: '198.51.100.2', IsAllowed: true });
  });
});

describe('GET /users: a bare array, a bare object, or an envelope', () => {
  const user = { id: 'auth0|64f1c2', email: 'ada@example.com', roles: [] };
  it.each([
    ['a bare array', () => json([user])],
    ['a bare object', () => json(user)],
    ['an envelope', () => envelope([user])],
  ])('%s', async (_, answer) => {
    const users = await client(fakeFetch(answer).fn).listUsers();
    expect(users.map((u) => [u.id, u.email])).toEqual([['auth0|64f1c2', 'ada@example.com']]);
  });

  it('another operation answered bare is still not understood', async () => {
    await expect(client(fakeFetch(() => json([{ workgroup_id: 'wg' }])).fn).listWorkgroups()).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('ids that are not path-safe', () => {
  it('are encoded in the path and kept as they are in what is read', async () => {
    const f = fakeFetch(() => new Response(null, { status: 204 }));
    await client(f.fn).updateUserRoles({ params: { userId: 'google-oauth2|1093/x?y#z' }, body: { roles: ['org_admin'] } });
    expect(f.calls[0]!.url).toBe('https://svc.example/users/google-oauth2%7C1093%2Fx%3Fy%23z/roles');
  });
});

describe('errors classed by their Type where revision A sends only 400 or 500', () => {
  it.each([
    [400, 'Unauthorized', 401],
    [500, 'Not-Found', 404],
    [400, 'Forbidden', 403],
    [500, 'API-Disabled', 503],
  ])('%i with %s is a %i', async (wire, type, status) => {
    const exchanges: Exchange[] = [];
    const e = await client(fakeFetch(() => errorEnvelope(wire, type)).fn, exchanges)
      .getWorkgroup({ params: { workgroupID: 'wg' } })
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ status, type });
    // The log keeps what arrived.
    expect(exchanges[0]).toMatchObject({ status: wire, ok: false });
  });

  it('Quota-Exceed on a 400 is a quota, not a rate limit', async () => {
    const e = await client(fakeFetch(() => errorEnvelope(400, 'Quota-Exceed', 'The allow list is full')).fn)
      .addAllowedIp({ params: { workgroupID: 'wg' }, body: { cidr: '10.0.0.1' } })
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ quotaExceeded: true, rateLimited: false, reason: 'The allow list is full' });
  });

  it('a 400 with Bad-Request stays a 400', async () => {
    const e = await client(fakeFetch(() => errorEnvelope(400, 'Bad-Request')).fn)
      .getWorkgroup({ params: { workgroupID: 'wg' } })
      .catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 400 });
  });
});

describe("revision A's schedule paths", () => {
  const p = { workgroupID: 'wg-1', workspaceID: 'ws-1' };
  const schedule = { id: 's1', workspace_id: 'ws-1', repeat: 'daily', time: '08:00', timezone: 'UTC' };
  beforeEach(() => pathFamily.remember('schedules', 'contract'));

  it.each([
    ['an HTML 404', html404],
    ['a 405', () => new Response(null, { status: 405 })],
    ['a Not-Found envelope sent as 400', () => errorEnvelope(400, 'Not-Found')],
    ["a gateway's 404 in an envelope naming nothing", () => json({ Error: true, ErrorDetails: null, Message: '404 page not found', RequestID: 'gw' }, 404)],
  ])('when the contract path answers %s, asks revision A’s, remembers it, and says so in the log', async (_, missing) => {
    const exchanges: Exchange[] = [];
    const f = fakeFetch(({ url }) => (url.includes('/workgroups/') ? missing() : envelope(url.endsWith('/schedules') ? [schedule] : 'ok')));
    const c = client(f.fn, exchanges);
    expect((await c.listWorkspaceSchedules({ params: p })).map((s) => s.id)).toEqual(['s1']);
    expect(f.calls.map((x) => x.url)).toEqual([
      'https://svc.example/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/schedules',
      'https://svc.example/controller/v4/v2/workspaces/ws-1/schedules',
    ]);
    expect(pathFamily.of('schedules')).toBe('revisionA');
    expect(exchanges.map((x) => [x.ok, x.path, x.contractPath])).toEqual([
      [false, '/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/schedules', undefined],
      [true, '/controller/v4/v2/workspaces/ws-1/schedules', '/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/schedules'],
    ]);
    expect(exchanges[0]!.reason).toMatch(/revision A/);
    // Update and delete go straight to the family that answered.
    await c.updateWorkspaceSchedule({ params: { ...p, scheduleID: 's1' }, body: { workspace_id: 'ws-1', repeat: 'daily', time: '09:00', timezone: 'UTC' } });
    await c.deleteWorkspaceSchedule({ params: { ...p, scheduleID: 's1' } });
    expect(f.calls.slice(2).map((x) => `${x.init.method} ${x.url}`)).toEqual([
      'PUT https://svc.example/controller/v4/v2/workspaces/ws-1/schedules/s1',
      'DELETE https://svc.example/controller/v4/v2/workspaces/ws-1/schedules/s1',
    ]);
  });

  it("goes back to the contract's path when revision A's is the one not offered", async () => {
    pathFamily.remember('schedules', 'revisionA');
    const f = fakeFetch(({ url }) => (url.includes('/workgroups/') ? envelope([schedule]) : html404()));
    expect(await client(f.fn).listWorkspaceSchedules({ params: p })).toHaveLength(1);
    expect(pathFamily.of('schedules')).toBe('contract');
  });

  it('a missing workspace (Not-Found on both paths) stays an error, and nothing is remembered', async () => {
    const f = fakeFetch(() => errorEnvelope(404, 'Not-Found', 'workspace not found'));
    await expect(client(f.fn).listWorkspaceSchedules({ params: p })).rejects.toMatchObject({ status: 404, reason: 'workspace not found' });
    expect(f.calls).toHaveLength(2);
    expect(pathFamily.of('schedules')).toBe('contract');
  });

  it("the family the service itself answers wins where both say Not-Found: revision A's envelope over the contract path's 405 (issue 50)", async () => {
    const f = fakeFetch(({ url }) =>
      url.includes('/workgroups/') ? new Response(null, { status: 405 }) : errorEnvelope(500, 'Not-Found', 'no schedules found'),
    );
    await expect(client(f.fn).listWorkspaceSchedules({ params: p })).rejects.toMatchObject({ status: 404, reason: 'no schedules found' });
    expect(pathFamily.of('schedules')).toBe('revisionA');
    // Remembered: the next read goes there first, and keeps the service's answer over the 405.
    const again = fakeFetch(({ url }) =>
      url.includes('/workgroups/') ? new Response(null, { status: 405 }) : errorEnvelope(500, 'Not-Found', 'no schedules found'),
    );
    await expect(client(again.fn).listWorkspaceSchedules({ params: p })).rejects.toMatchObject({ status: 404 });
    expect(again.calls[0]!.url).toBe('https://svc.example/controller/v4/v2/workspaces/ws-1/schedules');
    expect(pathFamily.of('schedules')).toBe('revisionA');
  });

  it("a workspace's schedule list answered Not-Found by the service is nothing scheduled; a list not offered stays an error", async () => {
    apiClient.call = client(fakeFetch(({ url }) => (url.includes('/workgroups/') ? html404() : errorEnvelope(500, 'Not-Found', 'no schedules found'))).fn).call;
    const qc = new QueryClient();
    expect(await qc.fetchQuery(scheduleQueries.forWorkspace(p))).toEqual([]);
    apiClient.call = client(fakeFetch(() => new Response(null, { status: 405 })).fn).call;
    await expect(new QueryClient().fetchQuery(scheduleQueries.forWorkspace(p))).rejects.toMatchObject({ status: 405 });
  });

  it('a schedule gone (an envelope 404 on delete) is not mistaken for a missing path', async () => {
    const f = fakeFetch(() => errorEnvelope(404, 'Not-Found', 'schedule not found'));
    await expect(client(f.fn).deleteWorkspaceSchedule({ params: { ...p, scheduleID: 's9' } })).rejects.toMatchObject({ status: 404 });
    expect(f.calls).toHaveLength(1);
  });
});

describe('answers the vendor declares as objects (issue 50): the object and the bare array this console assumed before', () => {
  it('reads the installed add-ons and the upcoming upgrades either way', () => {
    const addon = { id: 'ia-1', addons_id: 'addon-insights', enabled: true, configs: [] };
    expect(readAll(InstalledAddonsResult, { installed_addons: [addon] }).data.map((a) => a.addons_id)).toEqual(['addon-insights']);
    expect(readAll(InstalledAddonsResult, [addon]).data.map((a) => a.addons_id)).toEqual(['addon-insights']);
    const upgrade = { workgroup_id: 'wg', workspace_id: 'ws', name: 'prod', tg_version: '4.1.3', desired_tg_version: '4.2.1' };
    expect(readAll(UpcomingUpgrades, { upgrades: [upgrade] }).data.map((u) => u.workspace_id)).toEqual(['ws']);
    expect(readAll(UpcomingUpgrades, [upgrade]).data.map((u) => u.workspace_id)).toEqual(['ws']);
  });
});
