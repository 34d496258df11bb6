import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { filterSorted, sortWorkgroups, countByStatus } from './workgroup-filter';
import { parseWorkgroupSearch, type WorkgroupSearch } from './workgroup-search';

// The URL's search as the router hands it over: anything at all.
const searchOf = (raw: Record<string, unknown>) => parseWorkgroupSearch(raw as never);
import { changeLocksOut, enableLocksOut } from './allow-list-guard';
import { knownRoles, lastOwnerRolesRemoved, roleDiff } from './roles';
import { formatBytes, formatMemory, parseMemoryGiB } from './format';
import { describeMaintenanceWindow } from './maintenance';
import { creatableVersions, isPastEndOfLife } from './versions';
import { isTransitional, statusTone } from './workspace-status';
import { Workgroup, User, TgVersion } from '@/api/schemas';

const wg = (id: string, name: string, region: string, platform = 'aws', statuses: string[] = []) =>
  readAll(Workgroup, { workgroup_id: id, name, region, platform, workspaces: statuses.map((status, i) => ({ workspace_id: `${id}-${i}`, name: `w${i}`, status })) }).data;

const filterWorkgroups = (list: Parameters<typeof sortWorkgroups>[0], search: WorkgroupSearch) => filterSorted(sortWorkgroups(list, search.sort), search);

describe('workgroup list filter', () => {
  const list = [wg('1', 'Fraud detection', 'us-east-1'), wg('2', 'Customer 360', 'eu-west-1', 'azure'), wg('3', 'supply chain', 'eu-west-1')];
  it('matches every word of the text, case-insensitively, across fields', () => {
    expect(filterWorkgroups(list, searchOf({ q: 'FRAUD east' })).map((w) => w.name)).toEqual(['Fraud detection']);
    expect(filterWorkgroups(list, searchOf({ q: 'w0' })).map((w) => w.name)).toEqual([]);
  });
  it('filters by platform and region, sorts by name or region', () => {
    expect(filterWorkgroups(list, searchOf({ platform: 'aws' })).map((w) => w.workgroup_id)).toEqual(['1', '3']);
    expect(filterWorkgroups(list, searchOf({ region: 'eu-west-1' })).map((w) => w.workgroup_id)).toEqual(['2', '3']);
    expect(filterWorkgroups(list, searchOf({})).map((w) => w.name)).toEqual(['Customer 360', 'Fraud detection', 'supply chain']);
    expect(filterWorkgroups(list, searchOf({ sort: 'region' })).map((w) => w.name)).toEqual(['Customer 360', 'supply chain', 'Fraud detection']);
  });
  it('falls back to defaults for nonsense in the URL', () => {
    expect(searchOf({ platform: 'oracle', sort: 'size' })).toEqual({ q: '', platform: '', region: '', sort: 'name' });
  });
  it('counts workspaces by status, most first', () => {
    expect(countByStatus(wg('x', 'x', 'r', 'aws', ['Active', 'Stopped', 'Active', '']))).toEqual([
      { status: 'Active', count: 2 },
      { status: 'Stopped', count: 1 },
      { status: 'Unknown', count: 1 },
    ]);
  });
});

describe('allow-list lock-out guard', () => {
  const entries = [
    { id: 'a', cidr: '10.0.0.0/8' },
    { id: 'b', cidr: '203.0.113.7' },
  ];
  it('warns before removing or narrowing the entry that lets the caller in', () => {
    const opts = { enabled: true, entries, currentIp: '203.0.113.7' };
    expect(changeLocksOut(opts, { removeId: 'b' })).toBe(true);
    expect(changeLocksOut(opts, { removeId: 'a' })).toBe(false);
    expect(changeLocksOut(opts, { editId: 'b', cidr: '203.0.113.8' })).toBe(true);
    expect(changeLocksOut(opts, { editId: 'b', cidr: '203.0.113.0/24' })).toBe(false);
    expect(changeLocksOut({ ...opts, enabled: false }, { removeId: 'b' })).toBe(false);
  });
  it('warns before enabling a list that does not cover the caller', () => {
    expect(enableLocksOut(entries, '198.51.100.1')).toBe(true);
    expect(enableLocksOut(entries, '10.9.8.7')).toBe(false);
  });
});

