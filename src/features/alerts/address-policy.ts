import { formatIp, parseIPv4, parseIPv6, samePrefix, type Bytes } from '@/api/schemas/ip';

/**
 * Where a notification may go, decided on the address itself (a URL's host, or what a host name
 * resolves to when the server connects). `refused`: never, whatever the deployment (the cloud
 * metadata service, link-local, multicast, broadcast, unspecified, reserved); `private`: refused
 * only where the operator forbids private targets (ALERT_FORBID_PRIVATE_TARGETS=1), since an
 * Alertmanager or a relay on loopback or the same network is the common case; `allowed`.
 * An IPv4 address carried in IPv6 (mapped, compatible, translated, NAT64, 6to4, Teredo) is judged
 * as that IPv4 address, so `[::ffff:169.254.169.254]` is no way around `169.254.169.254`.
 * Bytes from `api/schemas/ip` (not ipaddr.js, 5 KB gzipped on the dialog): the unit test holds
 * the ranges to ipaddr.js's own.
 */
export type AddressPolicy = 'allowed' | 'private' | 'refused';

export interface AddressClass {
  policy: AddressPolicy;
  /** The address judged: the IPv4 address when one is carried in IPv6, else the address itself (canonical text). */
  judged: string;
  /** What the range is, in words ("a link-local address (169.254.0.0/16)"); empty when allowed. */
  range: string;
  /** Why it is refused, as a sentence that names the address; empty when allowed. */
  reason: string;
}

type Range = readonly [network: string, prefix: number, policy: Exclude<AddressPolicy, 'allowed'>, words: string];

// First match wins: a single address before the range that holds it.
const V4: readonly Range[] = [
  ['169.254.169.254', 32, 'refused', 'the cloud metadata service (169.254.169.254)'],
  ['100.100.100.200', 32, 'refused', 'a cloud metadata service (100.100.100.200)'],
  ['0.0.0.0', 8, 'refused', 'an unspecified address (0.0.0.0/8), which reaches this machine itself'],
  ['169.254.0.0', 16, 'refused', 'a link-local address (169.254.0.0/16)'],
  ['224.0.0.0', 4, 'refused', 'a multicast address (224.0.0.0/4)'],
  ['255.255.255.255', 32, 'refused', 'the broadcast address (255.255.255.255)'],
  ['240.0.0.0', 4, 'refused', 'a reserved address (240.0.0.0/4)'],
  ['127.0.0.0', 8, 'private', 'a loopback address (127.0.0.0/8)'],
  ['10.0.0.0', 8, 'private', 'a private address (10.0.0.0/8)'],
  ['172.16.0.0', 12, 'private', 'a private address (172.16.0.0/12)'],
  ['192.168.0.0', 16, 'private', 'a private address (192.168.0.0/16)'],
  ['100.64.0.0', 10, 'private', 'a shared address (100.64.0.0/10, carrier-grade NAT)'],
  ['198.18.0.0', 15, 'private', 'a benchmarking address (198.18.0.0/15)'],
  ['192.0.0.0', 24, 'private', 'an IETF protocol address (192.0.0.0/24)'],
  ['192.88.99.0', 24, 'private', 'a reserved address (192.88.99.0/24, the former 6to4 relays)'],
  ['192.0.2.0', 24, 'private', 'a documentation address (192.0.2.0/24)'],
  ['198.51.100.0', 24, 'private', 'a documentation address (198.51.100.0/24)'],
  ['203.0.113.0', 24, 'private', 'a documentation address (203.0.113.0/24)'],
];

