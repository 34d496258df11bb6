import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBytes, formatGiB, formatPlain, formatMemory, formatSignedGiB, formatSizeString, parseMemoryGiB } from './format';
import { quotaFigures } from '@/features/organization/quota';
import { formatInstant } from './format-time';

describe('formatting', () => {
  it('bytes in binary units', () => {
    expect([0, 1023, 1024, 1536, 10 * 1024 ** 3, 5.5 * 1024 ** 4].map(formatBytes)).toEqual(['0 B', '1023 B', '1 KiB', '1.5 KiB', '10 GiB', '5.5 TiB']);
    // Rounding up to 1024 moves to the next unit (fast-check found "1024 B" for 1023.5 bytes).
    expect([1023.5, 1023.9 * 1024 ** 2].map(formatBytes)).toEqual(['1 KiB', '1 GiB']);
  });
  it('memory as the service writes it', () => {
    expect([parseMemoryGiB('64Gi'), parseMemoryGiB('1Ti'), parseMemoryGiB('512'), parseMemoryGiB('2048Mi')]).toEqual([64, 1024, 512, 2]);
    expect(formatMemory('4096Gi')).toBe('4 TiB');
    expect(formatMemory('lots')).toBe('lots');
  });
});

describe('formatSizeString', () => {
  it.each([
    ['0', '0 B'],
    ['512', '512 B'],
    ['1536', '1.5 KiB'],
    ['5368709120', '5 GiB'],
    ['161061273600', '150 GiB'],
    ['1125899906842624', '1 PiB'],
    [' 1048576 ', '1 MiB'],
    [1048576, '1 MiB'],
  ])('%j is %s', (size, shown) => expect(formatSizeString(size)).toBe(shown));

  it.each(['', '-5', '1.5e9', '12 GB', 'n/a', null, undefined])('%j is unknown, not 0 B', (size) => expect(formatSizeString(size)).toBe('—'));
});

describe('formatInstant', () => {
  it.each([undefined, null, '', 0, '1970-01-01T00:00:00Z', 'not a date'])('reads %j as "unknown", never 1970', (value) => {
    expect(formatInstant(value)).toBe('unknown');
  });

  it('gives the second and names the zone, in the locale the browser has', () => {
    const text = formatInstant('2026-03-29T01:30:05Z', 'Europe/Berlin');
    expect(text).toMatch(/3:30:05/);
    expect(text).toMatch(/GMT\+2|CEST/);
    expect(text).toMatch(/2026/);
  });
});

describe('one formatter for sizes', () => {
  it('the service’s memory figures read as every other size: 1024Gi is 1 TiB, never beside "1024 GiB"', () => {
    expect(['16Gi', '1024Gi', '1536Gi', '4096Gi', '512Mi', '1Ti'].map(formatMemory)).toEqual(['16 GiB', '1 TiB', '1.5 TiB', '4 TiB', '512 MiB', '1 TiB']);
    expect(formatGiB(1024)).toBe(formatMemory('1024Gi'));
    expect(formatGiB(1024)).toBe(formatBytes(1024 ** 4));
    expect([formatSignedGiB(128), formatSignedGiB(-1024), formatSignedGiB(0)]).toEqual(['+128 GiB', '−1 TiB', '±0 B']);
  });

  it('a missing figure is "—", never "null", "NaN" or 0', () => {
    expect([formatGiB(null), formatGiB(undefined), formatGiB(Number.NaN), formatBytes(null), formatBytes(undefined)]).toEqual(['—', '—', '—', '—', '—']);
    expect([formatPlain(null), formatPlain(undefined), formatPlain(Number.NaN), formatPlain(''), formatPlain(7), formatPlain('v3')]).toEqual([
      '—',
      '—',
      '—',
      '—',
      '7',
      'v3',
    ]);
  });

  it('the quota’s memory reads in the same units as the sizes', () => {
    expect(quotaFigures({ label: 'Memory', used: 1536, limit: 4096, unit: 'GiB' })).toBe('1.5 TiB of 4 TiB');
    expect(quotaFigures({ label: 'Read-write workspaces', used: 3, limit: 24, unit: '' })).toBe('3 of 24');
  });

  it('any byte count: a number and one unit, at most four digits (1023 MiB, 1.5 TiB), reading back within half a per cent', () => {
    const units = { B: 1, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, TiB: 1024 ** 4, PiB: 1024 ** 5 } as const;
    fc.assert(
      fc.property(fc.double({ min: 1, max: 2 ** 53, noNaN: true }), (bytes) => {
        const m = /^(\d+(?:\.\d+)?) (B|KiB|MiB|GiB|TiB|PiB)$/.exec(formatBytes(bytes));
        expect(m).toBeTruthy();
        const figure = m![1]!;
        const unit = m![2]!;
        const back = Number(figure) * units[unit as keyof typeof units];
        expect(Math.abs(back - bytes) / bytes).toBeLessThanOrEqual(unit === 'B' ? 0.5 / bytes + 1e-9 : 0.005);
        // The largest unit that keeps the figure at 1 or more (up to PiB): never "1024 GiB" for a TiB.
        if (unit !== 'PiB') expect(Number(figure)).toBeLessThan(1024);
        expect(figure.replace('.', '').replace(/^0+/, '').length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('a larger size never reads smaller (GiB figures, as quotas and sizes carry them)', () => {
    const inBytes = (s: string) => {
      const [n, u] = s.split(' ');
      return Number(n) * 1024 ** ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'].indexOf(u!);
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1 << 22 }), fc.integer({ min: 1, max: 1 << 22 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(inBytes(formatGiB(lo))).toBeLessThanOrEqual(inBytes(formatGiB(hi)));
      }),
    );
  });
});
