import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { operations, type OperationName } from '@/api/operations';
import { bodySchema } from '@/api/request-bodies';

/**
 * At least 100 hostile inputs across every form's body. Each one must be refused
 * by the schema the form validates with (so the form shows it beside its field)
 * AND by the embedded control plane when it bypasses the form (Bad-Request on that
 * field). A few are legitimate text that must be accepted and rendered inert.
 */
type Case = { op: OperationName; path: string; field: string; value: unknown; inert?: boolean };

const V = '/controller/v4/v2';
const bases: Partial<Record<OperationName, { path: string; body: Record<string, unknown> }>> = {
  createWorkgroup: { path: `${V}/workgroups`, body: { name: 'Hostile base', cloud_provider_id: 'cp-aws-prod', platform: 'aws', region: 'us-east-1' } },
  updateWorkgroup: { path: `${V}/workgroups/wg-0004`, body: { workgroup_name: 'Recommendations' } },
  createWorkspace: { path: `${V}/workgroups/wg-0004/workspaces`, body: { name: 'hostile-ws', workspace_type_name: 'TG-0' } },
  updateWorkspace: { path: `${V}/workgroups/wg-0004/workspaces/ws-0004-1`, body: {} },
  updateDatabase: { path: `${V}/workgroups/wg-0004/databases/db-0004-1`, body: { tg_database_name: 'production_db' } },
  createWorkspaceSchedule: {
    path: `${V}/workgroups/wg-0004/workspaces/ws-0004-1/schedules`,
    body: { workspace_id: 'ws-0004-1', repeat: 'daily', time: '08:00', timezone: 'UTC', workspace_type_name: 'TG-1' },
  },
  addAllowedIp: { path: `${V}/workgroups/wg-0004/allow_list`, body: { cidr: '192.0.2.55', note: 'base' } },
  createCloudProvider: {
    path: `${V}/cloud-providers`,
    body: {
      name: 'Hostile cloud',
      platform: 'aws',
      region: 'us-east-1',
      options: { account_id: '123456789012' },
      role_arn: 'arn:aws:iam::123456789012:role/Hostile',
      role_external_id: 'e'.repeat(43),
      type: 'public',
    },
  },
  updateUserRoles: { path: '/users/user-katherine/roles', body: { roles: ['billing_viewer'] } },
};

