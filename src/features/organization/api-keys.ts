const DAY = 86_400_000;
/** A key this close to its end is flagged. */
export const SOON_DAYS = 14;

export type KeyExpiry = 'expired' | 'soon' | 'ok' | 'unknown';

export function keyExpiry(expiresAt: string, now: number): KeyExpiry {
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return 'unknown';
  if (at <= now) return 'expired';
  return at - now <= SOON_DAYS * DAY ? 'soon' : 'ok';
}

/** The lifetimes offered when creating a key, in days. */
export const keyLifetimes = [30, 90, 365] as const;

/**
 * Whether the service's redacted form of a key (its first and last characters) fits the masked form of the key in
 * use (lib/mask-secret.ts: its first and last four): all the page knows of it, since the server keeps it.
 */
export function isKeyInUse(redacted: string, masked: string | undefined): boolean {
  const shown = masked?.split(/•+/);
  const parts = redacted.split(/(?:…|\*{2,}|\.{3,}|•+)/);
  if (!shown || shown.length !== 2 || parts.length !== 2) return false;
  const [start, end] = parts as [string, string];
  const [knownStart, knownEnd] = shown as [string, string];
  const fits = (a: string, b: string, at: 'start' | 'end') => (at === 'start' ? a.startsWith(b) || b.startsWith(a) : a.endsWith(b) || b.endsWith(a));
  const matched = Math.min(start.length, knownStart.length) + Math.min(end.length, knownEnd.length);
  return matched >= 4 && fits(start, knownStart, 'start') && fits(end, knownEnd, 'end');
}
