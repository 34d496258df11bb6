import { describe, expect, it } from 'vitest';
import { alertFor, minutesAbove } from './load-alerts';

const times = Array.from({ length: 41 }, (_, i) => i * 15); // 10 minutes at 15 s
const flat = (v: number, from = 0) => times.map((_, i) => (i >= from ? v : 10));

describe('alertFor', () => {
  it('warns above 80 % for 5 minutes, not for 4', () => {
    expect(alertFor('CPU', times, [{ label: 'm1', values: flat(85, 20) }])).toMatchObject({ level: 'warning', minutes: 5, threshold: 80, current: 85 });
    expect(alertFor('CPU', times, [{ label: 'm1', values: flat(85, 24) }])).toBeUndefined();
  });

  it('is critical above 90 % for 3 minutes, judged on the busiest node', () => {
    const a = alertFor('Memory', times, [
      { label: 'm1', values: flat(50) },
      { label: 'm2', values: flat(95, 28) },
    ]);
    expect(a).toMatchObject({ metric: 'Memory', level: 'critical', minutes: 3, threshold: 90 });
  });

  it('takes the workspace’s own threshold, and a gap ends a run', () => {
    expect(alertFor('CPU', times, [{ label: 'm1', values: flat(75) }], 70)).toMatchObject({ level: 'warning', threshold: 70 });
    const gap: (number | null)[] = flat(85);
    gap[35] = null;
    expect(minutesAbove(times, gap, 80)).toBe(1);
    const late: (number | null)[] = [...flat(85)];
    late[40] = null;
    expect(minutesAbove(times, late, 80)).toBe(9.75);
    expect(alertFor('CPU', times, [{ label: 'm1', values: times.map(() => null) }])).toBeUndefined();
  });
});
