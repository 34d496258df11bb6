import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flag, list, num, readAll, text, time, type ObjectReader, type Reader } from './read';
import { AllowedIp } from '@/features/allow-list/allow-list-schema';
import { CloudProvider } from '@/kernel/cloud-provider-schema';
import { Envelope } from './envelope';
import { Schedule } from '@/kernel/schedule-schema';
import { TgVersion, WorkspaceOptions, AddonsMetaResult } from '@/kernel/meta-schema';
import { User } from '@/kernel/user-schema';
import { Workgroup, WorkgroupListItem } from '@/kernel/workgroup-schema';
import { Workspace } from '@/kernel/workspace-schema';

describe('field readers coerce only what is unambiguous', () => {
  it('numbers: numeric strings are numbers; absent is null; anything else is null with a notice', () => {
    const r = (v: unknown) => readAll(num(), v);
    expect(['30', ' 12345 ', '1073741824', '1.5', 7, '-2', '1e3'].map((v) => r(v).data)).toEqual([30, 12345, 1073741824, 1.5, 7, -2, 1000]);
    expect([null, undefined, ''].map((v) => r(v))).toEqual([null, undefined, ''].map(() => ({ data: null, notices: [] })));
    for (const bad of ['lots', '12abc', true, {}, [1], Number.NaN]) {
      expect(r(bad).data).toBeNull();
      expect(r(bad).notices).toHaveLength(1);
    }
  });

  it('booleans: "true"/"false", 1/0 and yes/no; anything else is the empty value with a notice', () => {
    const r = (v: unknown, empty = false) => readAll(flag(empty), v);
    expect(['true', 'FALSE', 1, 0, '1', '0', 'yes', 'no', true].map((v) => r(v).data)).toEqual([true, false, true, false, true, false, true, false, true]);
    expect(r(null, true)).toEqual({ data: true, notices: [] });
    expect(r('maybe')).toEqual({ data: false, notices: [{ path: 'Result', kind: 'field', received: '"maybe"', expected: 'true or false' }] });
    expect(r(2).notices).toHaveLength(1);
  });

  it('text: numbers become their digits; objects and booleans are empty with a notice; secrets are never repeated', () => {
    expect(readAll(text(), 42).data).toBe('42');
    expect(readAll(text(), null)).toEqual({ data: '', notices: [] });
    expect(readAll(text({ required: true }), null).notices).toHaveLength(1);
    expect(readAll(text(), { a: 1 }).notices[0]!.received).toBe('{"a":1}');
    expect(readAll(text({ secret: true }), { token: 'sk-live-123' }).notices[0]!.received).toBe('(hidden)');
    expect(readAll(list(text({ secret: true })), { token: 'sk-live-123' }).notices[0]!.received).toBe('(hidden)');
  });

  it('times: strings as sent; epoch milliseconds or seconds as ISO', () => {
    expect(readAll(time(), 1700000000000).data).toBe('2023-11-14T22:13:20.000Z');
    expect(readAll(time(), 1700000000).data).toBe('2023-11-14T22:13:20.000Z');
    expect(readAll(time(), '2026-01-01T00:00:00Z').data).toBe('2026-01-01T00:00:00Z');
    expect(readAll(time(), true).notices).toHaveLength(1);
  });

  it('lists: a single value is a list of one; absent is empty', () => {
    expect(readAll(list(text()), 'subnet-1').data).toEqual(['subnet-1']);
    expect(readAll(list(text()), null).data).toEqual([]);
    expect(readAll(list(text()), { a: 1 }).notices).toHaveLength(1);
  });
});

