import { describe, expect, it } from 'vitest';
import { formatBytes, formatInstant, formatMemory, formatSizeString, parseMemoryGiB } from './format';

describe('formatting', () => {
  it('bytes in binary units', () => {
    expect([0, 1023, 1024, 1536, 10 * 1024 ** 3, 5.5 * 1024 ** 4].map(formatBytes)).toEqual(['0 B', '1023 B', '1 KiB', '1.5 KiB', '10 GiB', '5.5 TiB']);
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
