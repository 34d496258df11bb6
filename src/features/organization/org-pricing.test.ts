import { describe, expect, it } from 'vitest';
import { readAll } from '@/api/schemas/read';
import { ResourcePricing } from '@/kernel/org-schema';

describe('resource prices as the spec types them (vendor-later-operations.md: `ha` is a string)', () => {
  it('reads ha sent as the string "true"/"false" as a yes/no, without a notice', () => {
    const sent = {
      workspace_pricing: [
        { workspace_type: 'TG-0', platform: 'aws', region: 'us-east-1', cloud_provider: 'aws', ha: 'false', price_per_hour: 0.44 },
        { workspace_type: 'TG-0', platform: 'aws', region: 'us-east-1', cloud_provider: 'aws', ha: 'true', price_per_hour: 0.88 },
      ],
      data_storage_pricing: [],
      addon_pricing: [{ type: 'Insights', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-0', price_per_hour: 0.044 }],
    };
    const read = readAll(ResourcePricing, sent);
    expect(read.data.workspace_pricing.map((p) => [p.ha, p.price_per_hour])).toEqual([
      [false, 0.44],
      [true, 0.88],
    ]);
    expect(read.notices).toEqual([]);
  });

  it('still reads an older answer that sent ha as a boolean', () => {
    const read = readAll(ResourcePricing, { workspace_pricing: [{ workspace_type: 'TG-0', ha: true, price_per_hour: 1 }] });
    expect(read.data.workspace_pricing[0]!.ha).toBe(true);
  });
});
