import type { Store } from '@/server/store/store';
import { Fail } from './context';

/** One limit on how often something may be done: at most `limit` in any `windowMs`, counted under `bucket`. */
export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
  /** Why it is refused, given how many were done in the window and the wait in words ("9 min", "40 s"). */
  reason: (done: number, wait: string) => string;
  field?: string;
}

/**
 * Recent accepted actions per control plane, by bucket. Kept in memory: a restart forgets them, which at
 * worst allows one more window's worth. Handlers run one at a time (the store's transaction is synchronous),
 * so a check and its count are one step: requests sent at once are counted one after another.
 */
const recent = new WeakMap<Store, Map<string, { windowMs: number; times: number[] }>>();
/** Buckets kept before the ones whose windows have passed are dropped (an invitation's bucket outlives it otherwise). */
const SWEEP_AT = 1000;

/** "7 s", "10 min": how long to wait, as the Reason says it (Retry-After carries the seconds). */
export function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/**
 * Counts one more action if every limit allows it; else refuses with 429 (Quota-Exceed with Retry-After,
 * which the console reads as a rate limit to wait out) naming the limit that keeps it waiting longest.
 */
export function takeTurn(store: Store, now: number, limits: readonly RateLimit[]): void {
  let byBucket = recent.get(store);
  if (!byBucket) recent.set(store, (byBucket = new Map()));
  if (byBucket.size > SWEEP_AT) {
    for (const [bucket, { windowMs, times }] of byBucket) if (times.every((t) => t <= now - windowMs)) byBucket.delete(bucket);
  }
  const counted = limits.map((l) => ({ l, times: (byBucket.get(l.bucket)?.times ?? []).filter((t) => t > now - l.windowMs) }));
  const refused = counted
    .filter(({ l, times }) => times.length >= l.limit)
    .map(({ l, times }) => ({ l, done: times.length, wait: Math.max(1, Math.ceil((times[times.length - l.limit]! + l.windowMs - now) / 1000)) }))
    .sort((a, b) => b.wait - a.wait)[0];
  for (const { l, times } of counted) {
    if (!refused) times.push(now);
    byBucket.set(l.bucket, { windowMs: l.windowMs, times });
  }
  if (refused) {
    const { l, done, wait } = refused;
    throw new Fail('Quota-Exceed', l.reason(done, waitText(wait)), l.field ?? '', undefined, { 'Retry-After': String(wait) });
  }
}
