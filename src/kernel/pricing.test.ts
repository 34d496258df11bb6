import { describe, expect, it } from 'vitest';
import { costOf, priceOf } from './pricing';

const list = [
  { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', cloud_provider: 'aws', ha: false, price_per_hour: 0.88 },
  { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', cloud_provider: 'aws', ha: true, price_per_hour: 1.76 },
  { workspace_type: 'TG-2', platform: 'AWS', region: 'us-east-1', cloud_provider: 'aws', ha: false, price_per_hour: 1.76 },
  { workspace_type: 'TG-4', platform: 'aws', region: 'us-east-1', cloud_provider: 'aws', ha: false, price_per_hour: null },
];

describe('vendor prices', () => {
  it('finds the price for type, region, HA and platform', () => {
    expect(priceOf(list, { type: 'TG-1', region: 'us-east-1', ha: false })).toBe(0.88);
    expect(priceOf(list, { type: 'TG-1', region: 'us-east-1', ha: true, platform: 'aws' })).toBe(1.76);
    expect(priceOf(list, { type: 'TG-2', region: 'us-east-1', ha: false, platform: 'aws' })).toBe(1.76);
    expect(priceOf(list, { type: 'TG-2', region: 'us-east-1', ha: false, platform: 'gcp' })).toBeUndefined();
    expect(priceOf(list, { type: 'TG-1', region: 'eu-west-1', ha: false })).toBeUndefined();
    expect(priceOf(list, { type: 'TG-4', region: 'us-east-1', ha: false })).toBeUndefined();
  });

  it('adds hours at each size, or says nothing when a size has no price', () => {
    const price = (s: string) => priceOf(list, { type: s, region: 'us-east-1', ha: false });
    expect(
      costOf(
        [
          { size: 'TG-1', hours: 100 },
          { size: 'TG-2', hours: 68 },
        ],
        price,
      ),
    ).toBeCloseTo(88 + 119.68);
    expect(
      costOf(
        [
          { size: 'TG-1', hours: 100 },
          { size: 'TG-4', hours: 1 },
        ],
        price,
      ),
    ).toBeUndefined();
  });
});
