import { describe, expect, it } from 'vitest';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { findOverlaps, isWideRange, parsePastedEntries, rangeContainsIp, rangeSize } from './cidr';

const norm = (s: string) => {
  const r = parseAllowListAddress(s);
  return r.ok ? r.normalized : `error: ${r.error}`;
};

describe('allow-list addresses', () => {
  it('accepts and normalizes IPv4 and IPv6 addresses and ranges', () => {
    expect(norm('10.0.0.1')).toBe('10.0.0.1');
    expect(norm(' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    expect(norm('192.0.2.7/32')).toBe('192.0.2.7');
    expect(norm('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(norm('2001:0db8:85a3:0000::/48')).toBe('2001:db8:85a3::/48');
    expect(norm('::1')).toBe('::1');
    expect(norm('::ffff:192.0.2.1')).toBe('::ffff:192.0.2.1');
    expect(norm('0.0.0.0/0')).toBe('0.0.0.0/0');
  });

  it('explains host bits with the range that was probably meant', () => {
    expect(norm('10.1.2.3/8')).toBe('error: Host bits set: did you mean 10.0.0.0/8?');
    expect(norm('2001:db8::1/32')).toBe('error: Host bits set: did you mean 2001:db8::/32?');
  });

  it('rejects bad prefixes with their range', () => {
    expect(norm('10.0.0.0/33')).toBe('error: The prefix must be a whole number from 0 to 32');
    expect(norm('10.0.0.0/-1')).toBe('error: The prefix must be a whole number from 0 to 32');
    expect(norm('2001:db8::/129')).toBe('error: The prefix must be a whole number from 0 to 128');
    expect(norm('10.0.0.0/')).toMatch(/prefix/);
    expect(norm('10.0.0.0/8.5')).toMatch(/prefix/);
  });

  it('rejects malformed addresses precisely', () => {
    expect(norm('256.1.1.1')).toMatch(/above 255/);
    expect(norm('1.2.3')).toMatch(/four numbers/);
    expect(norm('010.0.0.1')).toMatch(/leading zero/);
    expect(norm('2001:db8:::1')).toMatch(/not a valid IPv6/);
    expect(norm('fe80::1%eth0')).toMatch(/Zone ids/);
    expect(norm('example.com')).toMatch(/not an IP address/);
    expect(norm('<script>')).toMatch(/not an IP address/);
    expect(norm('')).toMatch(/required/);
    expect(norm('1'.repeat(100))).toMatch(/too long/);
  });

  it('finds containment and duplicates', () => {
    expect(rangeContainsIp('10.0.0.0/8', '10.200.3.4')).toBe(true);
    expect(rangeContainsIp('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(rangeContainsIp('127.0.0.1', '::ffff:127.0.0.1')).toBe(true);
    expect(rangeContainsIp('2001:db8::/32', '2001:db8:1::5')).toBe(true);
    expect(rangeContainsIp('10.0.0.0/8', '2001:db8::1')).toBe(false);
    expect(findOverlaps(['10.0.0.0/8', '10.1.0.0/16', '192.168.0.1', '192.168.0.1/32'])).toEqual([
      { a: '10.0.0.0/8', b: '10.1.0.0/16', relation: 'contains' },
      { a: '192.168.0.1', b: '192.168.0.1/32', relation: 'duplicate' },
    ]);
  });

  it('sizes ranges and flags very wide ones', () => {
    const r = (s: string) => {
      const p = parseAllowListAddress(s);
      if (!p.ok) throw new Error(p.error);
      return p;
    };
    expect(rangeSize(r('203.0.113.0/24'))).toBe('256');
    expect(rangeSize(r('2001:db8::/48'))).toBe('2^80');
    expect(isWideRange(r('0.0.0.0/0'))).toBe(true);
    expect(isWideRange(r('10.0.0.0/8'))).toBe(false);
    expect(isWideRange(r('::/0'))).toBe(true);
  });

  it('splits pasted lines with notes after a comma or a space, each line judged alone', () => {
    const lines = parsePastedEntries('198.51.100.0/24, Branch office\n\n10.0.0.300 typo\n2001:db8::/48 VPN users');
    expect(lines.map((l) => [l.line, l.cidr, l.note, l.result.ok])).toEqual([
      [1, '198.51.100.0/24', 'Branch office', true],
      [3, '10.0.0.300', 'typo', false],
      [4, '2001:db8::/48', 'VPN users', true],
    ]);
  });

  it('skips # comment lines (issue 32)', () => {
    const lines = parsePastedEntries('# offices\n198.51.100.0/24 Paris\n   # VPN below\n2001:db8::/48');
    expect(lines.map((l) => [l.line, l.cidr])).toEqual([
      [2, '198.51.100.0/24'],
      [4, '2001:db8::/48'],
    ]);
  });
});
