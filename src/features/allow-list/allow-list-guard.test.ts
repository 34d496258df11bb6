import { describe, expect, it } from 'vitest';
import { changeLocksOut, enableLocksOut } from './allow-list-guard';

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
