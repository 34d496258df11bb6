import { describe, expect, it } from 'vitest';
import { addonPriceAt, describeAddonPrice } from './addon-price';

const list = [
  { type: 'Insights', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-1', price_per_hour: 0.088 },
  { type: 'insights', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-2', price_per_hour: 0.176 },
  { type: 'CoPilot', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-1', price_per_hour: 0.35 },
  { type: 'GraphQL', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-1', price_per_hour: null },
];

describe('add-on prices', () => {
  it('says free, a range by size and region, a single price, or that none is known', () => {
    expect(describeAddonPrice(true, list, ['Insights'])).toBe('Free');
    expect(describeAddonPrice(false, list, ['Insights'])).toBe("US$ 0.088 to US$ 0.176 per workspace-hour, by the workspace's size and region");
    expect(describeAddonPrice(undefined, list, ['', 'CoPilot'])).toBe('US$ 0.35 per workspace-hour');
    expect(describeAddonPrice(false, list, ['GraphQL'])).toBe('Paid: this deployment lists no price for it');
    expect(describeAddonPrice(undefined, undefined, ['GraphQL'])).toBe('Price not stated');
  });

  it('finds the price at one size and region, by unique name or name', () => {
    expect(addonPriceAt(list, ['Insights'], 'TG-2', 'us-east-1')).toBe(0.176);
    expect(addonPriceAt(list, ['x', 'copilot'], 'TG-1', 'US-EAST-1')).toBe(0.35);
    expect(addonPriceAt(list, ['Insights'], 'TG-4', 'us-east-1')).toBeUndefined();
    expect(addonPriceAt(list, ['GraphQL'], 'TG-1', 'us-east-1')).toBeUndefined();
  });
});