const names = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'x'.repeat(10_000),
  'a\u202Egnp.exe',
  'tab\there',
  'line\nbreak',
  'nul\u0000byte',
  'zero\u200Bwidth',
  '🔥🔥🔥',
  '   ',
  '',
  "'; DROP TABLE workgroups;--",
  '../../etc/passwd',
  '-leading-dash',
  '{{constructor}}',
];
const cases: Case[] = [
  ...names.map((value) => ({ op: 'createWorkgroup' as const, path: 'name', field: 'name', value })),
  ...['../cp', 'cp id', '<b>', '', 'x'.repeat(200)].map((value) => ({
    op: 'createWorkgroup' as const,
    path: 'cloud_provider_id',
    field: 'cloud_provider_id',
    value,
  })),
  ...['oracle', 'AWS', '', 42, null].map((value) => ({ op: 'createWorkgroup' as const, path: 'platform', field: 'platform', value })),
  ...['US East', '<b>x</b>', 'us-east-1; rm -rf /', 'x'.repeat(100)].map((value) => ({
    op: 'createWorkgroup' as const,
    path: 'region',
    field: 'region',
    value,
  })),
  ...['yes', 1, 'true'].map((value) => ({ op: 'createWorkgroup' as const, path: 'shared_storage', field: 'shared_storage', value })),
  ...names.slice(0, 8).map((value) => ({ op: 'updateWorkgroup' as const, path: 'workgroup_name', field: 'workgroup_name', value })),
  ...['KMS', 'tmk', ''].map((value) => ({ op: 'updateWorkgroup' as const, path: 'encryption_method', field: 'encryption_method', value })),
  ...names.slice(0, 6).map((value) => ({ op: 'createWorkspace' as const, path: 'name', field: 'name', value })),
  ...[-1, 1.5, 1e9, '60', null, 10081].map((value) => ({ op: 'createWorkspace' as const, path: 'auto_stop_minutes', field: 'auto_stop_minutes', value })),
  ...[7, -1, 2.5].map((value) => ({ op: 'createWorkspace' as const, path: 'maintenance_window_day_of_week', field: 'maintenance_window_day_of_week', value })),
  ...[24, -1].map((value) => ({ op: 'createWorkspace' as const, path: 'maintenance_window_hour_of_day', field: 'maintenance_window_hour_of_day', value })),
  ...[0, 53, 1.5].map((value) => ({
    op: 'createWorkspace' as const,
    path: 'maintenance_window_interval_weeks',
    field: 'maintenance_window_interval_weeks',
    value,
  })),
  ...['Mars/Phobos', '<script>', '../../etc/localtime', 'UTC+5', ''].map((value) => ({
    op: 'createWorkspace' as const,
    path: 'maintenance_window_time_zone',
    field: 'maintenance_window_time_zone',
    value,
  })),
  ...['TG 2', '<b>', 'TG-2;drop'].map((value) => ({ op: 'createWorkspace' as const, path: 'workspace_type_name', field: 'workspace_type_name', value })),
  ...['4.2.1<script>', '../4.2'].map((value) => ({ op: 'createWorkspace' as const, path: 'tg_version', field: 'tg_version', value })),
  { op: 'createWorkspace', path: 'addons', field: 'addons', value: [{ addons_id: 'x y', enable: true }] },
  { op: 'createWorkspace', path: 'addons', field: 'addons', value: [{ addons_id: 'addon-insights', enable: 'yes' }] },
  ...[-5, 2.5].map((value) => ({ op: 'updateWorkspace' as const, path: 'auto_stop_minutes', field: 'auto_stop_minutes', value })),
  ...names.slice(0, 5).map((value) => ({ op: 'updateDatabase' as const, path: 'tg_database_name', field: 'tg_database_name', value })),
  ...['25:00', '8:00', '12:60', '12:00:00', '', 'noon'].map((value) => ({ op: 'createWorkspaceSchedule' as const, path: 'time', field: 'time', value })),
  ...['Nowhere/City', '<script>', 'EST5EDT;rm'].map((value) => ({ op: 'createWorkspaceSchedule' as const, path: 'timezone', field: 'timezone', value })),
  ...['hourly', '', 'DAILY!'].map((value) => ({ op: 'createWorkspaceSchedule' as const, path: 'repeat', field: 'repeat', value })),
  ...['TG 9', '<i>'].map((value) => ({ op: 'createWorkspaceSchedule' as const, path: 'workspace_type_name', field: 'workspace_type_name', value })),
  ...[
    '10.0.0.0/33',
    '10.1.0.0/8',
    '256.0.0.1',
    '1.2.3',
    '010.0.0.1',
    '2001:db8:::1',
    'fe80::1%eth0',
    '2001:db8::/129',
    'example.com',
    '<script>',
    '',
    '10.0.0.0/-1',
    '1.2.3.4/8.5',
    '0x7f.0.0.1',
  ].map((value) => ({ op: 'addAllowedIp' as const, path: 'cidr', field: 'cidr', value })),
  ...['x'.repeat(257), 'bell\u0007', 'a\u202Eb'].map((value) => ({ op: 'addAllowedIp' as const, path: 'note', field: 'note', value })),
  ...['12345', '1234567890123', 'abcdefghijkl', '12345678901 ', ''].map((value) => ({
    op: 'createCloudProvider' as const,
    path: 'options.account_id',
    field: 'options.account_id',
    value,
  })),
  ...[
    'arn:aws:iam::123:role/x',
    'arn:aws:s3:::bucket',
    'arn:aws:iam::123456789012:user/x',
    'arn:aws:iam::999999999999:role/Hostile',
    'javascript:alert(1)',
    '',
    'arn:aws:iam::123456789012:role/',
  ].map((value) => ({ op: 'createCloudProvider' as const, path: 'role_arn', field: 'role_arn', value })),
  ...['short', 'has spaces in it but is long enough', '<script>alert(1)</script>xxxxxxxx'].map((value) => ({
    op: 'createCloudProvider' as const,
    path: 'role_external_id',
    field: 'role_external_id',
    value,
  })),
  ...['gcp', 'oracle'].map((value) => ({ op: 'createCloudProvider' as const, path: 'platform', field: 'platform', value })),
  ...[['<img src=x>'], [''], ['x'.repeat(65)], Array.from({ length: 33 }, (_, i) => `r${i}`), 'org_admin'].map((value) => ({
    op: 'updateUserRoles' as const,
    path: 'roles',
    field: 'roles',
    value,
  })),
  // Legitimate text that merely looks dangerous: accepted, and the console renders it as text.
  { op: 'addAllowedIp', path: 'note', field: 'note', value: '<img src=x onerror=alert(1)> & "quotes"', inert: true },
  { op: 'addAllowedIp', path: 'note', field: 'note', value: 'Café münchen 東京 🚀', inert: true },
];

function withField(base: Record<string, unknown>, path: string, value: unknown) {
  const body = structuredClone(base);
  const keys = path.split('.');
  let target = body as Record<string, unknown>;
  for (const k of keys.slice(0, -1)) target = target[k] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return body;
}

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('hostile input battery', () => {
  it('has at least 100 inputs', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(cases.map((c, i) => [i, c.op, c.path, JSON.stringify(c.value).slice(0, 40), c] as const))('#%i %s.%s = %s', async (i, op, _p, _v, c) => {
    const base = bases[op]!;
    const body = withField(base.body, c.path, c.value);
    if (op === 'addAllowedIp' && c.inert) (body as { cidr: string }).cidr = `192.0.2.${100 + i}`;
    const schema = bodySchema(op)!;
    const parsed = schema.safeParse(body);
    const headers: Record<string, string> = op === 'updateUserRoles' ? { authorization: 'Bearer demo-owner-token' } : { 'x-api-key': 'demo-api-key' };
    const method = operations[op].method;
    const res = await s.raw(method, base.path, body, headers);
    if (c.inert) {
      expect(parsed.success).toBe(true);
      expect(res.status).toBe(200);
      return;
    }
    // The form's schema refuses it on that field, with a message a person can read.
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((x) => x.path.join('.').startsWith(c.field));
    expect(issue, JSON.stringify(parsed.error!.issues)).toBeDefined();
    expect(issue!.message.length).toBeGreaterThan(5);
    // The control plane refuses the same input with Bad-Request on that field.
    expect(res.status).toBe(400);
    expect(res.json!.ErrorDetails.some((d) => d.Type === 'Bad-Request' && d.FieldName.startsWith(c.field))).toBe(true);
  });

  it('never echoes markup back as markup: stored text is returned as the same plain JSON string', async () => {
    const all = await s.client().listAllowedIps({ params: { workgroupID: 'wg-0004' } });
    expect(all.some((e) => e.note === '<img src=x onerror=alert(1)> & "quotes"')).toBe(true);
  });
});
