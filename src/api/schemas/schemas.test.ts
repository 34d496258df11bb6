import { describe, expect, it } from 'vitest';
import { list, readAll } from './read';
import { AllowedIpBody } from '@/features/allow-list/allow-list-body';
import { CloudProvider } from '@/kernel/cloud-provider-schema';
import { CreateCloudProviderBody } from '@/features/cloud-providers/cloud-provider-body';
import { CreateWorkgroupBody, UpdateWorkgroupBody } from '@/kernel/workgroup-body';
import { CreateWorkspaceBody, UpdateDatabaseBody, UpdateWorkspaceBody } from '@/kernel/workspace-body';
import { Envelope } from './envelope';
import { Region, WorkspaceOptions } from '@/kernel/meta-schema';
import { ScheduleBody } from '@/features/schedules/schedule-body';
import { Schedule } from '@/kernel/schedule-schema';
import { UpdateUserRolesBody } from '@/kernel/user-body';
import { User } from '@/kernel/user-schema';
import { Workgroup } from '@/kernel/workgroup-schema';
import { Workspace } from '@/kernel/workspace-schema';

const fails = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('response schemas read leniently', () => {
  it('accepts an envelope without optional parts and fills them', () => {
    expect(readAll(Envelope, { Error: false }).data).toEqual({ Error: false, ErrorDetails: [], Message: '', RequestID: '', Result: undefined });
  });

  it('keeps unknown statuses and platforms as they are, and ignores unknown fields', () => {
    const ws = readAll(Workspace, { workspace_id: 'ws-1', status: 'Hibernating', brand_new_field: 1 }).data;
    expect(ws.status).toBe('Hibernating');
    expect('brand_new_field' in ws).toBe(false);
    expect(readAll(Workgroup, { workgroup_id: 'wg', platform: 'oracle' }).data.platform).toBe('oracle');
  });

  it('keeps a workgroup answered without its id, with a notice; keeps such an entry of a list read-only', () => {
    const one = readAll(Workgroup, { name: 'x' });
    expect(one.data.name).toBe('x');
    expect(one.notices).toEqual([{ path: 'Result.workgroup_id', kind: 'field', received: 'nothing', expected: 'an id' }]);
    const many = readAll(list(Workgroup), [{ name: 'x' }, { workgroup_id: 'wg-2', name: 'y' }]);
    expect(many.data.map((w) => [w.workgroup_id, w.name])).toEqual([
      ['', 'x'],
      ['wg-2', 'y'],
    ]);
    expect(many.notices).toMatchObject([{ path: 'Result.0.workgroup_id', kind: 'no-id' }]);
  });

  it('leaves out a choice without its name (a region or size nobody could pick)', () => {
    const { data, notices } = readAll(list(Region), [{ description: 'no name' }, { name: 'us-east-1' }]);
    expect(data.map((r) => r.name)).toEqual(['us-east-1']);
    expect(notices).toMatchObject([{ path: 'Result.0', kind: 'item' }]);
  });

  it('reads older schedule spellings into the wire forms', () => {
    const s = readAll(Schedule, { repeat: 'No Repeat', date: '2026/12/01', time: '08:00', timezone: 'UTC', repeat_on: 'Mon, WED' }).data;
    expect([s.repeat, s.date, s.repeat_on]).toEqual(['none', '2026-12-01', 'mon,wed']);
    expect(readAll(Schedule, { repeat: 'Everyday', time: '08:00', timezone: 'UTC' }).data.repeat).toBe('daily');
    expect(readAll(Schedule, { repeat: 'Weekday', time: '08:00', timezone: 'UTC' }).data.repeat).toBe('weekdays');
  });

  it('reads workspace options, cloud providers and users with nested parts', () => {
    const o = readAll(WorkspaceOptions, {
      regions: [{ name: 'us-east-1' }],
      workspaceTypes: [{ typeName: 'TG-1', cpu: 8, memory: '64Gi' }],
      tgVersions: [{ name: '4.2.1', allow_create: true }],
    }).data;
    expect(o.workspaceTypes[0]).toMatchObject({ typeName: 'TG-1', cpu: '8', partition: null });
    expect(o.tgVersions[0]!.incompatible_upgrades_from).toEqual([]);
    const p = readAll(CloudProvider, { id: 'cp', node_group_config: { ng_16: { min_size: 1, max_size: 3 } }, options: { account_id: '123' } }).data;
    expect(p.node_group_config?.ng_16?.max_size).toBe(3);
    expect(p.options?.secure_connection).toBe(false);
    const u = readAll(User, { id: 'u', roles: [{ name: 'org_admin' }] }).data;
    expect(u.roles[0]!.displayName).toBe('');
    expect(u.metadata.lastLogin).toBe('');
  });
});