const V6: readonly Range[] = [
  ['fd00:ec2::254', 128, 'refused', 'the cloud metadata service (fd00:ec2::254)'],
  ['::', 128, 'refused', 'the unspecified address (::), which reaches this machine itself'],
  ['::1', 128, 'private', 'the loopback address (::1)'],
  ['fe80::', 10, 'refused', 'a link-local address (fe80::/10)'],
  ['ff00::', 8, 'refused', 'a multicast address (ff00::/8)'],
  ['100::', 64, 'refused', 'a discard-only address (100::/64)'],
  ['fc00::', 7, 'private', 'a unique-local address (fc00::/7)'],
  ['fec0::', 10, 'private', 'a site-local address (fec0::/10)'],
  ['2001:db8::', 32, 'private', 'a documentation address (2001:db8::/32)'],
];

const parsed = (ranges: readonly Range[], parse: (t: string) => Bytes | undefined) =>
  ranges.map(([net, prefix, policy, words]) => ({ bytes: parse(net)!, prefix, policy, words }));
const V4_RANGES = parsed(V4, parseIPv4);
const V6_RANGES = parsed(V6, parseIPv6);

// Where IPv6 carries an IPv4 address: the prefix, and the offset of the four bytes (Teredo's are inverted).
const CARRIERS: readonly { net: Bytes; prefix: number; at: number; inverted?: boolean }[] = [
  { net: parseIPv6('::ffff:0:0')!, prefix: 96, at: 12 }, // mapped
  { net: parseIPv6('::')!, prefix: 96, at: 12 }, // compatible (:: and ::1 are matched before)
  { net: parseIPv6('::ffff:0:0:0')!, prefix: 96, at: 12 }, // translated (RFC 6145)
  { net: parseIPv6('64:ff9b::')!, prefix: 96, at: 12 }, // NAT64 (RFC 6052)
  { net: parseIPv6('64:ff9b:1::')!, prefix: 48, at: 12 }, // local-use NAT64 (RFC 8215)
  { net: parseIPv6('2002::')!, prefix: 16, at: 2 }, // 6to4
  { net: parseIPv6('2001::')!, prefix: 32, at: 12, inverted: true }, // Teredo's client
];

/** The IPv4 address an IPv6 address carries, or undefined. */
export function carriedIPv4(bytes: Bytes): Bytes | undefined {
  if (bytes.length !== 16) return undefined;
  const carrier = CARRIERS.find((c) => samePrefix(bytes, c.net, c.prefix));
  const v4 = carrier && bytes.slice(carrier.at, carrier.at + 4);
  return v4 && carrier.inverted ? v4.map((b) => b ^ 0xff) : v4;
}

/** The address in a URL's host or a lookup's answer (`[::1]`, `::1`, `127.0.0.1`) as bytes; undefined for a name. */
export function addressBytes(host: string): Bytes | undefined {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return parseIPv4(bare) ?? parseIPv6(bare);
}

/** The class of an address (see AddressPolicy); undefined when `host` is a name, not an address. */
export function classifyAddress(host: string): AddressClass | undefined {
  const bytes = addressBytes(host);
  if (!bytes) return undefined;
  const shown = formatIp(bytes);
  const exact = bytes.length === 16 && V6_RANGES.find((r) => r.prefix === 128 && samePrefix(bytes, r.bytes, 128));
  const v4 = exact ? undefined : bytes.length === 4 ? bytes : carriedIPv4(bytes);
  const judged = v4 ?? bytes;
  const range = (v4 ? V4_RANGES : V6_RANGES).find((r) => samePrefix(judged, r.bytes, r.prefix));
  if (!range) return { policy: 'allowed', judged: formatIp(judged), range: '', reason: '' };
  const subject = v4 && bytes.length === 16 ? `${shown} carries ${formatIp(v4)}, ${range.words}` : `${shown} is ${range.words}`;
  return {
    policy: range.policy,
    judged: formatIp(judged),
    range: range.words,
    reason: range.policy === 'refused' ? `${subject}: notifications never go there` : subject,
  };
}

/** Why a URL's host can never take notifications (its address is refused whatever the deployment), or undefined. */
export function hostRefusal(hostname: string): string | undefined {
  const c = classifyAddress(hostname);
  return c?.policy === 'refused' ? c.reason : undefined;
}