describe('what real services sent (issue cases)', () => {
  it('workspace detail with numbers as strings', () => {
    const { data, notices } = readAll(Workspace, {
      workspace_id: 'ws-1',
      edge_count: '12345',
      auto_stop_minutes: '30',
      replicas: '1',
      folder_statistics: { total_size: '1073741824' },
    });
    expect([data.edge_count, data.auto_stop_minutes, data.replicas, data.folder_statistics?.total_size]).toEqual([12345, 30, 1, 1073741824]);
    expect(notices).toEqual([]);
  });

  it('schedules: one without a zone is kept (to be edited or removed), with a notice naming it', () => {
    const { data, notices } = readAll(list(Schedule), [
      { id: 's1', repeat: 'daily', time: '08:00', timezone: 'UTC' },
      { id: 's2', repeat: 'daily', time: '09:00', timezone: null },
    ]);
    expect(data.map((s) => [s.id, s.timezone])).toEqual([
      ['s1', 'UTC'],
      ['s2', ''],
    ]);
    expect(notices).toEqual([{ path: 'Result.1.timezone', item: 's2', kind: 'field', received: 'null', expected: 'text' }]);
  });

  it('allow list: a numeric id is read, an entry without one is kept read-only and counted', () => {
    const { data, notices } = readAll(list(AllowedIp), [{ id: 3, cidr: '10.0.0.0/8' }, { cidr: '192.0.2.1' }, { id: 'a', cidr: 'not an address' }]);
    expect(data.map((e) => [e.id, e.cidr])).toEqual([
      ['3', '10.0.0.0/8'],
      ['', '192.0.2.1'],
      ['a', 'not an address'],
    ]);
    expect(notices).toMatchObject([{ path: 'Result.1.id', kind: 'no-id', expected: 'an id' }]);
  });

  it('users: "yes", a numeric time and null roles', () => {
    const { data, notices } = readAll(User, { id: 'u', enabled: 'yes', created: 1700000000000, roles: null });
    expect([data.enabled, data.created, data.roles]).toEqual([true, '2023-11-14T22:13:20.000Z', []]);
    expect(notices).toEqual([]);
  });

  it('cloud providers: numeric short id, a subnet as a string, node groups as "n/a", options null', () => {
    const { data, notices } = readAll(CloudProvider, {
      id: 'cp',
      short_id: 1234,
      subnet_id: 'subnet-1',
      node_group_config: 'n/a',
      options: null,
      role_external_id: { leaked: 'secret' },
    });
    expect([data.short_id, data.subnet_id, data.node_group_config, data.options]).toEqual(['1234', ['subnet-1'], null, null]);
    expect(notices.map((n) => n.path)).toEqual(['Result.role_external_id', 'Result.node_group_config']);
    expect(notices[0]!.received).toBe('(hidden)');
  });

  it('workspace options: "true" is true; a version without a name is left out, the rest kept', () => {
    const { data, notices } = readAll(WorkspaceOptions, {
      regions: [{ name: 'us-east-1' }, { description: 'nameless' }],
      tgVersions: [{ name: '4.2.1', allow_create: 'true' }, { allow_create: true }],
      workspaceTypes: [{ typeName: 'TG-1', cpu: 'lots', memory: '64Gi' }],
    });
    expect(data.tgVersions.map((v) => [v.name, v.allow_create])).toEqual([['4.2.1', true]]);
    expect(data.regions.map((r) => r.name)).toEqual(['us-east-1']);
    expect(data.workspaceTypes[0]!.cpu).toBe('lots');
    expect(notices.map((n) => n.path)).toEqual(['Result.regions.1', 'Result.tgVersions.1']);
  });

  it('add-ons: an answer no entry can be read from says so; an entry without is_free is neither free nor paid', () => {
    expect(readAll(AddonsMetaResult, 'garbage').notices).toHaveLength(1);
    expect(readAll(AddonsMetaResult, '[]').notices).toEqual([]);
    const { data, notices } = readAll(AddonsMetaResult, [{ id: 'a', name: 'Insights' }, { name: 'no id' }]);
    expect(data).toEqual([{ id: 'a', uniqueName: '', name: 'Insights', description: '', isFree: undefined }]);
    expect(notices).toMatchObject([{ path: 'Result.1', kind: 'item' }]);
  });

  it('the envelope: Error as a string', () => {
    expect(readAll(Envelope, { Error: 'false', RequestID: 7 }).data).toMatchObject({ Error: false, RequestID: '7' });
  });
});

/** What type each kind of reader must give, whatever arrives. */
function typeCheck(reader: Reader<unknown>): (v: unknown) => boolean {
  switch (reader.expected) {
    case 'text':
    case 'a time':
      return (v) => typeof v === 'string';
    case 'a number':
      return (v) => v === null || (typeof v === 'number' && Number.isFinite(v));
    case 'true or false':
      return (v) => typeof v === 'boolean' || v === undefined;
    default:
      if (reader.expected.startsWith('a list of')) return Array.isArray;
      return () => true;
  }
}

const readers: [string, ObjectReader<never>, Record<string, unknown>][] = [
  ['Workspace', Workspace as never, { workspace_id: 'ws' }],
  ['Workgroup', Workgroup as never, { workgroup_id: 'wg' }],
  ['WorkgroupListItem', WorkgroupListItem as never, { workgroup_id: 'wg' }],
  ['Schedule', Schedule as never, { id: 's', repeat: 'daily', time: '08:00', timezone: 'UTC' }],
  ['AllowedIp', AllowedIp as never, { id: 'a', cidr: '10.0.0.1' }],
  ['User', User as never, { id: 'u' }],
  ['CloudProvider', CloudProvider as never, { id: 'cp' }],
  ['TgVersion', TgVersion as never, { name: '4.2.1' }],
];

describe('any JSON in any field', () => {
  for (const [name, reader, base] of readers) {
    it(`${name}: every field gives a value of its type (or a notice), and nothing throws`, () => {
      const keys = Object.keys(reader.shape) as string[];
      fc.assert(
        fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
          const { data, notices } = readAll(reader, { ...base, [key]: value });
          const got = (data as Record<string, unknown>)[key];
          const check = typeCheck((reader.shape as Record<string, Reader<unknown>>)[key]!);
          return check(got) || notices.length > 0;
        }),
        { numRuns: 300 },
      );
    });

    it(`${name}: a list of anything keeps every entry it can address and counts the rest`, () => {
      fc.assert(
        fc.property(fc.array(fc.oneof(fc.jsonValue(), fc.constant(base))), (values) => {
          const { data, notices } = readAll(list(reader), values);
          const leftOut = notices.filter((n) => n.kind === 'item' && n.path.split('.').length === 2).length;
          return data.length + leftOut === values.length;
        }),
        { numRuns: 200 },
      );
    });
  }

  it('the add-on list reader never throws, whatever the shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (value) => {
          const { data } = readAll(AddonsMetaResult, value);
          return Array.isArray(data) && data.every((a) => typeof a.id === 'string' && a.id !== '');
        },
      ),
      { numRuns: 500 },
    );
  });
});