describe('request schemas write strictly', () => {
  it('create workgroup: needs a provider; names are plain; platform is an enum', () => {
    expect(fails(CreateWorkgroupBody.safeParse({ cloud_provider_id: 'cp-1', name: 'Fraud detection', platform: 'aws', region: 'us-east-1' }))).toEqual([]);
    expect(fails(CreateWorkgroupBody.safeParse({}))[0]).toMatch(/^cloud_provider_id/);
    expect(fails(CreateWorkgroupBody.safeParse({ cloud_provider_id: 'cp', platform: 'oracle' }))[0]).toMatch(/^platform: Choose aws, azure or gcp/);
    for (const bad of ['<script>alert(1)</script>', 'a\u202Eevil', 'x'.repeat(10_000), '   ', 'tab\there', '😀 party']) {
      expect(CreateWorkgroupBody.safeParse({ cloud_provider_id: 'cp', name: bad }).success, JSON.stringify(bad.slice(0, 20))).toBe(false);
    }
  });

  it('update workgroup: only TMK for encryption', () => {
    expect(UpdateWorkgroupBody.safeParse({ encryption_method: 'TMK' }).success).toBe(true);
    expect(UpdateWorkgroupBody.safeParse({ encryption_method: 'KMS' }).success).toBe(false);
  });

  it('create workspace: whole, bounded numbers and a real time zone', () => {
    expect(
      CreateWorkspaceBody.safeParse({ name: 'prod', auto_stop_minutes: 60, maintenance_window_time_zone: 'America/New_York', workspace_type_name: 'TG-2' })
        .success,
    ).toBe(true);
    expect(fails(CreateWorkspaceBody.safeParse({ auto_stop_minutes: -1 }))).toEqual(['auto_stop_minutes: Auto-stop minutes must be at least 0']);
    expect(fails(CreateWorkspaceBody.safeParse({ auto_stop_minutes: 1.5 }))).toEqual(['auto_stop_minutes: Auto-stop minutes must be a whole number']);
    expect(fails(CreateWorkspaceBody.safeParse({ maintenance_window_hour_of_day: 24 }))[0]).toMatch(/at most 23/);
    expect(fails(CreateWorkspaceBody.safeParse({ maintenance_window_time_zone: 'Mars/Olympus' }))[0]).toMatch(/not a known IANA zone/);
    expect(UpdateWorkspaceBody.safeParse({ workspace_type_name: 'TG 2; drop' }).success).toBe(false);
    expect(UpdateDatabaseBody.safeParse({}).success).toBe(false);
  });

  it('schedule: the wire conventions, with date only for one-off and days only for weekly', () => {
    const base = { workspace_id: 'ws-1', time: '08:00', timezone: 'Europe/Paris' };
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'weekly', repeat_on: 'mon,wed,fri' }))).toEqual([]);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'none', date: '2028-02-29' }))).toEqual([]);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'none', date: '2027-02-29' }))).toEqual(['date: Date must be a real calendar date, YYYY-MM-DD']);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'none' }))).toEqual(['date: A one-off schedule needs a date']);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'daily', date: '2027-01-01' }))).toEqual(['date: Only a one-off schedule has a date']);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'weekly' }))).toEqual(['repeat_on: Choose at least one day']);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'weekly', repeat_on: '' }))).toEqual(['repeat_on: Choose at least one day']);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'none', repeat_on: '', date: '2030-01-02' }))).toEqual([]);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'weekly', repeat_on: 'Monday' }))[0]).toMatch(/^repeat_on/);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'daily', time: '24:00' }))[0]).toMatch(/^time/);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'daily', time: '8:00' }))[0]).toMatch(/^time/);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'daily', timezone: 'EST5EDT; rm' }))[0]).toMatch(/^timezone/);
    expect(fails(ScheduleBody.safeParse({ ...base, repeat: 'hourly' }))[0]).toMatch(/^repeat/);
  });

  it('allow list: addresses and ranges checked, notes bounded', () => {
    expect(AllowedIpBody.safeParse({ cidr: '10.0.0.0/8', note: 'corp' }).success).toBe(true);
    expect(fails(AllowedIpBody.safeParse({ cidr: '10.1.0.0/8' }))).toEqual(['cidr: Host bits set: did you mean 10.0.0.0/8?']);
    expect(AllowedIpBody.safeParse({ cidr: '1.2.3.4', note: 'x'.repeat(257) }).success).toBe(false);
  });

  it('cloud provider: AWS account id, role ARN and their match', () => {
    const ok = {
      platform: 'aws',
      name: 'Prod',
      region: 'us-east-1',
      options: { account_id: '123456789012' },
      role_arn: 'arn:aws:iam::123456789012:role/GraphAccess',
      role_external_id: 'A'.repeat(43),
      type: 'public',
    };
    expect(fails(CreateCloudProviderBody.safeParse(ok))).toEqual([]);
    expect(fails(CreateCloudProviderBody.safeParse({ ...ok, options: { account_id: '12345' } }))[0]).toMatch(
      /^options.account_id: An AWS account ID is exactly 12 digits/,
    );
    expect(fails(CreateCloudProviderBody.safeParse({ ...ok, role_arn: 'arn:aws:iam::999999999999:role/GraphAccess' }))[0]).toMatch(
      /^role_arn: The role's account \(999999999999\)/,
    );
    expect(fails(CreateCloudProviderBody.safeParse({ ...ok, role_arn: 'arn:aws:s3:::bucket' }))[0]).toMatch(/^role_arn: Role ARN must look like/);
    expect(fails(CreateCloudProviderBody.safeParse({ ...ok, role_external_id: 'short' }))[0]).toMatch(/^role_external_id/);
    expect(fails(CreateCloudProviderBody.safeParse({ ...ok, platform: 'gcp' }))[0]).toMatch(/^platform: gcp onboarding is not supported/);
  });

  it('user roles: names bounded and plain', () => {
    expect(UpdateUserRolesBody.safeParse({ roles: ['org_admin', 'Billing Viewer'] }).success).toBe(true);
    expect(UpdateUserRolesBody.safeParse({ roles: ['<img src=x>'] }).success).toBe(false);
    expect(UpdateUserRolesBody.safeParse({ roles: Array.from({ length: 33 }, (_, i) => `r${i}`) }).success).toBe(false);
  });
});
