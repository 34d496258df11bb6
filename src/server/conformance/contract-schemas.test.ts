import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, operations, pathsOf, type OperationName } from '@/api/operations';
import { startTestServer } from '@/server/testing/test-server';

/**
 * Every operation's answer against the shape the documents give it: the envelope
 * (success and error) and the Result, written as JSON schemas in the contract copy
 * (src/api/contract/schemas; `<document>.operations.json` names each operation's Result).
 * Each operation of the table is driven against a real embedded control plane once to
 * succeed and once to fail; the last test refuses an operation either was not done for.
 */
const dir = path.resolve(__dirname, '../../api/contract/schemas');
const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
const files = fs.readdirSync(dir).filter((n) => n.endsWith('.json'));
for (const f of files) ajv.addSchema(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as object);

/** Operation name → its Result schema and the document that gives it. */
const resultSchemas = new Map<string, { doc: string; validate: ValidateFunction }>();
for (const f of files.filter((n) => n.endsWith('.operations.json'))) {
  const { $defs } = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { $defs: Record<string, unknown> };
  for (const name of Object.keys($defs)) {
    expect(resultSchemas.has(name), `${name} has a Result schema in two documents`).toBe(false);
    resultSchemas.set(name, { doc: f, validate: ajv.getSchema(`${f}#/$defs/${name}`)! });
  }
}
const envelope = ajv.getSchema('envelope.json')!;
const errorEnvelope = ajv.getSchema('error-envelope.json')!;
/** companion-operations.md, Errors: the HTTP status of each ErrorDetail Type (409 is our conflict with work under way). */
const statusOfType: Record<string, number[]> = {
  'Bad-Request': [400, 409],
  Unauthorized: [401],
  Forbidden: [403],
  'Not-Found': [404],
  'Quota-Exceed': [429],
  'API-Disabled': [503],
  'Internal-Error': [500],
  Unknown: [500],
};

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const KEY = { 'x-api-key': 'demo-api-key' };
const OWNER = { authorization: 'Bearer demo-owner-token' };
const MEMBER = { authorization: 'Bearer demo-member-token' };
const NO_KEY = {};
const succeeded = new Set<string>();
const failed = new Set<string>();

interface Call {
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
  headers?: Record<string, string>;
  /** Send to revision A's path (vendor-operations.md: the dialect) instead of the contract's. */
  revisionA?: boolean;
}

function send(name: OperationName, c: Call) {
  const op = operations[name];
  const template = c.revisionA ? pathsOf(op)[1]! : op.path;
  return s.raw(op.method, fillPath(template, c.params ?? {}) + (c.query ?? ''), c.body, c.headers ?? KEY);
}

const errorsOf = (v: ValidateFunction) => (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);

/** Sends the operation, expects success, checks the envelope and the Result; answers the Result. */
async function ok<T = Record<string, unknown>>(name: OperationName, c: Call = {}): Promise<T> {
  const res = await send(name, c);
  const what = `${name} ${operations[name].method} ${fillPath(operations[name].path, c.params ?? {})}`;
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(200);
  expect(envelope(res.json) ? [] : errorsOf(envelope), `${what}: envelope`).toEqual([]);
  const schema = resultSchemas.get(name);
  expect(schema, `${name} has no Result schema in src/api/contract/schemas/*.operations.json`).toBeDefined();
  expect(schema!.validate(res.json!.Result) ? [] : errorsOf(schema!.validate), `${what}: Result (${schema!.doc})`).toEqual([]);
  succeeded.add(name);
  return res.json!.Result as T;
}

/** Sends the operation, expects it refused with `status`, checks the error envelope and that the Type matches the status. */
async function fails(name: OperationName, status: number, c: Call = {}, field?: string) {
  const res = await send(name, c);
  const what = `${name} ${operations[name].method}`;
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(status);
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  expect(errorEnvelope(res.json) ? [] : errorsOf(errorEnvelope), `${what}: error envelope`).toEqual([]);
  const detail = res.json!.ErrorDetails[0]!;
  expect(statusOfType[detail.Type], `${what}: ${detail.Type} with ${status}`).toContain(status);
  if (field !== undefined) expect(detail.FieldName, what).toBe(field);
  failed.add(name);
  return res.json!;
}

