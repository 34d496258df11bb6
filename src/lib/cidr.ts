import { formatIp, isIPv4Mapped, samePrefix } from '@/api/schemas/ip';
import { parseAllowListAddress, type AllowListRange, type ParsedAddress } from '@/api/schemas/cidr';

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
  const parsed = cidrs.map((c) => ({ c, p: parseAllowListAddress(c) })).filter((x): x is { c: string; p: AllowListRange } => x.p.ok);
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
