import { describe, expect, it } from 'vitest';
import { isMetricRange, metricRangeNames } from './metric-history';

describe('isMetricRange', () => {
  it('accepts the offered ranges', () => {
    for (const r of metricRangeNames) expect(isMetricRange(r)).toBe(true);
  });
  it('refuses names every object inherits (issue 49: ?range=toString was accepted)', () => {
    for (const r of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', '']) expect(isMetricRange(r)).toBe(false);
  });
});
