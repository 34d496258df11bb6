import { formatIp, isIPv4Mapped, maskIp, parseIPv4, parseIPv6, type Bytes } from './ip';

// The allow list's address grammar: what a person may type and the form the console
// sends. The maths on ranges (containment, overlaps, sizes) is in src/lib/cidr.ts.

export interface AllowListRange {
  ok: true;
  kind: 'ipv4' | 'ipv6';
  address: Bytes;
  prefix: number;
  /** True when the input was a single address rather than a range. */
  single: boolean;
  /** The form the console sends: canonical address, or network/prefix. */
  normalized: string;
}
export type ParsedAddress = AllowListRange | { ok: false; error: string };

function fail(error: string): ParsedAddress {
  return { ok: false, error };
}

function show(address: Bytes): string {
  return isIPv4Mapped(address) ? `::ffff:${formatIp(address.slice(12))}` : formatIp(address);
}

function parseHost(text: string): Bytes | string {
  if (text.includes('%')) return 'Zone ids (the part after %) are not allowed in an allow list';
  if (text.includes(':')) return parseIPv6(text) ?? `"${text}" is not a valid IPv6 address`;
  if (!/^[0-9.]+$/.test(text)) return `"${text}" is not an IP address or CIDR range`;
  const v4 = parseIPv4(text);
  if (v4) return v4;
  const parts = text.split('.');
  if (parts.length !== 4) return `"${text}" must have four numbers separated by dots`;
  if (parts.some((p) => p.length > 1 && p.startsWith('0'))) return `"${text}" has a number with a leading zero, which is ambiguous`;
  return parts.some((p) => p === '') ? `"${text}" must have four numbers separated by dots` : `"${text}" has a number above 255`;
}

/** Parses an address or CIDR range as typed in the allow list form. */
export function parseAllowListAddress(input: string): ParsedAddress {
  const text = input.trim();
  if (text === '') return fail('An address or range is required');
  if (text.length > 64) return fail('That is too long to be an address or range');
  const slash = text.indexOf('/');
  const host = parseHost(slash === -1 ? text : text.slice(0, slash));
  if (typeof host === 'string') return fail(host);
  const kind = host.length === 4 ? 'ipv4' : 'ipv6';
  const max = kind === 'ipv4' ? 32 : 128;
  if (slash === -1) {
    return { ok: true, kind, address: host, prefix: max, single: true, normalized: show(host) };
  }
  const prefixText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) {
    return fail(`The prefix must be a whole number from 0 to ${max}`);
  }
  const prefix = Number(prefixText);
  const network = maskIp(host, prefix);
  if (network.some((b, i) => b !== host[i])) {
    return fail(`Host bits set: did you mean ${formatIp(network)}/${prefix}?`);
  }
  const normalized = prefix === max ? show(host) : `${show(host)}/${prefix}`;
  return { ok: true, kind, address: host, prefix, single: prefix === max, normalized };
}
