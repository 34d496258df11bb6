import { describe, expect, it } from 'vitest';
import { formatBytes, formatMemory, formatSizeString, parseMemoryGiB } from './format';

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
