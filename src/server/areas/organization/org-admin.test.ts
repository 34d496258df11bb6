import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer({ SEED_WORKGROUPS: '2', SEED_WORKSPACES_PER_WORKGROUP: '2' });
});
afterAll(() => s.close());

const WS = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-1' };

describe('whose credentials (the assumed GET /whoami and GET /users/me)', () => {
  it('names the owner behind the demo key, the member behind the member key, and the other organization', async () => {
    expect(await s.client().getWhoAmI()).toMatchObject({ kind: 'api_key', user_id: 'user-ada', org_id: 'org-acme', role: 'owner' });
    expect(await s.client('demo-member-api-key').getWhoAmI()).toMatchObject({ kind: 'api_key', user_id: 'user-grace', role: 'member' });
    expect(await s.client('other-org-api-key').getWhoAmI()).toMatchObject({ org_id: 'org-other', role: 'owner' });
    await expect(s.client('wrong-key').getWhoAmI()).rejects.toMatchObject({ status: 401 });
  });

  it('names a session token’s user and role', async () => {
    expect(await s.client(undefined, 'demo-owner-token').getSessionWhoAmI()).toMatchObject({ kind: 'session', user_id: 'user-ada', role: 'owner' });
    expect(await s.client(undefined, 'demo-member-token').getSessionWhoAmI()).toMatchObject({ kind: 'session', user_id: 'user-grace', role: 'member' });
    await expect(s.client(undefined, 'nope').getSessionWhoAmI()).rejects.toMatchObject({ status: 401 });
  });

  it('a key created with the member’s key acts as the member', async () => {
    const made = await s.client('demo-member-api-key').createApiKey({ body: { description: 'grace laptop', life_time_in_seconds: 86_400 * 2 } });
    expect(await s.client(made.plaintext_key).getWhoAmI()).toMatchObject({ name: 'grace laptop', user_id: 'user-grace', role: 'member' });
  });
});

describe('PUT /org', () => {
  it('an owner changes the display name and logo; the organization reads them back', async () => {
    const c = s.client();
    const org = await c.getOrgSelf();
    await c.updateOrg({ body: { orgID: org.org_id, orgName: org.org_name, orgDisplayName: 'Acme Research', logoUrl: 'https://example.com/logo.png' } });
    expect(await c.getOrgSelf()).toMatchObject({ org_display_name: 'Acme Research', logo_url: 'https://example.com/logo.png', org_name: org.org_name });
  });

  it('refuses a member (403), another organization’s id, a changed name, and a logo that is not http(s), naming the field', async () => {
    const org = await s.client().getOrgSelf();
    const body = { orgID: org.org_id, orgName: org.org_name, orgDisplayName: 'Taken over', logoUrl: '' };
    await expect(s.client('demo-member-api-key').updateOrg({ body })).rejects.toMatchObject({ status: 403 });
    await expect(s.client().updateOrg({ body: { ...body, orgID: 'org-other' } })).rejects.toMatchObject({ status: 400, details: [{ FieldName: 'orgID' }] });
    await expect(s.client().updateOrg({ body: { ...body, orgName: 'renamed' } })).rejects.toMatchObject({ status: 400, details: [{ FieldName: 'orgName' }] });
    const r = await s.raw('PUT', '/controller/v4/v2/org', { ...body, logoUrl: 'javascript:alert(1)' });
    expect(r.status).toBe(400);
    expect(r.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'logoUrl' });
    expect((await s.client().getOrgSelf()).org_display_name).toBe('Acme Research');
  });
});

describe('upgrades in the next window', () => {
  it('lists a scheduled upgrade with its window, and the assumed cancel removes it', async () => {
    const c = s.client();
    const ws = await c.getWorkspace({ params: WS });
    const offered = await c.getWorkspaceOptions({ query: { upgrade: 'true' } });
    const target = offered.tgVersions.find((v) => v.name !== ws.tg_version && !v.incompatible_upgrades_from.includes(ws.tg_version))!;
    await c.upgradeWorkspace({ params: WS, body: { desired_version: target.name, scheduled: true } });
    const listed = await c.listUpcomingUpgrades();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ workspace_id: WS.workspaceID, tg_version: ws.tg_version, desired_tg_version: target.name });
    expect(Date.parse(listed[0]!.window_end) - Date.parse(listed[0]!.window_start)).toBe(2 * 3_600_000);
    // Another organization sees none of it.
    expect(await s.client('other-org-api-key').listUpcomingUpgrades()).toEqual([]);
    const after = await c.updateWorkspace({ params: WS, body: { cancel_scheduled_upgrade: true } });
    // Back to what it was before the upgrade was scheduled, not empty.
    expect(after.auto_upgrade_state).toBe(ws.auto_upgrade_state);
    expect(after.auto_upgrade_state).toBe('Disabled');
    expect(after.desired_tg_version).toBe(ws.tg_version);
    expect(await c.listUpcomingUpgrades()).toEqual([]);
    await expect(c.updateWorkspace({ params: WS, body: { cancel_scheduled_upgrade: true } })).rejects.toMatchObject({
      status: 400,
      details: [{ FieldName: 'cancel_scheduled_upgrade' }],
    });
  });
});
