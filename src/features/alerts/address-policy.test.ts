import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { classifyAddress, hostRefusal, type AddressPolicy } from './address-policy';
import { channelUrlProblem } from './alerts-body';

const policyOf = (host: string) => classifyAddress(host)?.policy;
const hostOf = (url: string) => new URL(url).hostname;

describe('the address policy of notification channels', () => {
  it('refuses, whatever the deployment, the metadata service, link-local, multicast, broadcast, unspecified and what carries them', () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00:ec2::254]/latest/meta-data',
      'http://169.254.1.1/',
      'http://[fe80::1]/',
      'http://[febf::1]/',
      'http://224.0.0.1/',
      'http://239.255.255.250/',
      'http://[ff02::1]/',
      'http://255.255.255.255/',
      'http://0.0.0.0/',
      'http://0/',
      'http://[::]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[64:ff9b::169.254.169.254]/',
      'http://[::169.254.169.254]/',
      'http://[2002:a9fe:a9fe::1]/',
      'http://[::ffff:0.0.0.0]/',
      'http://[::ffff:224.0.0.1]/',
    ])
      expect(policyOf(hostOf(url)), url).toBe('refused');
  });

  it('leaves loopback, private and other local ranges to the operator (private), including their IPv6 forms', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://10.1.2.3/',
      'http://172.31.255.255/',
      'http://192.168.0.10/',
      'http://100.64.0.1/',
      'http://198.18.0.1/',
      'http://198.19.255.255/',
      'http://[fd12:3456::1]/',
      'http://[2002:c0a8:0001::1]/',
    ])
      expect(policyOf(hostOf(url)), url).toBe('private');
    for (const url of ['http://8.8.8.8/', 'http://[2606:4700::1111]/', 'http://[64:ff9b::808:808]/', 'http://198.20.0.1/'])
      expect(policyOf(hostOf(url)), url).toBe('allowed');
    expect(classifyAddress('hooks.example.com')).toBeUndefined();
  });

  it('names the address, what it carries and the range in its reason; the form says the same beside the address', () => {
    expect(hostRefusal('[64:ff9b::a9fe:a9fe]')).toBe(
      '64:ff9b::a9fe:a9fe carries 169.254.169.254, the cloud metadata service (169.254.169.254): notifications never go there',
    );
    expect(classifyAddress('[::7f00:1]')!.reason).toBe('::7f00:1 carries 127.0.0.1, a loopback address (127.0.0.0/8)');
    expect(channelUrlProblem('http://0/hook')).toBe(hostRefusal('0.0.0.0'));
    expect(channelUrlProblem('http://[fd00:ec2::254]/')).toMatch(/^fd00:ec2::254 is the cloud metadata service/);
    expect(channelUrlProblem('http://127.0.0.1:9093/api/v2/alerts')).toBeUndefined();
  });

  it('classifies every IPv4 address as ipaddr.js ranges it', () => {
    const expected = (a: ipaddr.IPv4): AddressPolicy => {
      const text = a.toString();
      if (text === '169.254.169.254' || text === '100.100.100.200') return 'refused';
      switch (a.range()) {
        case 'unspecified':
        case 'broadcast':
        case 'multicast':
        case 'linkLocal':
          return 'refused';
        case 'reserved':
          return a.match(ipaddr.IPv4.parse('240.0.0.0'), 4) ? 'refused' : 'private';
        case 'loopback':
        case 'private':
        case 'carrierGradeNat':
          return 'private';
        default:
          return 'allowed';
      }
    };
    fc.assert(
      fc.property(fc.ipV4(), (text) => {
        expect(policyOf(text), text).toBe(expected(ipaddr.IPv4.parse(text)));
      }),
      { numRuns: 5000 },
    );
  });

  it('judges an IPv4 address carried in IPv6 (mapped, compatible, NAT64, 6to4) as the IPv4 address', () => {
    fc.assert(
      fc.property(fc.ipV4(), (text) => {
        const v4 = ipaddr.IPv4.parse(text);
        const [a, b, c, d] = v4.octets.map((o) => o.toString(16).padStart(2, '0'));
        const forms = [v4.toIPv4MappedAddress().toString(), `64:ff9b::${text}`, `2002:${a}${b}:${c}${d}::1`];
        // ::0.0.0.0 and ::0.0.0.1 are IPv6's own unspecified and loopback addresses.
        if (v4.octets.slice(0, 3).some((o) => o > 0) || v4.octets[3]! > 1) forms.push(`::${text}`);
        for (const form of forms) {
          expect(policyOf(`[${ipaddr.IPv6.parse(form).toString()}]`), form).toBe(policyOf(text));
          expect(classifyAddress(form)!.judged, form).toBe(text);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('classifies IPv6 ranges as ipaddr.js does', () => {
    const byRange: Record<string, AddressPolicy> = {
      linkLocal: 'refused',
      multicast: 'refused',
      discard: 'refused',
      uniqueLocal: 'private',
      deprecatedSiteLocal: 'private',
    };
    const prefixes = ['fe80', 'febf', 'ff02', 'ff0e', 'fc00', 'fdff', 'fec0', '0100:0000:0000:0000', '2606', '2a00'];
    fc.assert(
      fc.property(fc.constantFrom(...prefixes), fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 7, maxLength: 7 }), (head, tail) => {
        const groups = [...head.split(':'), ...tail.map((g) => g.toString(16))].slice(0, 8);
        const a = ipaddr.IPv6.parse(groups.join(':'));
        const text = a.toString();
        if (text === 'fd00:ec2::254') return;
        expect(policyOf(`[${text}]`), text).toBe(byRange[a.range()] ?? 'allowed');
      }),
      { numRuns: 3000 },
    );
  });
});
