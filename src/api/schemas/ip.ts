// IP addresses as bytes: strict parsing of the text forms people type into an
// allow list, RFC 5952 formatting, and prefix matching. (It replaces ipaddr.js,
// which accepts octal/hex IPv4 forms we refuse anyway and weighs 5 KB gzipped on
// the allow-list screen; a differential test checks both agree.)

export type Bytes = readonly number[];

const DECIMAL = /^(0|[1-9]\d{0,2})$/;

/** Strict dotted-quad IPv4 ("10.0.0.1"): four decimal numbers 0–255, no leading zeros. */
export function parseIPv4(text: string): Bytes | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => DECIMAL.test(p))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : undefined;
}

function groupsOf(text: string): number[] | undefined {
  if (text === '') return [];
  const groups: number[] = [];
  for (const g of text.split(':')) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return undefined;
    groups.push(parseInt(g, 16));
  }
  return groups;
}

/** IPv6 in any RFC 4291 text form: one "::" at most, an optional dotted-quad tail. */
export function parseIPv6(text: string): Bytes | undefined {
  let body = text;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (body.includes('.')) {
    const v4 = parseIPv4(body.slice(lastColon + 1));
    if (!v4 || lastColon < 0) return undefined;
    tail = [(v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!];
    // Keep the colon(s) before the IPv4 part only when they are a "::".
    body = body.slice(0, body.endsWith('::', lastColon + 1) ? lastColon + 1 : lastColon);
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !rest) return undefined;
  const given = head.length + rest.length + tail.length;
  let groups: number[];
  if (halves.length === 2) {
    // "::" stands for at least one group of zeros.
    if (given > 7) return undefined;
    groups = [...head, ...new Array<number>(8 - given).fill(0), ...rest, ...tail];
  } else {
    if (given !== 8) return undefined;
    groups = [...head, ...tail];
  }
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

/** The canonical text: dotted quad, or RFC 5952 (lower case, longest zero run as "::"). */
export function formatIp(bytes: Bytes): string {
  if (bytes.length === 4) return bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

/** The network address: the first `prefix` bits kept, the rest zero. */
export function maskIp(bytes: Bytes, prefix: number): Bytes {
  return bytes.map((b, i) => {
    const keep = Math.max(0, Math.min(8, prefix - 8 * i));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
}

/** True when both addresses share their first `prefix` bits. */
export function samePrefix(a: Bytes, b: Bytes, prefix: number): boolean {
  if (a.length !== b.length) return false;
  const ma = maskIp(a, prefix);
  const mb = maskIp(b, prefix);
  return ma.every((x, i) => x === mb[i]);
}

/** ::ffff:a.b.c.d, an IPv4 address carried in IPv6. */
export function isIPv4Mapped(bytes: Bytes): boolean {
  return bytes.length === 16 && bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
}
