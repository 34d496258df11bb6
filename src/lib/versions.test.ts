import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { TgVersion } from '@/api/schemas';
import { creatableVersions, isPastEndOfLife } from './versions';

describe('versions', () => {
  const v = (name: string, channel: string, eol: string, allow = true) => readAll(TgVersion, { name, channel, end_of_life: eol, allow_create: allow }).data;
  it('lists creatable versions, stable first, past end of life last', () => {
    const today = new Date('2026-11-21');
    const list = creatableVersions([v('4.1.3', 'stable', '2026-09-30'), v('4.3.0-rc1', 'preview', '2027-03-31'), v('4.2.1', 'stable', '2028-06-30'), v('3.10', 'legacy', '2025-01-01', false)], today);
    expect(list.map((x) => x.name)).toEqual(['4.2.1', '4.3.0-rc1', '4.1.3']);
    expect(isPastEndOfLife(list[2]!, today)).toBe(true);
  });
});
