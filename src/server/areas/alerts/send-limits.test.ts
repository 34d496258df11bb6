import { describe, expect, it } from 'vitest';
import { SendLimits, testTurn } from './send-limits';
import { takeTurn } from '@/server/kernel/rate-window';
import type { Store } from '@/server/store/store';

const ops = { id: 'ch-1', name: 'Ops' };
const lan = { id: 'ch-2', name: 'Lan' };
const dev = { id: 'ch-3', name: 'Dev' };

describe('the bounds on sends', () => {
  it('tests: one per channel and two per organization in flight, told when a slot frees; deliveries count apart', () => {
    let now = 0;
    const limits = new SendLimits(10_000, () => now);
    const first = limits.start('test', 'org-a', ops);
    expect('release' in first).toBe(true);
    now = 4_000;
    expect(limits.start('test', 'org-a', ops)).toEqual({
      reason: 'A test notification to channel "Ops" is still waiting for its receiver (one at a time); try again in 6 s',
      retryAfterS: 6,
    });
    const second = limits.start('test', 'org-a', lan);
    expect(limits.start('test', 'org-a', dev)).toMatchObject({
      reason: expect.stringMatching(/^This organization's test notifications .* \(2 at a time\); try again in 6 s$/),
    });
    // Another organization, and the alert deliveries, have their own slots.
    expect('release' in limits.start('test', 'org-b', { id: 'ch-9', name: 'Theirs' })).toBe(true);
    expect('release' in limits.start('delivery', 'org-a', ops)).toBe(true);
    if (!('release' in first) || !('release' in second)) throw new Error('no slot');
    first.release();
    first.release();
    expect('release' in limits.start('test', 'org-a', dev)).toBe(true);
    expect('release' in limits.start('test', 'org-a', lan)).toBe(false);
  });

  it('deliveries: one per channel, four per organization', () => {
    const limits = new SendLimits(10_000);
    const channels = Array.from({ length: 6 }, (_, i) => ({ id: `ch-${i}`, name: `C${i}` }));
    const got = channels.map((c) => 'release' in limits.start('delivery', 'org-a', c));
    expect(got).toEqual([true, true, true, true, false, false]);
    expect('release' in limits.start('delivery', 'org-a', channels[0]!)).toBe(false);
  });

  it('five tests a channel a minute, counted over the last minute, as every rate is (kernel/rate-window.ts)', () => {
    const store = {} as Store;
    let now = 0;
    for (let i = 0; i < 5; i++, now += 1000) takeTurn(store, now, [testTurn(ops)]);
    expect(() => takeTurn(store, now, [testTurn(ops)])).toThrow(
      expect.objectContaining({
        type: 'Quota-Exceed',
        reason: 'Channel "Ops" was sent 5 test notifications in the last minute, the most it takes; try again in 55 s',
        headers: { 'Retry-After': '55' },
      }),
    );
    takeTurn(store, now, [testTurn(lan)]);
    now = 60_001;
    takeTurn(store, now, [testTurn(ops)]);
  });
});
