import { describe, expect, it } from 'vitest';
import ipaddr from 'ipaddr.js';
import { formatIp, isIPv4Mapped, maskIp, parseIPv4, parseIPv6, samePrefix } from './ip';

// A small seeded generator, so a failure names an input that can be replayed.
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
}

/** Random addresses with runs of zeros, written in the many ways people type them. */
function samples(count: number) {
  const r = rng(42);
  const out: { bytes: number[]; texts: string[] }[] = [];
  for (let n = 0; n < count; n++) {
    const groups = Array.from({ length: 8 }, () => (r() < 0.45 ? 0 : Math.floor(r() * 0x10000)));
    const bytes = groups.flatMap((g) => [g >> 8, g & 0xff]);
    const full = groups.map((g) => g.toString(16));
    const texts = [full.join(':'), full.join(':').toUpperCase(), groups.map((g) => g.toString(16).padStart(4, '0')).join(':')];
    // Compress each run of zeros in turn.
    for (let i = 0; i < 8; i++) {
      for (let j = i + 1; j <= 8; j++) {
        if (groups.slice(i, j).every((g) => g === 0)) texts.push(`${full.slice(0, i).join(':')}::${full.slice(j).join(':')}`);
      }
    }
    texts.push(`${full.slice(0, 6).join(':')}:${bytes.slice(12).join('.')}`);
    out.push({ bytes, texts });
  }
  return out;
}

describe('IP parsing and formatting agree with ipaddr.js', () => {
  it('parses every text form of 400 random IPv6 addresses to the same bytes and the same RFC 5952 text', () => {
    let checked = 0;
    for (const { bytes, texts } of samples(400)) {
      for (const t of texts) {
        const mine = parseIPv6(t);
        expect(mine, t).toEqual(bytes);
        expect(mine, t).toEqual(ipaddr.IPv6.parse(t).toByteArray());
        expect(formatIp(mine!), t).toBe(ipaddr.IPv6.parse(t).toString());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('parses and formats random IPv4 addresses like ipaddr.js', () => {
    const r = rng(7);
    for (let n = 0; n < 2000; n++) {
      const bytes = Array.from({ length: 4 }, () => Math.floor(r() * 256));
      const text = bytes.join('.');
      expect(parseIPv4(text)).toEqual(ipaddr.IPv4.parse(text).toByteArray());
      expect(formatIp(bytes)).toBe(ipaddr.IPv4.parse(text).toString());
    }
  });

  it('masks and matches prefixes like ipaddr.js', () => {
    const r = rng(99);
    for (const { bytes, texts } of samples(150)) {
      const prefix = Math.floor(r() * 129);
      const network = ipaddr.IPv6.networkAddressFromCIDR(`${texts[0]}/${prefix}`);
      expect(formatIp(maskIp(bytes, prefix))).toBe(network.toString());
      const other = bytes.map((b, i) => (i === 15 ? b ^ 1 : b));
      expect(samePrefix(bytes, other, prefix)).toBe(ipaddr.IPv6.parse(formatIp(bytes)).match(ipaddr.IPv6.parse(formatIp(other)), prefix));
    }
    for (let n = 0; n < 500; n++) {
      const bytes = Array.from({ length: 4 }, () => Math.floor(r() * 256));
      const prefix = Math.floor(r() * 33);
      expect(formatIp(maskIp(bytes, prefix))).toBe(ipaddr.IPv4.networkAddressFromCIDR(`${bytes.join('.')}/${prefix}`).toString());
    }
  });

  it('refuses what ipaddr.js refuses', () => {
    const bad = [
      '2001:db8:::1',
      ':::',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      '12345::',
      'g::1',
      ':1::',
      '1::2:',
      '1:2:3:4:5:6:7:8::',
      '::1.2.3',
      '1:2:3:4:5:6:7:1.2.3.4',
      '::256.1.1.1',
      '1::2:3:4:5:6:7:8',
    ];
    for (const t of bad) {
      expect(parseIPv6(t), t).toBeUndefined();
      expect(ipaddr.IPv6.isValid(t), t).toBe(false);
    }
  });

  it('is stricter than ipaddr.js where it must be: no octal, hex, short or leading-zero IPv4', () => {
    for (const t of ['010.0.0.1', '0x7f.0.0.1', '127.1', '2130706433', '1.2.3.04', '1.2.3.4.']) {
      expect(parseIPv4(t), t).toBeUndefined();
    }
    expect(parseIPv4('0.0.0.0')).toEqual([0, 0, 0, 0]);
    expect(parseIPv4('255.255.255.255')).toEqual([255, 255, 255, 255]);
    expect(parseIPv4('256.0.0.0')).toBeUndefined();
  });

  it('recognizes IPv4-mapped IPv6 addresses', () => {
    expect(isIPv4Mapped(parseIPv6('::ffff:10.0.0.1')!)).toBe(true);
    expect(isIPv4Mapped(parseIPv6('::ffff:a00:1')!)).toBe(true);
    expect(isIPv4Mapped(parseIPv6('::1')!)).toBe(false);
    expect(isIPv4Mapped([10, 0, 0, 1])).toBe(false);
  });
});
