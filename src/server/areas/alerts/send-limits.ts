import type { RateLimit } from '@/server/kernel/rate-window';
/**
 * How many notifications are in flight at once, and how often an owner may test a channel. Each
 * send holds a connection until its receiver answers or its time limit passes (ALERT_SEND_TIMEOUT_MS),
 * so without a bound a receiver that never answers, tested 60 times at once, held 60 connections.
 *
 * Tests and alert deliveries count apart, so that tests never hold a slot a real alert needs.
 * - A test past its bound is refused at once (429, Retry-After when a slot frees): it is answered
 *   in the owner's request, so a queue would only move the held connection to the console's side.
 * - A delivery past its bound stays pending in the store (itself capped, MAX_DELIVERIES) and is
 *   sent when a slot frees: one at a time per channel, so a channel hears its alerts in order.
 * Kept in memory, per control plane. How often a channel is tested is counted as every rate is (testTurn below).
 */
export const SEND_BOUNDS = {
  test: { channel: 1, org: 2 },
  delivery: { channel: 1, org: 4 },
} as const;
/** Test notifications a channel takes in a minute. */
export const TESTS_PER_CHANNEL_PER_MINUTE = 5;
const MINUTE = 60_000;

/** A channel's tests: TESTS_PER_CHANNEL_PER_MINUTE in any minute, counted by takeTurn (kernel/rate-window.ts). */
export function testTurn(channel: { id: string; name: string }): RateLimit {
  return {
    bucket: `alert-test:${channel.id}`,
    limit: TESTS_PER_CHANNEL_PER_MINUTE,
    windowMs: MINUTE,
    reason: (done, wait) => `Channel "${channel.name}" was sent ${done} test notifications in the last minute, the most it takes; try again in ${wait}`,
  };
}

export type SendKind = keyof typeof SEND_BOUNDS;

/** A refusal: why, and the seconds until trying again may succeed. */
export interface Busy {
  reason: string;
  retryAfterS: number;
}

export class SendLimits {
  /** Start times of the sends in flight, by `kind:org:id` and `kind:channel:id`. */
  private readonly inFlight = new Map<string, number[]>();

  constructor(
    private readonly timeoutMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  /** When the oldest send of `key` gives up at the latest: the earliest a slot frees. */
  private freesIn = (key: string) => this.seconds(Math.min(...this.inFlight.get(key)!) + this.timeoutMs - this.now());

  /** A slot for one send (call `release` when it is over), or why not now. */
  start(kind: SendKind, orgId: string, channel: { id: string; name: string }): { release: () => void } | Busy {
    const keys = { channel: `${kind}:channel:${channel.id}`, org: `${kind}:org:${orgId}` };
    const bounds = SEND_BOUNDS[kind];
    const full = (['channel', 'org'] as const).find((scope) => (this.inFlight.get(keys[scope])?.length ?? 0) >= bounds[scope]);
    if (full) {
      const wait = this.freesIn(keys[full]);
      const reason =
        full === 'channel'
          ? `A test notification to channel "${channel.name}" is still waiting for its receiver (one at a time); try again in ${wait} s`
          : `This organization's test notifications are still waiting for their receivers (${bounds.org} at a time); try again in ${wait} s`;
      return { reason, retryAfterS: wait };
    }
    const at = this.now();
    for (const key of Object.values(keys)) this.inFlight.set(key, [...(this.inFlight.get(key) ?? []), at]);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        for (const key of Object.values(keys)) {
          const left = this.inFlight.get(key)!;
          left.splice(left.indexOf(at), 1);
          if (left.length) this.inFlight.set(key, left);
          else this.inFlight.delete(key);
        }
      },
    };
  }
}
