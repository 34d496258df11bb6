import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { TgVersion } from '@/kernel/meta-schema';
import { creatableVersions, daysToEndOfLife, isPastEndOfLife, upgradeTargets } from './versions';

describe('versions', () => {
  const v = (name: string, channel: string, eol: string, allow = true) => readAll(TgVersion, { name, channel, end_of_life: eol, allow_create: allow }).data;
  it('lists creatable versions, stable first, past end of life last', () => {
    const today = new Date('2026-11-21');
    const list = creatableVersions(
      [
        v('4.1.3', 'stable', '2026-09-30'),
        v('4.3.0-rc1', 'preview', '2027-03-31'),
        v('4.2.1', 'stable', '2028-06-30'),
        v('3.10', 'legacy', '2025-01-01', false),
      ],
      today,
    );
    expect(list.map((x) => x.name)).toEqual(['4.2.1', '4.3.0-rc1', '4.1.3']);
    expect(isPastEndOfLife(list[2]!, today)).toBe(true);
  });
});

describe('upgrades', () => {
  const v = (name: string, channel: string, eol: string, allowUpgrade: boolean, incompatible: string[] = []) =>
    readAll(TgVersion, { name, channel, end_of_life: eol, allow_create: true, allow_upgrade: allowUpgrade, incompatible_upgrades_from: incompatible }).data;
  const offered = [
    v('4.2.1', 'stable', '2028-06-30', true),
    v('4.3.0-rc1', 'preview', '2027-03-31', true, ['4.1.3']),
    v('4.2.0', 'stable', '2028-03-31', false),
    v('4.1.3', 'stable', '2026-09-30', true),
  ];
  const today = new Date('2026-11-23');

  it('offers what allows an upgrade, not the running version, not one that refuses it', () => {
    expect(upgradeTargets(offered, '4.1.3', today).map((x) => x.name)).toEqual(['4.2.1']);
    expect(upgradeTargets(offered, '4.2.0', today).map((x) => x.name)).toEqual(['4.2.1', '4.3.0-rc1', '4.1.3']);
  });

  it('counts the days to end of life, negative once past', () => {
    expect(daysToEndOfLife(offered[3]!, today)).toBeLessThan(0);
    expect(daysToEndOfLife(offered[1]!, today)).toBe(128);
    expect(daysToEndOfLife(v('x', 'stable', '', true), today)).toBeNaN();
  });
});
