import { describe, expect, it } from 'vitest';
import { billingMonth, monthCost, type CostWorkspace, type PriceLists } from './month-cost';

const prices: PriceLists = {
  workspace: [
    { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', ha: false, price_per_hour: 1 },
    { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', ha: true, price_per_hour: 2 },
  ],
  storage: [{ platform: 'aws', region: 'us-east-1', price_per_month: 0.1 }],
  addon: [{ type: 'Insights', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-1', price_per_hour: 0.1 }],
};
// April has 720 hours; the 11th at 00:00 UTC is 240 hours in, a third of the month.
const now = new Date('2026-04-11T00:00:00Z');
const ws = (over: Partial<CostWorkspace> = {}): CostWorkspace => ({
  id: 'w1',
  name: 'prod',
  size: 'TG-1',
  region: 'us-east-1',
  ha: false,
  running: true,
  createdAt: '2025-01-01T00:00:00Z',
  billedBytes: 30 * 1024 ** 3,
  addons: [],
  ...over,
});

describe('monthCost', () => {
  it('takes the calendar month in UTC', () => {
    expect(billingMonth(now)).toEqual({ start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') });
  });

  it('counts compute from the month start, storage for the share of the month gone by, and projects to the end', () => {
    const c = monthCost([ws()], prices, now);
    expect(c.workspaces[0]!.hoursSoFar).toBe(240);
    expect(c.soFar).toBeCloseTo(240 + (30 * 0.1) / 3, 6);
    expect(c.projected).toBeCloseTo(720 + 3, 6);
    expect(c.unpriced).toEqual([]);
  });

  it('counts from the creation when it came this month, at the HA price, with a paid add-on at its price and a free one at none', () => {
    const c = monthCost(
      [
        ws({
          createdAt: '2026-04-10T00:00:00Z',
          ha: true,
          billedBytes: null,
          addons: [
            { type: 'Insights', free: false },
            { type: 'GraphStudio', free: true },
          ],
        }),
      ],
      prices,
      now,
    );
    expect(c.workspaces[0]!.hoursSoFar).toBe(24);
    expect(c.soFar).toBeCloseTo(24 * 2 + 24 * 0.1, 6);
    expect(c.projected).toBeCloseTo((24 + 480) * 2.1, 6);
    expect(c.workspaces[0]!.charges.map((x) => x.rate)).toEqual(['$2.00 per hour', '$0.1000 per hour', 'free']);
  });

  it('counts no compute for a paused workspace, but its storage', () => {
    const c = monthCost([ws({ running: false, addons: [{ type: 'Insights', free: false }] })], prices, now);
    expect(c.soFar).toBeCloseTo(1, 6);
    expect(c.projected).toBeCloseTo(3, 6);
  });

  it('names what has no price and leaves it out of the totals', () => {
    const c = monthCost([ws({ region: 'eu-west-1', addons: [{ type: 'CoPilot', free: undefined }] })], prices, now);
    expect(c.unpriced).toEqual(['prod: compute (TG-1, eu-west-1)', 'prod: CoPilot add-on', 'prod: storage']);
    expect(c.soFar).toBe(0);
  });
});
