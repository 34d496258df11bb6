import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, sleep } from '@/server/testing/test-server';
import { operations } from '@/api/operations';
import { ApiError } from '@/api/api-error';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const V = '/controller/v4/v2';

describe('every operation over loopback, through the typed client', () => {
  it('covers the twelve documented operations and the companion ones', () => {
    expect(
      Object.values(operations)
        .filter((o) => o.documented)
        .map((o) => o.documented)
        .sort((a, b) => a! - b!),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(Object.keys(operations)).toHaveLength(97);
  });

  it('workgroups: list, get, create (1), update (2), delete (3)', async () => {
    const c = s.client();
    const list = await c.listWorkgroups();
    expect(list.map((w) => w.name)).toEqual(['Fraud detection', 'Customer 360', 'Supply chain', 'Recommendations']);
    expect(list[0]!.workspaces).toHaveLength(3);
    expect(list[0]!.tg_databases).toHaveLength(3);
    const created = await c.createWorkgroup({
      body: { name: 'Contract wg', cloud_provider_id: 'cp-aws-prod', region: 'us-east-1', enable_application_log: true, shared_storage: true },
    });
    expect(created).toMatchObject({
      name: 'Contract wg',
      region: 'us-east-1',
      platform: 'aws',
      enable_application_log: true,
      shared_storage: true,
      encryption_method: 'TMK',
      cloud_provider_name: 'Acme AWS production',
    });
    expect((await c.getWorkgroup({ params: { workgroupID: created.workgroup_id } })).name).toBe('Contract wg');
    const updated = await c.updateWorkgroup({
      params: { workgroupID: created.workgroup_id },
      body: { workgroup_name: 'Contract wg 2', enable_application_log: false },
    });
    expect([updated.name, updated.enable_application_log]).toEqual(['Contract wg 2', false]);
    expect(await c.deleteWorkgroup({ params: { workgroupID: created.workgroup_id } })).toMatch(/deleted/);
    await expect(c.getWorkgroup({ params: { workgroupID: created.workgroup_id } })).rejects.toMatchObject({ status: 404, type: 'Not-Found' });
  });

  it('workspaces: create (4) with its database, get, update (resize), pause, resume, delete; database get and rename (5)', async () => {
    const c = s.client();
    const p = { workgroupID: 'wg-0002' };
    const ws = await c.createWorkspace({
      params: p,
      body: {
        name: 'contract-ws',
        workspace_type_name: 'TG-1',
        tg_version: '4.2.1',
        addons: [{ addons_id: 'addon-graphql', enable: true }],
        auto_stop_minutes: 30,
      },
    });
    expect(ws).toMatchObject({ name: 'contract-ws', status: 'Creating', is_rw: true, auto_stop_minutes: 30, database_name: 'contract-ws_db' });
    expect(ws.workspace_type?.typeName).toBe('TG-1');
    expect(ws.addons.map((a) => a.unique_name)).toEqual(['GraphQL']);
    const q = { ...p, workspaceID: ws.workspace_id };
    await sleep(200);
    expect(await c.getWorkspace({ params: q })).toMatchObject({ status: 'Active', display_status: 'Active', condition_type: 'Ready' });
    const resized = await c.updateWorkspace({ params: q, body: { workspace_type_name: 'TG-4' } });
    expect([resized.status, resized.workspace_type?.typeName]).toEqual(['Updating', 'TG-4']);
    await sleep(200);
    expect(await c.pauseWorkspace({ params: q })).toMatch(/pausing/);
    expect((await c.getWorkspace({ params: q })).status).toBe('Pausing');
    await sleep(200);
    expect((await c.getWorkspace({ params: q })).status).toBe('Stopped');
    expect(await c.resumeWorkspace({ params: q })).toMatch(/resuming/);
    await sleep(200);
    expect((await c.getWorkspace({ params: q })).status).toBe('Active');
    const db = await c.getDatabase({ params: { ...p, databaseID: ws.database_id } });
    expect(db.workspaces.map((w) => w.workspace_id)).toEqual([ws.workspace_id]);
    expect((await c.updateDatabase({ params: { ...p, databaseID: ws.database_id }, body: { tg_database_name: 'renamed_db' } })).name).toBe('renamed_db');
    expect((await c.getWorkspace({ params: q })).database_name).toBe('renamed_db');
    // A second workspace on the same database must be read-only; read-only cannot be resized.
    await expect(c.createWorkspace({ params: p, body: { name: 'second', tg_database_id: ws.database_id } })).rejects.toMatchObject({ fieldNames: ['is_rw'] });
    const ro = await c.createWorkspace({ params: p, body: { name: 'reader', tg_database_id: ws.database_id, is_rw: false } });
    await sleep(200);
    await expect(c.updateWorkspace({ params: { ...p, workspaceID: ro.workspace_id }, body: { workspace_type_name: 'TG-2' } })).rejects.toMatchObject({
      fieldNames: ['workspace_type_name'],
    });
    expect(await c.deleteWorkspace({ params: q })).toMatch(/database .* is kept/);
    await expect(c.getWorkspace({ params: q })).rejects.toMatchObject({ status: 404 });
  });

  it('schedules: list, create (6), update (7), delete', async () => {
    const c = s.client();
    const q = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-3' };
    const created = await c.createWorkspaceSchedule({
      params: q,
      body: { workspace_id: q.workspaceID, repeat: 'weekly', repeat_on: 'mon,wed', time: '07:30', timezone: 'Europe/Paris', workspace_type_name: 'TG-1' },
    });
    expect(created).toMatchObject({ repeat: 'weekly', repeat_on: 'mon,wed', time: '07:30', timezone: 'Europe/Paris', workspace_type_name: 'TG-1' });
    expect(
      await c.updateWorkspaceSchedule({
        params: { ...q, scheduleID: created.id },
        body: { workspace_id: q.workspaceID, repeat: 'none', date: '2027-01-15', time: '09:00', timezone: 'Asia/Tokyo' },
      }),
    ).toMatch(/updated/);
    const list = await c.listWorkspaceSchedules({ params: q });
    expect(list.find((x) => x.id === created.id)).toMatchObject({ repeat: 'none', date: '2027-01-15', repeat_on: '' });
    expect(await c.deleteWorkspaceSchedule({ params: { ...q, scheduleID: created.id } })).toMatch(/deleted/);
    expect((await c.listWorkspaceSchedules({ params: q })).some((x) => x.id === created.id)).toBe(false);
  });

  it("a read-only workspace takes no schedule: refused with the size rule's reason, as a resize is", async () => {
    const q = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-2' };
    const body = { workspace_id: q.workspaceID, repeat: 'daily' as const, time: '06:00', timezone: 'UTC', workspace_type_name: 'TG-00' };
    await expect(s.client().createWorkspaceSchedule({ params: q, body })).rejects.toMatchObject({
      status: 400,
      details: [{ FieldName: 'workspace_type_name', Reason: expect.stringMatching(/read-only workspace cannot be resized/) }],
    });
    await expect(s.client().updateWorkspace({ params: q, body: { workspace_type_name: 'TG-00' } })).rejects.toMatchObject({
      details: [{ Reason: expect.stringMatching(/read-only workspace cannot be resized/) }],
    });
  });

  it("schedules at revision A's paths too (no workgroup segment): list, update, delete", async () => {
    const q = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-3' };
    const created = await s.client().createWorkspaceSchedule({
      params: q,
      body: { workspace_id: q.workspaceID, repeat: 'daily', time: '06:00', timezone: 'UTC', workspace_type_name: 'TG-0' },
    });
    const listed = await s.raw('GET', `${V}/workspaces/ws-0001-3/schedules`);
    expect(listed.status).toBe(200);
    expect((listed.json!.Result as { id: string }[]).some((x) => x.id === created.id)).toBe(true);
    expect(
      (
        await s.raw('PUT', `${V}/workspaces/ws-0001-3/schedules/${created.id}`, {
          workspace_id: q.workspaceID,
          repeat: 'daily',
          time: '07:00',
          timezone: 'UTC',
        })
      ).status,
    ).toBe(200);
    expect((await s.raw('DELETE', `${V}/workspaces/ws-0001-3/schedules/${created.id}`)).status).toBe(200);
    expect((await s.raw('GET', `${V}/workspaces/ws-nope/schedules`)).json!.ErrorDetails[0]).toMatchObject({ Type: 'Not-Found', FieldName: 'workspaceID' });
    // Another organization's key does not learn of the workspace.
    expect((await s.raw('GET', `${V}/workspaces/ws-0001-3/schedules`, undefined, { 'x-api-key': 'other-org-api-key' })).status).toBe(404);
  });

  it('upgrades now or at the next maintenance window (DEMO_WINDOW_MS), and changes the maintenance window after creation', async () => {
    // Transitions of a second, watched by polling: a busy machine cannot slip past the Upgrading state.
    const demo = await startTestServer({ DEMO_WINDOW_MS: '300', TRANSITION_MS: '1000' });
    try {
      const c = demo.client();
      const q = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-3' };
      const before = await c.getWorkspace({ params: q });
      expect(before.tg_version).toBe('4.1.3');
      await expect(c.upgradeWorkspace({ params: q, body: { desired_version: '9.9.9', scheduled: false } })).rejects.toMatchObject({
        fieldNames: ['desired_version'],
      });
      const moved = await c.updateWorkspace({
        params: q,
        body: {
          maintenance_window_day_of_week: 3,
          maintenance_window_hour_of_day: 4,
          maintenance_window_interval_weeks: 2,
          maintenance_window_time_zone: 'Asia/Tokyo',
        },
      });
      expect(moved).toMatchObject({
        maintenance_window_day_of_week: 3,
        maintenance_window_hour_of_day: 4,
        maintenance_window_interval_weeks: 2,
        maintenance_window_time_zone: 'Asia/Tokyo',
      });
      await c.upgradeWorkspace({ params: q, body: { desired_version: '4.2.1', scheduled: true } });
      expect(await c.getWorkspace({ params: q })).toMatchObject({
        status: before.status,
        tg_version: '4.1.3',
        desired_tg_version: '4.2.1',
        auto_upgrade_state: 'Scheduled',
      });
      await expect(c.upgradeWorkspace({ params: q, body: { desired_version: '4.2.1', scheduled: false } })).rejects.toMatchObject({
        reason: expect.stringMatching(/already scheduled/),
      });
      await sleep(350);
      // ws-0001-3 is seeded paused: its upgrade waits for the resume (issue 49), then runs.
      expect(before.status).toBe('Stopped');
      expect(await c.getWorkspace({ params: q })).toMatchObject({ status: 'Stopped', tg_version: '4.1.3', auto_upgrade_state: 'Scheduled' });
      await c.updateWorkspace({ params: q, body: { pause: false } });
      const poll = { timeout: 5000, interval: 50 };
      await vi.waitFor(async () => expect(await c.getWorkspace({ params: q })).toMatchObject({ status: 'Upgrading', auto_upgrade_state: 'Upgrading' }), poll);
      await vi.waitFor(
        async () => expect(await c.getWorkspace({ params: q })).toMatchObject({ status: 'Active', tg_version: '4.2.1', auto_upgrade_state: 'Succeeded' }),
        poll,
      );
    } finally {
      await demo.close();
    }
  });

  it('allow list: list, add (normalized), update, delete (8), current IP, enable/disable', async () => {
    const c = s.client();
    const p = { workgroupID: 'wg-0003' };
    const added = await c.addAllowedIp({ params: p, body: { cidr: '198.51.100.0/24', note: 'partner' } });
    expect(added).toMatchObject({ cidr: '198.51.100.0/24', note: 'partner' });
    await expect(c.addAllowedIp({ params: p, body: { cidr: '198.51.100.0/24' } })).rejects.toMatchObject({ fieldNames: ['cidr'] });
    expect((await c.updateAllowedIp({ params: { ...p, id: added.id }, body: { cidr: '2001:DB8::/32', note: 'v6' } })).cidr).toBe('2001:db8::/32');
    expect(await c.getCurrentIp({ params: p })).toEqual({ CurrentIP: '127.0.0.1', IsAllowed: false });
    expect(await c.enableAllowList({ params: p })).toMatch(/enabled/);
    expect((await c.getWorkgroup({ params: p })).is_current_ip_allowed).toBe(false);
    await c.addAllowedIp({ params: p, body: { cidr: '127.0.0.0/8' } });
    expect((await c.getWorkgroup({ params: p })).is_current_ip_allowed).toBe(true);
    expect(await c.disableAllowList({ params: p })).toMatch(/disabled/);
    expect(await c.deleteAllowedIp({ params: { ...p, id: added.id } })).toMatch(/removed/);
    expect((await c.listAllowedIps({ params: p })).map((e) => e.cidr)).toEqual(['127.0.0.0/8']);
  });

  it('cloud providers: list, get, create (9) which settles to Active; secrets never answered', async () => {
    const c = s.client();
    const p = await c.createCloudProvider({
      body: {
        name: 'Contract cloud',
        platform: 'aws',
        region: 'eu-west-1',
        options: { account_id: '111122223333', secure_connection: true },
        role_arn: 'arn:aws:iam::111122223333:role/Graph',
        role_external_id: 'x'.repeat(40),
        type: 'public',
      },
    });
    expect(p).toMatchObject({ name: 'Contract cloud', status: 'Provisioning', type: 'public', role_external_id: '' });
    expect((await c.listCloudProviders()).some((x) => x.id === p.id)).toBe(true);
    await sleep(350);
    expect((await c.getCloudProvider({ params: { id: p.id } })).status).toBe('Active');
    const raw = await s.raw('GET', `${V}/cloud-providers/${p.id}`);
    expect(raw.text).not.toContain('x'.repeat(40));
  });

  it('add-ons (10) answer a JSON string the client normalizes; options (11) honour ?upgrade', async () => {
    const c = s.client();
    const raw = await s.raw('GET', `${V}/addons/meta`);
    expect(typeof raw.json!.Result).toBe('string');
    expect((await c.listAddons()).map((a) => a.name)).toEqual(['Insights', 'GraphStudio', 'GraphQL', 'CoPilot']);
    const all = await c.getWorkspaceOptions();
    expect(all.workspaceTypes.map((t) => t.typeName)).toContain('TG-64');
    expect(all.tgVersions.every((v) => v.allow_create)).toBe(true);
    const upgrade = await c.getWorkspaceOptions({ query: { upgrade: 'true' } });
    expect(upgrade.tgVersions.map((v) => v.name)).toEqual(['4.2.1', '4.3.0-rc1']);
    expect((await s.raw('GET', `${V}/workspaces/meta?upgrade=maybe`)).status).toBe(400);
  });

  it('users: listed with a session token; roles replaced (12) by an owner with 204, refused to a member with 403', async () => {
    const owner = s.client('ignored', 'demo-owner-token');
    const users = await owner.listUsers();
    expect(users.map((u) => u.username)).toEqual(['ada', 'grace', 'alan', 'katherine']);
    await expect(owner.updateUserRoles({ params: { userId: 'user-alan' }, body: { roles: ['billing_viewer', 'My Custom'] } })).resolves.toBeUndefined();
    const alan = (await owner.listUsers()).find((u) => u.id === 'user-alan')!;
    expect(alan.roles.map((r) => r.displayName)).toEqual(['Billing Viewer', 'My Custom']);
    const res = await s.raw('PUT', '/users/user-alan/roles', { roles: ['org_admin'] }, { authorization: 'Bearer demo-member-token' });
    expect(res.status).toBe(403);
    expect(res.json!.ErrorDetails[0]!.Type).toBe('Forbidden');
    const ok = await s.raw('PUT', '/users/user-alan/roles', { roles: ['org_member'] }, { authorization: 'Bearer demo-owner-token' });
    expect([ok.status, ok.text]).toEqual([204, '']);
  });
});

describe('envelope, status codes and validation', () => {
  it('puts a RequestID on every answer, errors included, and in a header', async () => {
    const ok = await s.raw('GET', `${V}/workgroups`);
    const bad = await s.raw('GET', `${V}/workgroups/nope`);
    for (const r of [ok, bad]) {
      expect(r.json!.RequestID).toMatch(/^req-[0-9a-f]{16}$/);
      expect(r.headers.get('x-request-id')).toBe(r.json!.RequestID);
    }
    expect(ok.json).toMatchObject({ Error: false, ErrorDetails: [], Message: 'OK' });
    expect(bad.status).toBe(404);
    expect(bad.json).toMatchObject({ Error: true, ErrorDetails: [{ Type: 'Not-Found', FieldName: 'workgroupID' }] });
  });

  it('answers 401 Unauthorized without a key, with a wrong key, and to an API key on /users', async () => {
    for (const headers of [{}, { 'x-api-key': 'wrong-key' }] as Record<string, string>[]) {
      const r = await s.raw('GET', `${V}/workgroups`, undefined, headers);
      expect(r.status).toBe(401);
      expect(r.json!.ErrorDetails[0]!.Type).toBe('Unauthorized');
    }
    expect((await s.raw('GET', '/users', undefined, { 'x-api-key': 'demo-api-key', accept: 'application/json' })).status).toBe(401);
  });

  it('answers Bad-Request with FieldName and Reason for each bad field', async () => {
    const r = await s.raw('POST', `${V}/workgroups`, { name: '<b>x</b>', platform: 'oracle', region: 'Mars Base' });
    expect(r.status).toBe(400);
    expect(r.json!.ErrorDetails.map((d) => d.FieldName).sort()).toEqual(['cloud_provider_id', 'name', 'platform', 'region']);
    expect(r.json!.ErrorDetails.every((d) => d.Type === 'Bad-Request' && d.Reason.length > 0)).toBe(true);
    const schedule = await s.raw('POST', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/schedules`, {
      workspace_id: 'ws-0001-1',
      repeat: 'weekly',
      time: '25:00',
      timezone: 'Nowhere/City',
    });
    expect(schedule.json!.ErrorDetails.map((d) => d.FieldName).sort()).toEqual(['repeat_on', 'time', 'timezone']);
    expect((await s.raw('POST', `${V}/workgroups`, '{"not json')).json!.ErrorDetails[0]!.Reason).toMatch(/not valid JSON/);
  });

  it('answers 404 for unknown ids and paths, 405 for a wrong method, 413 for a huge body', async () => {
    expect((await s.raw('GET', `${V}/workgroups/wg-0001/workspaces/ws-nope`)).status).toBe(404);
    expect((await s.raw('GET', `${V}/no-such-thing`)).status).toBe(404);
    expect((await s.raw('PATCH', `${V}/workgroups`)).status).toBe(405);
    const big = await s.raw('POST', `${V}/workgroups`, JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    expect(big.status).toBe(413);
  });

  it('shows another organization an empty list, not an error', async () => {
    const other = s.client('other-org-api-key');
    expect(await other.listWorkgroups()).toEqual([]);
    await expect(other.getWorkgroup({ params: { workgroupID: 'wg-0001' } })).rejects.toBeInstanceOf(ApiError);
  });

  it('counts creates for the duplicate checks of the tests', async () => {
    const before = (await (await fetch(`${s.url}/console/test/creates`)).json()) as Record<string, number>;
    await s.client().addAllowedIp({ params: { workgroupID: 'wg-0004' }, body: { cidr: '192.0.2.1' } });
    const after = (await (await fetch(`${s.url}/console/test/creates`)).json()) as Record<string, number>;
    expect((after.allowListEntry ?? 0) - (before.allowListEntry ?? 0)).toBe(1);
  });
});
