import { describe, expect, it } from 'vitest';
import { idleFor } from './idle';

const times = Array.from({ length: 241 }, (_, i) => i * 15); // an hour at 15 s

describe('idleFor', () => {
  it('idles when every node stayed below 10 % CPU for the last 30 minutes or more', () => {
    const idle = idleFor(times, [
      { label: 'm1', values: times.map(() => 3) },
      { label: 'm2', values: times.map((_, i) => (i === 100 ? 7 : 2)) },
    ]);
    expect(idle).toEqual({ minutes: 60, peak: 7 });
  });

  it('does not idle when a node was busy within the last 30 minutes, nor without samples', () => {
    // Busy at 40 minutes in: idle for only the last 20.
    expect(idleFor(times, [{ label: 'm1', values: times.map((_, i) => (i === 160 ? 50 : 3)) }])).toBeUndefined();
    // Busy 35 minutes ago: idle since the sample after it.
    expect(idleFor(times, [{ label: 'm1', values: times.map((_, i) => (i === 100 ? 50 : 3)) }])).toMatchObject({ minutes: 34.75 });
    expect(idleFor(times, [{ label: 'm1', values: times.map(() => null) }])).toBeUndefined();
    expect(idleFor(times, [{ label: 'm1', values: times.map(() => 45) }])).toBeUndefined();
  });
});