describe('roles', () => {
  const users = [
    readAll(User, { id: 'ada', roles: [{ name: 'org_admin', displayName: 'Organization Admin' }] }).data,
    readAll(User, { id: 'alan', roles: [{ name: 'billing_admin', displayName: 'Billing Admin' }, { name: 'custom-x' }] }).data,
  ];
  it('knows every role seen plus the documented ones, without repeating a display name', () => {
    expect(knownRoles(users).map((r) => r.label)).toEqual(['Billing Admin', 'Billing Viewer', 'custom-x', 'Organization Admin', 'Organization Member']);
  });
  it('diffs a replacement and spots the last owner losing the owner role', () => {
    expect(roleDiff(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
    expect(lastOwnerRolesRemoved(users, 'ada', ['org_admin'])).toEqual(['org_admin']);
    expect(lastOwnerRolesRemoved([...users, readAll(User, { id: 'eve', roles: [{ name: 'org_admin' }] }).data], 'ada', ['org_admin'])).toEqual([]);
    expect(lastOwnerRolesRemoved(users, 'alan', ['billing_admin'])).toEqual([]);
  });
});

describe('formatting', () => {
  it('bytes in binary units', () => {
    expect([0, 1023, 1024, 1536, 10 * 1024 ** 3, 5.5 * 1024 ** 4].map(formatBytes)).toEqual(['0 B', '1023 B', '1 KiB', '1.5 KiB', '10 GiB', '5.5 TiB']);
  });
  it('memory as the service writes it', () => {
    expect([parseMemoryGiB('64Gi'), parseMemoryGiB('1Ti'), parseMemoryGiB('512'), parseMemoryGiB('2048Mi')]).toEqual([64, 1024, 512, 2]);
    expect(formatMemory('4096Gi')).toBe('4 TiB');
    expect(formatMemory('lots')).toBe('lots');
  });
  it('maintenance window in words', () => {
    expect(describeMaintenanceWindow({ maintenance_window_day_of_week: 0, maintenance_window_hour_of_day: 2, maintenance_window_interval_weeks: 2, maintenance_window_time_zone: 'America/New_York' })).toBe(
      'every 2 weeks, Sunday 02:00 America/New_York',
    );
    expect(describeMaintenanceWindow({ maintenance_window_day_of_week: 3, maintenance_window_hour_of_day: 23, maintenance_window_interval_weeks: 1 })).toBe('every week, Wednesday 23:00 UTC');
    expect(describeMaintenanceWindow({})).toBe('Not set');
  });
});

describe('versions and statuses', () => {
  const v = (name: string, channel: string, eol: string, allow = true) => readAll(TgVersion, { name, channel, end_of_life: eol, allow_create: allow }).data;
  it('lists creatable versions, stable first, past end of life last', () => {
    const today = new Date('2026-11-21');
    const list = creatableVersions([v('4.1.3', 'stable', '2026-09-30'), v('4.3.0-rc1', 'preview', '2027-03-31'), v('4.2.1', 'stable', '2028-06-30'), v('3.10', 'legacy', '2025-01-01', false)], today);
    expect(list.map((x) => x.name)).toEqual(['4.2.1', '4.3.0-rc1', '4.1.3']);
    expect(isPastEndOfLife(list[2]!, today)).toBe(true);
  });
  it('knows transitional statuses, and shows unknown ones neutrally', () => {
    expect(['Creating', 'Pausing', 'Resuming', 'Updating'].every(isTransitional)).toBe(true);
    expect(['Active', 'Stopped', 'Idle', 'Running'].some(isTransitional)).toBe(false);
    // An unknown state may never change by itself: not polled, not "in progress".
    expect(isTransitional('Hibernating')).toBe(false);
    expect(statusTone('Sparkling')).toBe('unknown');
  });
});
