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

/**
 * Whether a listed key is the one this console holds: its redacted form (the
 * visible start and end around a mask such as "…" or "****") fits the key.
 */
export function isKeyInUse(redacted: string, current: string | undefined): boolean {
  if (!current || !redacted) return false;
  const parts = redacted.split(/(?:…|\*{2,}|\.{3,}|•+)/);
  if (parts.length !== 2) return false;
  const [start, end] = parts as [string, string];
  if (start.length + end.length < 4 || start.length + end.length >= current.length) return false;
  return current.startsWith(start) && current.endsWith(end);
}

/** The lifetimes offered when creating a key, in days. */
export const keyLifetimes = [30, 90, 365] as const;
