import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { Workgroup } from '@/kernel/workgroup-schema';
import { filterSorted, sortWorkgroups, countByStatus } from './workgroup-filter';
import { parseWorkgroupSearch, type WorkgroupSearch } from './workgroup-search';

// The URL's search as the router hands it over: anything at all.
const searchOf = (raw: Record<string, unknown>) => parseWorkgroupSearch(raw as never);
const wg = (id: string, name: string, region: string, platform = 'aws', statuses: string[] = []) =>
  readAll(Workgroup, {
    workgroup_id: id,
    name,
    region,
    platform,
    workspaces: statuses.map((status, i) => ({ workspace_id: `${id}-${i}`, name: `w${i}`, status })),
  }).data;

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
