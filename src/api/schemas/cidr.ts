import { formatIp, isIPv4Mapped, maskIp, parseIPv4, parseIPv6, samePrefix, type Bytes } from './ip';

interface AllowListRange {
  ok: true;
  kind: 'ipv4' | 'ipv6';
  address: Bytes;
  prefix: number;
  /** True when the input was a single address rather than a range. */
  single: boolean;
  /** The form the console sends: canonical address, or network/prefix. */
  normalized: string;
}
type ParsedAddress = AllowListRange | { ok: false; error: string };

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

/** True when range `outer` covers every address of `inner`. */
export function covers(outer: AllowListRange, inner: AllowListRange): boolean {
  if (outer.kind !== inner.kind || outer.prefix > inner.prefix) return false;
  return samePrefix(inner.address, outer.address, outer.prefix);
}

/** True when the address (e.g. the caller's IP) falls inside the range. */
export function rangeContainsIp(range: string, ip: string): boolean {
  const r = parseAllowListAddress(range);
  const a = parseAllowListAddress(ip);
  if (!r.ok || !a.ok) return false;
  if (r.kind !== a.kind) {
    // An IPv4-mapped IPv6 caller (::ffff:10.0.0.1) is the IPv4 address.
    if (isIPv4Mapped(a.address)) return rangeContainsIp(range, formatIp(a.address.slice(12)));
    return false;
  }
  return covers(r, a);
}

/** How many addresses a range holds, as a readable figure. */
export function rangeSize(range: AllowListRange): string {
  const bits = (range.kind === 'ipv4' ? 32 : 128) - range.prefix;
  if (bits <= 40) return (2 ** bits).toLocaleString('en-US');
  return `2^${bits}`;
}

/** A range wide enough that allowing it mostly defeats the allow list. */
export function isWideRange(range: AllowListRange): boolean {
  return range.kind === 'ipv4' ? range.prefix < 8 : range.prefix < 32;
}

interface RangeRelation {
  a: string;
  b: string;
  relation: 'duplicate' | 'contains';
}

/** Duplicate and overlapping ranges among entries (by their cidr text). */
export function findOverlaps(cidrs: readonly string[]): RangeRelation[] {
  const parsed = cidrs
    .map((c) => ({ c, p: parseAllowListAddress(c) }))
    .filter((x): x is { c: string; p: AllowListRange } => x.p.ok);
  const out: RangeRelation[] = [];
  for (let i = 0; i < parsed.length; i++) {
    for (let j = i + 1; j < parsed.length; j++) {
      const x = parsed[i]!;
      const y = parsed[j]!;
      if (x.p.normalized === y.p.normalized) out.push({ a: x.c, b: y.c, relation: 'duplicate' });
      else if (covers(x.p, y.p)) out.push({ a: x.c, b: y.c, relation: 'contains' });
      else if (covers(y.p, x.p)) out.push({ a: y.c, b: x.c, relation: 'contains' });
    }
  }
  return out;
}

interface PastedLine {
  line: number;
  text: string;
  cidr: string;
  note: string;
  result: ParsedAddress;
}

/** Splits pasted text: one entry a line, an optional note after a comma or space; blank lines and `#` comments are skipped. */
export function parsePastedEntries(text: string): PastedLine[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter((l) => l.raw !== '' && !l.raw.startsWith('#'))
    .map(({ raw, line }) => {
      const m = /^([^\s,]+)\s*(?:[,\s]\s*(.*))?$/.exec(raw);
      const cidr = m?.[1] ?? raw;
      const note = (m?.[2] ?? '').trim();
      return { line, text: raw, cidr, note, result: parseAllowListAddress(cidr) };
    });
}