const WG1 = { workgroupID: 'wg-0001' };
const WS1 = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-1' };
const NO_WS = { workgroupID: 'wg-0001', workspaceID: 'ws-none' };
const NO_WG = { workgroupID: 'wg-none' };

describe('every operation answers in the shape its document gives it', () => {
  it('workgroups (control-service.md 1-3, companion reads)', async () => {
    await ok('listWorkgroups');
    await fails('listWorkgroups', 401, { headers: NO_KEY }, 'x-api-key');
    await ok('getWorkgroup', { params: WG1 });
    await fails('getWorkgroup', 404, { params: NO_WG }, 'workgroupID');
    const plain = await ok<{ workgroup_id: string }>('createWorkgroup', {
      body: { name: 'Schema plain', cloud_provider_id: 'cp-aws-prod', enable_encryption: false },
    });
    expect(plain).not.toHaveProperty('encryption_method');
    await fails('createWorkgroup', 400, { body: { name: 'No provider' } }, 'cloud_provider_id');
    await ok('updateWorkgroup', { params: { workgroupID: plain.workgroup_id }, body: { workgroup_name: 'Schema plain 2', encryption_method: 'TMK' } });
    await fails('updateWorkgroup', 404, { params: NO_WG, body: { workgroup_name: 'x' } });
    await ok('deleteWorkgroup', { params: { workgroupID: plain.workgroup_id } });
    await fails('deleteWorkgroup', 404, { params: { workgroupID: plain.workgroup_id } });
  });

  it('workspaces and databases: create, read, update, pause, resume, upgrade, refresh, delete', async () => {
    const wg = await ok<{ workgroup_id: string }>('createWorkgroup', { body: { name: 'Schema wg', cloud_provider_id: 'cp-vendor-aws-eu-central-1' } });
    const ws = await ok<{ workspace_id: string; database_id: string }>('createWorkspace', {
      params: { workgroupID: wg.workgroup_id },
      body: { name: 'schema-ws', workspace_type_name: 'TG-00', maintenance_window_time_zone: 'Europe/Berlin', auto_stop_minutes: 30 },
    });
    await fails('createWorkspace', 400, { params: { workgroupID: wg.workgroup_id }, body: { name: 'bad', workspace_type_name: 'TG-999' } });
    const own = { workgroupID: wg.workgroup_id, workspaceID: ws.workspace_id };
    await ok('getWorkspace', { params: own });
    await fails('getWorkspace', 404, { params: NO_WS }, 'workspaceID');
    await ok('updateWorkspace', { params: WS1, body: { update_strategy: 'rolling', auto_upgrade_state: 'Enabled', desired_tg_version: '4.2.1' } });
    await fails('updateWorkspace', 400, { params: WS1, body: { auto_upgrade_state: true } }, 'auto_upgrade_state');
    await ok('pauseWorkspace', { params: { workgroupID: 'wg-0003', workspaceID: 'ws-0003-3' } });
    await fails('pauseWorkspace', 404, { params: NO_WS });
    await ok('resumeWorkspace', { params: { workgroupID: 'wg-0004', workspaceID: 'ws-0004-1' } });
    await fails('resumeWorkspace', 404, { params: NO_WS });
    await ok('upgradeWorkspace', { params: { workgroupID: 'wg-0001', workspaceID: 'ws-0001-3' }, body: { desired_version: '4.2.1', scheduled: true } });
    await fails('upgradeWorkspace', 400, {
      params: { workgroupID: 'wg-0002', workspaceID: 'ws-0002-1' },
      body: { desired_version: '4.2.1', scheduled: false },
    });
    // An object, as the vendor's reference declares it, holding the list.
    const upcoming = await ok<{ upgrades: { workspace_id: string }[] }>('listUpcomingUpgrades');
    expect(Array.isArray(upcoming)).toBe(false);
    expect(upcoming.upgrades.map((u) => u.workspace_id)).toContain('ws-0001-3');
    await fails('listUpcomingUpgrades', 401, { headers: NO_KEY });
    await ok('refreshWorkspace', { params: { workgroupID: 'wg-0001', workspaceID: 'ws-0001-2' } });
    await fails('refreshWorkspace', 400, { params: WS1 }, 'workspaceID');

    await ok('getDatabase', { params: { workgroupID: wg.workgroup_id, databaseID: ws.database_id } });
    await fails('getDatabase', 404, { params: { workgroupID: 'wg-0001', databaseID: 'db-none' } }, 'databaseID');
    await ok('updateDatabase', { params: { workgroupID: wg.workgroup_id, databaseID: ws.database_id }, body: { tg_database_name: 'schema_db' } });
    await fails('updateDatabase', 400, { params: { workgroupID: wg.workgroup_id, databaseID: ws.database_id }, body: {} }, 'tg_database_name');
    await ok('deleteWorkspace', { params: own });
    await fails('deleteWorkspace', 404, { params: own });
    await ok('deleteDatabase', { params: { workgroupID: wg.workgroup_id, databaseID: ws.database_id } });
    await fails('deleteDatabase', 404, { params: { workgroupID: wg.workgroup_id, databaseID: ws.database_id } });
  });

  it('schedules (control-service.md 6-7; revision A paths too)', async () => {
    await ok('listWorkspaceSchedules', { params: WS1 });
    await ok('listWorkspaceSchedules', { params: WS1, revisionA: true });
    await fails('listWorkspaceSchedules', 404, { params: NO_WS });
    const body = { workspace_id: 'ws-0001-1', repeat: 'weekly', repeat_on: 'mon,fri', time: '07:30', timezone: 'Europe/Paris', workspace_type_name: 'TG-1' };
    const created = await ok<{ id: string }>('createWorkspaceSchedule', { params: WS1, body });
    await fails('createWorkspaceSchedule', 400, { params: WS1, body: { ...body, time: '25:00' } }, 'time');
    const sch = { ...WS1, scheduleID: created.id };
    await ok('updateWorkspaceSchedule', { params: sch, body: { ...body, repeat: 'none', repeat_on: '', date: '2030-01-02' } });
    await fails('updateWorkspaceSchedule', 400, { params: sch, body: { ...body, timezone: '' } });
    await ok('deleteWorkspaceSchedule', { params: sch });
    await fails('deleteWorkspaceSchedule', 404, { params: sch });
  });

  it('allow list (control-service.md 8, companion operations)', async () => {
    await ok('listAllowedIps', { params: WG1 });
    await fails('listAllowedIps', 404, { params: NO_WG });
    const entry = await ok<{ id: string }>('addAllowedIp', { params: WG1, body: { cidr: '192.0.2.0/28', note: 'Schema' } });
    await fails('addAllowedIp', 400, { params: WG1, body: { id: 7, cidr: '192.0.2.1' } }, 'id');
    await ok('updateAllowedIp', { params: { ...WG1, id: entry.id }, body: { cidr: '192.0.2.0/27', note: 'Schema 2' } });
    await fails('updateAllowedIp', 400, { params: { ...WG1, id: entry.id }, body: { cidr: 'not-an-address' } }, 'cidr');
    await ok('deleteAllowedIp', { params: { ...WG1, id: entry.id } });
    await fails('deleteAllowedIp', 404, { params: { ...WG1, id: entry.id } });
    await ok('getCurrentIp', { params: WG1 });
    await fails('getCurrentIp', 404, { params: NO_WG });
    await ok('disableAllowList', { params: WG1 });
    await fails('disableAllowList', 404, { params: NO_WG });
    await ok('enableAllowList', { params: WG1 });
    await fails('enableAllowList', 404, { params: NO_WG });
  });

  it('cloud providers: the organization’s, the vendor’s, validate, upgrade', async () => {
    await ok('listCloudProviders');
    await fails('listCloudProviders', 401, { headers: NO_KEY });
    await ok('getCloudProvider', { params: { id: 'cp-aws-prod' } });
    await ok('getCloudProvider', { params: { id: 'cp-vendor-aws-us-east-1' } });
    await fails('getCloudProvider', 404, { params: { id: 'cp-none' } });
    await ok('listPublicCloudProviders');
    await fails('listPublicCloudProviders', 401, { headers: NO_KEY });
    const account = { account_id: '975318642097', platform: 'aws', region: 'us-east-1', secure_connection: false };
    const role = { role_arn: 'arn:aws:iam::975318642097:role/GraphAccess', role_external_id: 'schema-provider-external-id-00001' };
    await ok('validateCloudProvider', { body: { ...account, ...role } });
    await fails('validateCloudProvider', 400, { body: { ...account, ...role, role_arn: 'arn:aws:iam::111111111111:role/GraphAccess' } }, 'role_arn');
    const created = await ok<{ id: string }>('createCloudProvider', {
      body: { name: 'Schema provider', platform: 'aws', region: 'us-east-1', options: { account_id: account.account_id }, ...role },
    });
    await fails('createCloudProvider', 400, { body: { name: 'Schema provider', platform: 'aws', region: 'us-east-1', options: { account_id: '1' }, ...role } });
    await ok('updateCloudProvider', { params: { id: created.id }, body: { name: 'Schema provider renamed' } });
    await fails('updateCloudProvider', 404, { params: { id: 'cp-none' }, body: { name: 'x' } });
    await ok('upgradeCloudProvider', { params: { id: 'cp-aws-eu' }, body: { components: [{ name: 'operator', version: '1.9.2' }] } });
    await fails('upgradeCloudProvider', 404, { params: { id: 'cp-none' }, body: { components: [{ name: 'operator', version: '1.9.2' }] } });
    await ok('deleteCloudProvider', { params: { id: created.id } });
    await fails('deleteCloudProvider', 400, { params: { id: 'cp-aws-prod' } });
  });

  it('what the organization may use (control-service.md 10-11)', async () => {
    await ok('listAddons');
    await fails('listAddons', 401, { headers: NO_KEY });
    await ok('getWorkspaceOptions');
    const upgrades = await ok<{ tgVersions: { allow_upgrade: boolean }[] }>('getWorkspaceOptions', { query: '?upgrade=true' });
    expect(upgrades.tgVersions.every((v) => v.allow_upgrade)).toBe(true);
    await fails('getWorkspaceOptions', 401, { headers: { 'x-api-key': 'wrong-key' } });
  });

  it('organization users and whose credentials (control-service.md 12, companion operations)', async () => {
    await ok('listUsers', { headers: OWNER });
    await fails('listUsers', 401, { headers: KEY });
    await ok('getSessionWhoAmI', { headers: OWNER });
    await fails('getSessionWhoAmI', 401, { headers: { authorization: 'Bearer not-a-token' } });
    await ok('getWhoAmI');
    await fails('getWhoAmI', 401, { headers: NO_KEY });
    // 204 and no content: the one operation without an envelope.
    const roles = await send('updateUserRoles', { params: { userId: 'user-grace' }, body: { roles: ['org_member'] }, headers: OWNER });
    expect([roles.status, roles.text]).toEqual([204, '']);
    expect(resultSchemas.get('updateUserRoles')!.validate(null)).toBe(true);
    succeeded.add('updateUserRoles');
    await fails('updateUserRoles', 403, { params: { userId: 'user-grace' }, body: { roles: ['org_admin'] }, headers: MEMBER });
  });

  it('invitations (companion operations, assumed): an owner invites, resends and revokes; a member lists', async () => {
    const made = await ok<{ id: string }>('createInvitation', { body: { email: 'schema@new.example', roles: ['org_member'] }, headers: OWNER });
    await fails('createInvitation', 400, { body: { email: 'SCHEMA@new.example', roles: ['org_member'] }, headers: OWNER }, 'email');
    await ok('listInvitations', { headers: MEMBER });
    await fails('listInvitations', 401, { headers: KEY });
    await ok('resendInvitation', { params: { invitationId: made.id }, headers: OWNER });
    await fails('resendInvitation', 403, { params: { invitationId: made.id }, headers: MEMBER });
    await ok('revokeInvitation', { params: { invitationId: made.id }, headers: OWNER });
    await fails('revokeInvitation', 404, { params: { invitationId: made.id }, headers: OWNER }, 'invitationId');
  });

  it('in-database users (vendor-operations.md): changes answer objects, never a password', async () => {
    await ok('listDbUsers', { params: WS1 });
    await fails('listDbUsers', 404, { params: NO_WS });
    await ok('createDbUser', { params: WS1, body: { username: 'schema_user', password: 'Correct-Horse-42!' } });
    await fails('createDbUser', 400, { params: WS1, body: { username: 'schema_weak', password: 'short' } }, 'password');
    await ok('updateDbUserPassword', { params: WS1, body: { username: 'schema_user', password: 'Battery-Staple-43?' } });
    await fails('updateDbUserPassword', 404, { params: WS1, body: { username: 'nobody_here', password: 'Battery-Staple-43?' } });
    await fails('deleteDbUser', 400, { params: WS1, body: { username: 'schema_user', password: 12345 } }, 'password');
    await ok('deleteDbUser', { params: WS1, body: { username: 'schema_user' } });
  });

  it('the organization: quota, itself, prices, API keys, its update, its audit trail', async () => {
    await ok('getOrgQuota');
    await fails('getOrgQuota', 401, { headers: NO_KEY });
    await ok('getOrgSelf');
    await fails('getOrgSelf', 401, { headers: NO_KEY });
    await ok('getResourcePricing');
    await fails('getResourcePricing', 401, { headers: NO_KEY });
    await ok('listApiKeys');
    await fails('listApiKeys', 401, { headers: NO_KEY });
    const key = await ok<{ key_name: string }>('createApiKey', { body: { description: 'schema', life_time_in_seconds: 86_400 } });
    await fails('createApiKey', 400, { body: { description: 'schema', life_time_in_seconds: 'a day' } }, 'life_time_in_seconds');
    await ok('deleteApiKey', { body: { key_name: key.key_name } });
    await fails('deleteApiKey', 404, { body: { key_name: key.key_name } });
    await ok('updateOrg', { body: { orgID: 'org-acme', orgName: 'acme-graph-labs', orgDisplayName: 'Acme Graph Labs', logoUrl: '' } });
    await fails('updateOrg', 403, {
      body: { orgID: 'org-acme', orgName: 'acme-graph-labs', orgDisplayName: 'Taken over', logoUrl: '' },
      headers: { 'x-api-key': 'demo-member-api-key' },
    });
    const trail = await ok<{ operation: string }[]>('readAuditLog', { query: '?limit=50' });
    expect(trail.map((e) => e.operation)).toContain('updateOrg');
    await fails('readAuditLog', 400, { query: '?limit=5000' }, 'limit');
  });

  it('backups and restore (vendor-operations.md; revision A reads too)', async () => {
    const WS3 = { workgroupID: 'wg-0003', workspaceID: 'ws-0003-3' };
    const backups = await ok<{ id: string }[]>('listBackups', { params: WS1 });
    await ok('listBackups', { params: WS1, revisionA: true });
    await fails('listBackups', 404, { params: NO_WS });
    await ok('getBackupSchedule', { params: WS1 });
    await ok('getBackupSchedule', { params: WS1, revisionA: true });
    await fails('getBackupSchedule', 404, { params: NO_WS });
    await ok('setBackupSchedule', { params: WS1, body: { schedule: '0 4 * * *', max_backup_files: 5, max_reserved_days: 5, max_retry: 2, pause: false } });
    await fails('setBackupSchedule', 400, {
      params: WS1,
      body: { schedule: 'every night', max_backup_files: 5, max_reserved_days: 5, max_retry: 2, pause: false },
    });
    await ok('takeBackup', { params: WS1, body: { tag: 'schema' } });
    await fails('takeBackup', 404, { params: NO_WS, body: { tag: 'schema' } });
    await ok('deleteBackup', { params: WS1, body: { backup_id: backups.at(-1)!.id } });
    await fails('deleteBackup', 404, { params: WS1, body: { backup_id: backups.at(-1)!.id } });
    const own = await ok<{ id: string }[]>('listBackups', { params: WS3 });
    const job = await ok<string>('restoreBackup', { params: WS3, body: { backup_id: own[0]!.id } });
    await fails('restoreBackup', 404, { params: WS1, body: { backup_id: 'bk-none' } });
    await ok('getRestoreStatus', { params: { ...WS3, job } });
    await ok('getRestoreStatus', { params: { ...WS3, job }, revisionA: true });
    await fails('getRestoreStatus', 404, { params: { ...WS3, job: 'restore-none' } });
  });

  it('add-ons for the organization (vendor-later-operations.md)', async () => {
    const installed = await ok<{ id: string }>('installAddon', { params: { addonsID: 'addon-graphql' }, query: '?enable=true' });
    await fails('installAddon', 400, { params: { addonsID: 'addon-graphql' }, query: '?enable=maybe' }, 'enable');
    await ok('listInstalledAddons');
    await fails('listInstalledAddons', 401, { headers: NO_KEY });
    await ok('getInstalledAddon', { params: { installedAddonsID: installed.id } });
    await fails('getInstalledAddon', 404, { params: { installedAddonsID: 'ia-none' } });
    await ok('listAddonWorkspaces', { params: { addonsID: 'addon-insights' } });
    await fails('listAddonWorkspaces', 401, { params: { addonsID: 'addon-insights' }, headers: NO_KEY });
    const ia = { installedAddonsID: installed.id };
    const config = await ok<{ id: string }>('addAddonConfig', { params: ia, body: { config_name: 'endpoint_path', config_value: '/graphql' } });
    await fails('addAddonConfig', 400, { params: ia, body: { config_name: 'endpoint_path', config_value: '/again' } }, 'config_name');
    await ok('updateAddonConfig', { params: { ...ia, configID: config.id }, body: { config_value: '/gql' } });
    await fails('updateAddonConfig', 404, { params: { ...ia, configID: 'cfg-none' }, body: { config_value: '/gql' } });
    await ok('getAddonConfig', { params: { ...ia, configName: 'endpoint_path' } });
    await fails('getAddonConfig', 404, { params: { ...ia, configName: 'no_such_name' } });
    await ok('deleteAddonConfig', { params: { ...ia, configID: config.id } });
    await fails('deleteAddonConfig', 404, { params: { ...ia, configID: config.id } });
    await ok('requestAddon', { body: { addon_name: 'Graph Data Science', message: 'For fraud rings' } });
    await fails('requestAddon', 400, { body: { addon_name: 'Insights', message: 'again' } }, 'addon_name');
  });

  it('billing (vendor-later-operations.md)', async () => {
    const KEY_AND_OWNER = { ...KEY, ...OWNER };
    // The credit and status reads require the session token beside the key, as the vendor declares (issue 49).
    for (const name of ['getBillingCredit', 'getBillingStatus'] as const) {
      await ok(name, { headers: KEY_AND_OWNER });
      await fails(name, 401, { headers: KEY }, 'Authorization');
    }
    for (const name of ['getBillingCredit', 'getBillingStatus', 'getBillingValidation', 'getBillingCustomer'] as const) {
      if (name !== 'getBillingCredit' && name !== 'getBillingStatus') await ok(name);
      await fails(name, 401, { headers: NO_KEY });
    }
    await ok('createBillingSession');
    await fails('createBillingSession', 401, { headers: NO_KEY });
    // Cards (the customer's assumed `cards`) and invoices (assumed list): owner-only writes.
    const customer = await ok<{ cards: { id: string }[] }>('getBillingCustomer');
    const [first, second] = customer.cards;
    await ok('setDefaultCard', { params: { cardID: second!.id }, headers: KEY_AND_OWNER });
    await fails('setDefaultCard', 404, { params: { cardID: 'card-none' }, headers: KEY_AND_OWNER });
    await ok('setDefaultCard', { params: { cardID: first!.id }, headers: KEY_AND_OWNER });
    await ok('removeCard', { params: { cardID: second!.id }, headers: KEY_AND_OWNER });
    await fails('removeCard', 404, { params: { cardID: second!.id }, headers: KEY_AND_OWNER });
    const invoices = await ok<{ year: number; month: number; day: number }[]>('listInvoices');
    await fails('listInvoices', 401, { headers: NO_KEY });
    await ok('getUsageHistory');
    await fails('getUsageHistory', 401, { headers: NO_KEY });
    await ok('getBudget');
    await fails('getBudget', 401, { headers: NO_KEY });
    await ok('setBudget', { body: { monthly_usd: 500, notify_at_percent: [50, 80, 100] } });
    await fails('setBudget', 400, { body: { monthly_usd: 0, notify_at_percent: [80] } }, 'monthly_usd');
    await fails('setBudget', 403, { body: { monthly_usd: 500, notify_at_percent: [80] }, headers: { 'x-api-key': 'demo-member-api-key' } });
    await ok('getBudget');
    const { year, month, day, product_plan_id } = invoices[0]! as { year: number; month: number; day: number; product_plan_id: string };
    // productPlanId is required, as the vendor declares (issue 49).
    await fails('payInvoice', 400, { query: `?year=${year}&month=${month}&day=${day}`, headers: KEY_AND_OWNER }, 'productPlanId');
    await ok('payInvoice', { query: `?year=${year}&month=${month}&day=${day}&productPlanId=${product_plan_id}`, headers: KEY_AND_OWNER });
    await fails(
      'payInvoice',
      404,
      { query: `?year=${year}&month=${month}&day=${day === 1 ? 2 : 1}&productPlanId=${product_plan_id}`, headers: KEY_AND_OWNER },
      'day',
    );
  });

  it('monitoring (vendor-later-operations.md) and alert thresholds', async () => {
    const scrape = await fetch(`${s.url}${fillPath(operations.scrapeWorkspaceMetrics.path, WS1)}`, { headers: KEY });
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scrape.text();
    expect(resultSchemas.get('scrapeWorkspaceMetrics')!.validate(text)).toBe(true);
    // Prometheus text exposition: HELP/TYPE lines and samples of tigergraph_* metrics only.
    for (const line of text.split('\n').filter(Boolean)) expect(line).toMatch(/^(# (HELP|TYPE) tigergraph_\w+ .+|tigergraph_\w+(\{[^}]*\})? -?[\d.e+-]+|NaN)$/);
    succeeded.add('scrapeWorkspaceMetrics');
    await fails('scrapeWorkspaceMetrics', 404, { params: NO_WS });
    await ok('getWorkgroupMetrics', { params: WG1 });
    await fails('getWorkgroupMetrics', 404, { params: NO_WG });
    await ok('getAlertThresholds', { params: WS1 });
    await fails('getAlertThresholds', 404, { params: NO_WS });
    await ok('setAlertThresholds', { params: WS1, body: { cpu_percent: 70, memory_percent: 75 } });
    await fails('setAlertThresholds', 400, { params: WS1, body: { cpu_percent: 0, memory_percent: 75 } }, 'cpu_percent');
  });

  it('alerts (companion-operations.md, Alerts): channels, a test, history, deliveries and the rules', async () => {
    const receiver = http.createServer((req, res) => (req.resume(), req.on('end', () => res.end('ok'))));
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as AddressInfo).port;
    try {
      await ok('listAlertChannels');
      await fails('listAlertChannels', 401, { headers: NO_KEY });
      const channel = await ok<{ id: string }>('addAlertChannel', {
        body: { name: 'Ops hook', kind: 'webhook', url: `http://127.0.0.1:${port}/hook`, secret: 's3cret' },
      });
      await fails('addAlertChannel', 400, { body: { name: 'Ftp', kind: 'webhook', url: 'ftp://example.com/x' } }, 'url');
      await fails('addAlertChannel', 403, {
        body: { name: 'Member', kind: 'webhook', url: `http://127.0.0.1:${port}/` },
        headers: { 'x-api-key': 'demo-member-api-key' },
      });
      await ok('testAlertChannel', { params: { channelID: channel.id } });
      await fails('testAlertChannel', 404, { params: { channelID: 'ch-none' } }, 'channelID');
      await ok('listAlerts', { query: '?workspace_id=ws-0001-1' });
      await fails('listAlerts', 401, { headers: NO_KEY });
      await ok('listAlertDeliveries');
      await fails('listAlertDeliveries', 401, { headers: NO_KEY });
      const rules = await fetch(`${s.url}${operations.exportAlertRules.path}`, { headers: KEY });
      expect(rules.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(resultSchemas.get('exportAlertRules')!.validate(await rules.text())).toBe(true);
      succeeded.add('exportAlertRules');
      await fails('exportAlertRules', 401, { headers: NO_KEY });
      await ok('removeAlertChannel', { params: { channelID: channel.id } });
      await fails('removeAlertChannel', 404, { params: { channelID: channel.id } }, 'channelID');
    } finally {
      receiver.close();
    }
  });

  it('the schemas refuse the answers the vendor’s spec found wrong (issue 40), so they cannot come back', async () => {
    const refuses = (name: string, result: unknown) => expect(resultSchemas.get(name)!.validate(result), name).toBe(false);
    const provider = await ok<Record<string, unknown>>('getCloudProvider', { params: { id: 'cp-aws-prod' } });
    refuses('getCloudProvider', { ...provider, node_group_config: null });
    const prices = await ok<{ workspace_pricing: Record<string, unknown>[] }>('getResourcePricing');
    refuses('getResourcePricing', { ...prices, workspace_pricing: [{ ...prices.workspace_pricing[0], ha: true }] });
    const wg = await ok<Record<string, unknown>>('getWorkgroup', { params: WG1 });
    refuses('getWorkgroup', { ...wg, encryption_method: '' });
    for (const name of ['deleteCloudProvider', 'deleteApiKey', 'deleteDatabase', 'updateDbUserPassword', 'deleteDbUser']) refuses(name, `${name} done`);
    refuses('createDbUser', { username: 'leaky', password_hash: '$scrypt$…' });
    refuses('getWorkspace', { ...(await ok<Record<string, unknown>>('getWorkspace', { params: WS1 })), transition: { status: 'Active', at: 0 } });
  });

  it('no operation of the table is left out: each has a Result schema, succeeded and failed in its documented shape', () => {
    const all = Object.keys(operations).sort();
    expect([...resultSchemas.keys()].sort(), 'the Result schemas name exactly the operations of the table').toEqual(all);
    expect(
      all.filter((n) => !succeeded.has(n)),
      'never answered a success',
    ).toEqual([]);
    expect(
      all.filter((n) => !failed.has(n)),
      'never answered an error',
    ).toEqual([]);
  });
});
