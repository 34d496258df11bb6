import dns from 'node:dns';
import os from 'node:os';
import { addressBytes, classifyAddress } from '@/features/alerts/address-policy';

/**
 * Where a notification may go: the address policy (features/alerts/address-policy.ts: the metadata
 * service, link-local, multicast, broadcast and unspecified never; private ranges only unless the
 * operator forbids them, ALERT_FORBID_PRIVATE_TARGETS=1), and never this server's own listening
 * address and port (a loop). The same rules run when a channel is added and at every connection,
 * on the addresses the host name resolves to then (through `guardedLookup`), so a name that
 * resolves elsewhere later (DNS rebinding) is caught where it matters.
 */
export interface TargetRules {
  /** This server's listening address, once it listens. */
  self: () => { host: string; port: number } | undefined;
  forbidPrivate: boolean;
  /** Resolves a host name to its addresses; the system's resolver unless a test puts its own. */
  resolve?: (host: string) => Promise<dns.LookupAddress[]>;
}

const systemResolve = (host: string) => dns.promises.lookup(host, { all: true });

function localAddresses(): Set<string> {
  return new Set(
    Object.values(os.networkInterfaces())
      .flat()
      .flatMap((i) => (i ? [classifyAddress(i.address)?.judged ?? i.address] : [])),
  );
}

/** True when `ip`:`port` reaches this server: its bound address, any loopback, an unspecified address, or (bound to all) any of its interfaces. */
function reachesSelf(judged: string, port: number, rules: TargetRules): boolean {
  const self = rules.self();
  if (!self || port !== self.port) return false;
  const bound = classifyAddress(self.host)?.judged ?? self.host;
  const loopOrAny = (a: string) => a === '::' || a === '::1' || /^(127|0)\./.test(a);
  if (judged === bound || loopOrAny(judged)) return true;
  return (bound === '0.0.0.0' || bound === '::') && localAddresses().has(judged);
}

/** Why a connection to `ip`:`port` is refused, or undefined. */
export function addressRefusal(ip: string, port: number, rules: TargetRules): string | undefined {
  const c = classifyAddress(ip);
  if (!c) return `${ip} is not an address`;
  if (reachesSelf(c.judged, port, rules)) return `${ip}:${port} is this console server's own address: notifications to it would loop`;
  if (c.policy === 'refused') return c.reason;
  if (c.policy === 'private' && rules.forbidPrivate) return `${c.reason}, and this deployment forbids private targets`;
  return undefined;
}

export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/** The URL's host when it is an address (`[::1]` → `::1`), which a connection uses without a lookup; undefined for a name. */
export const literalHost = (url: URL) => (addressBytes(url.hostname) ? url.hostname.replace(/^\[(.*)\]$/, '$1') : undefined);

/** Resolves the address's host and checks every address it names: why it is refused, or undefined. */
export async function targetRefusal(raw: string, rules: TargetRules): Promise<string | undefined> {
  const url = new URL(raw);
  const literal = literalHost(url);
  let ips: string[];
  try {
    ips = literal ? [literal] : (await (rules.resolve ?? systemResolve)(url.hostname)).map((a) => a.address);
  } catch {
    return `${url.hostname} could not be resolved`;
  }
  if (ips.length === 0) return `${url.hostname} could not be resolved`;
  for (const ip of ips) {
    const refusal = addressRefusal(ip, portOf(url), rules);
    if (refusal) return refusal;
  }
  return undefined;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses what the rules refuse, on the addresses it is about to connect to. */
export function guardedLookup(port: number, rules: TargetRules) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    (rules.resolve ?? systemResolve)(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} could not be resolved`), { code: 'ENOTFOUND' }), '');
        const refused = addresses.map((a) => addressRefusal(a.address, port, rules)).find(Boolean);
        if (refused) return callback(Object.assign(new Error(refused), { code: 'EREFUSEDTARGET' }), '');
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}
