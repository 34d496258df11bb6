import { describe, expect, it } from 'vitest';
import { normalizeAddonsMeta } from './meta-schema';

const entries = [
  { id: 'a1', unique_name: 'Insights', name: 'Insights', description: 'Dashboards', is_free: true },
  { addons_id: 'a2', unique_name: 'GraphQL', title: 'GraphQL API' },
];
const expected = [
  { id: 'a1', uniqueName: 'Insights', name: 'Insights', description: 'Dashboards', isFree: true },
  // No is_free: neither free nor paid.
  { id: 'a2', uniqueName: 'GraphQL', name: 'GraphQL API', description: '', isFree: undefined },
];

describe('add-ons list normalizer', () => {
  it('reads a plain array', () => expect(normalizeAddonsMeta(entries)).toEqual(expected));
  it('reads an array wrapped in an object', () => expect(normalizeAddonsMeta({ addons: entries })).toEqual(expected));
  it('reads an object mapping id to entry', () =>
    expect(
      normalizeAddonsMeta({
        a1: { unique_name: 'Insights', name: 'Insights', description: 'Dashboards', is_free: true },
        a2: { unique_name: 'GraphQL', title: 'GraphQL API' },
      }),
    ).toEqual(expected));
  it('reads any of these encoded as a JSON string', () => {
    expect(normalizeAddonsMeta(JSON.stringify(entries))).toEqual(expected);
    expect(normalizeAddonsMeta(JSON.stringify({ data: entries }))).toEqual(expected);
  });
  it('reads a single entry object', () => expect(normalizeAddonsMeta(entries[0])).toEqual([expected[0]]));
  it('drops entries without an id and survives garbage', () => {
    expect(normalizeAddonsMeta([{ name: 'no id' }, ...entries])).toEqual(expected);
    expect(normalizeAddonsMeta('not json')).toEqual([]);
    expect(normalizeAddonsMeta(null)).toEqual([]);
    expect(normalizeAddonsMeta(42)).toEqual([]);
  });
});
