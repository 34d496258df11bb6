import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';

/**
 * Where a notification may go. Never to this server's own listening address (a loop); and,
 * when the operator forbids private targets (ALERT_FORBID_PRIVATE_TARGETS=1), never to a
 * private, loopback, link-local or unique-local address. The same rules run when a channel
 * is added and at every connection (through `guardedLookup`), so a name that resolves
 * elsewhere later is caught where it matters.
 */
export interface TargetRules {
  /** This server's listening address, once it listens. */
  self: () => { host: string; port: number } | undefined;
  forbidPrivate: boolean;
}

const privateRanges = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateRanges.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateRanges.addSubnet(net6, prefix, 'ipv6');

/** An IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, or as URLs write it, `::ffff:7f00:1`) as its IPv4 address. */
function unmapped(ip: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (!hex) return ip;
  const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

export function isPrivateAddress(ip: string): boolean {
  const a = unmapped(ip);
  return privateRanges.check(a, net.isIPv4(a) ? 'ipv4' : 'ipv6');
}

const isLoopbackAddress = (ip: string) => {
  const a = unmapped(ip);
  return a === '::1' || a.startsWith('127.');
};

function localAddresses(): Set<string> {
  return new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .flatMap((i) => (i ? [i.address] : [])),
  );
}

/** Why a connection to `ip`:`port` is refused, or undefined. */
export function addressRefusal(ip: string, port: number, rules: TargetRules): string | undefined {
  const self = rules.self();
  const a = unmapped(ip);
  if (self && port === self.port) {
    const bound = unmapped(self.host.replace(/^\[|\]$/g, ''));
    const anyInterface = bound === '0.0.0.0' || bound === '::';
    if (a === bound || isLoopbackAddress(a) || (anyInterface && localAddresses().has(a)))
      return `${ip}:${port} is this console server's own address: notifications to it would loop`;
  }
  if (rules.forbidPrivate && isPrivateAddress(a)) return `${ip} is a private address, and this deployment forbids private targets`;
  return undefined;
}

export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/** Resolves the address's host and checks every address it names: why it is refused, or undefined. */
export async function targetRefusal(raw: string, rules: TargetRules): Promise<string | undefined> {
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let ips: string[];
  try {
    ips = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return `${host} could not be resolved`;
  }
  for (const ip of ips) {
    const refusal = addressRefusal(ip, portOf(url), rules);
    if (refusal) return refusal;
  }
  return undefined;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses what the rules refuse, at the moment of connecting. */
export function guardedLookup(port: number, rules: TargetRules) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const refused = addresses.map((a) => addressRefusal(a.address, port, rules)).find(Boolean);
      if (refused) return callback(Object.assign(new Error(refused), { code: 'EREFUSEDTARGET' }), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
