import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billingMonth, monthCost, type PriceLists, type UsageState, type UsageWorkspace } from './month-cost';

const prices: PriceLists = {
  workspace: [
    { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', ha: false, price_per_hour: 1 },
    { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', ha: true, price_per_hour: 2 },
    { workspace_type: 'TG-2', platform: 'aws', region: 'us-east-1', ha: false, price_per_hour: 3 },
  ],
  storage: [{ platform: 'aws', region: 'us-east-1', price_per_month: 0.1 }],
  addon: [{ type: 'Insights', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-1', price_per_hour: 0.1 }],
};
// April has 720 hours; the 11th at 00:00 UTC is 240 hours in, a third of the month.
const asOf = new Date('2026-04-11T00:00:00Z');
const state = (at: string, over: Partial<UsageState> = {}): UsageState => ({
  at,
  running: true,
  workspace_type: 'TG-1',
  enable_ha: false,
  addons: [],
  ...over,
});
const ws = (over: Partial<UsageWorkspace> = {}): UsageWorkspace => ({
  workspace_id: 'w1',
  name: 'prod',
  workgroup_id: 'g1',
  workgroup_name: 'Fraud',
  region: 'us-east-1',
  platform: 'aws',
  created_at: '2025-01-01T00:00:00Z',
  deleted_at: '',
  billed_bytes: 30 * 1024 ** 3,
  events: [state('2025-01-01T00:00:00Z')],
  ...over,
});

describe('monthCost', () => {
  it('takes the calendar month in UTC', () => {
    expect(billingMonth(asOf)).toEqual({ start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') });
  });

  it('counts compute from the month start, storage for the share of the month gone by, and projects to the end, in cents', () => {
    const c = monthCost([ws()], prices, asOf);
    expect(c.days).toHaveLength(10);
    expect(c.workspaces[0]!.hours).toBe(240);
    // A day: 24 h at $1, and 3 $/month of storage over 30 days = $0.10.
    expect(c.cells[0]).toEqual({ day: '2026-04-01', workspaceId: 'w1', compute: 2400, addons: 0, storage: 10, total: 2410 });
    expect(c.soFar).toBe(24_100);
    expect(c.projected).toBe(72_300);
    expect(c.unpriced).toEqual([]);
  });

  it('follows pauses and resizes: a paused day costs its storage only, a resized hour the new price', () => {
    const events = [
      state('2025-01-01T00:00:00Z'),
      state('2026-04-02T00:00:00Z', { running: false }),
      state('2026-04-03T00:00:00Z'),
      state('2026-04-10T12:00:00Z', { workspace_type: 'TG-2' }),
    ];
    const c = monthCost([ws({ events })], prices, asOf);
    const day = (d: string) => c.cells.find((x) => x.day === d)!;
    expect(day('2026-04-02')).toMatchObject({ compute: 0, storage: 10 });
    expect(day('2026-04-10').compute).toBe(12 * 100 + 12 * 300);
    expect(c.workspaces[0]!.hours).toBe(216);
    // The rest of the month at TG-2's $3.
    expect(c.projected - c.soFar).toBe(480 * 300 + 200);
  });

  it('counts from the creation, at the HA price, a paid add-on at its price and a free one at none; a deleted workspace until its deletion', () => {
    const addons = [
      { type: 'Insights', is_free: false },
      { type: 'GraphStudio', is_free: true },
    ];
    const c = monthCost(
      [
        ws({ created_at: '2026-04-10T00:00:00Z', billed_bytes: null, events: [state('2026-04-10T00:00:00Z', { enable_ha: true, addons })] }),
        ws({ workspace_id: 'w2', deleted_at: '2026-04-05T06:00:00Z', billed_bytes: 0 }),
      ],
      prices,
      asOf,
    );
    const [first, gone] = c.workspaces;
    expect(first!.soFar).toBe(24 * 210);
    expect(first!.rest).toBe(480 * 210);
    expect(first!.rates).toEqual(['compute (TG-1, HA, us-east-1) $2.00 per hour', 'Insights add-on $0.1000 per hour', 'GraphStudio add-on free']);
    expect(gone).toMatchObject({ deleted: true, hours: 4 * 24 + 6, soFar: (4 * 24 + 6) * 100, rest: 0 });
  });

  it('names what has no price and leaves it out of the totals', () => {
    const c = monthCost(
      [ws({ region: 'eu-west-1', events: [state('2025-01-01T00:00:00Z', { addons: [{ type: 'CoPilot', is_free: false }] })] })],
      prices,
      asOf,
    );
    expect(c.unpriced).toEqual(['prod: compute (TG-1, eu-west-1)', 'prod: CoPilot add-on', 'prod: storage']);
    expect(c.soFar).toBe(0);
  });

  it('property: the days add up to each workspace, the workspaces to the month to date, and parts to each day, in whole cents', () => {
    const monthStart = Date.parse('2026-04-01T00:00:00Z');
    const event = fc.record({
      offsetMs: fc.integer({ min: -5 * 86_400_000, max: 30 * 86_400_000 }),
      running: fc.boolean(),
      size: fc.constantFrom('TG-1', 'TG-2', 'TG-9'),
      ha: fc.boolean(),
      insights: fc.boolean(),
    });
    const workspace = fc.record({
      events: fc.array(event, { minLength: 1, maxLength: 8 }),
      bytes: fc.integer({ min: 0, max: 500 * 1024 ** 3 }),
      deletedAfterMs: fc.option(fc.integer({ min: 0, max: 30 * 86_400_000 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(workspace, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 30 * 86_400_000 - 1 }), (list, nowOffset) => {
        const usage = list.map((w, i) => {
          const events = w.events
            .map((e) =>
              state(new Date(monthStart + e.offsetMs).toISOString(), {
                running: e.running,
                workspace_type: e.size,
                enable_ha: e.ha,
                addons: e.insights ? [{ type: 'Insights', is_free: false }] : [],
              }),
            )
            .sort((a, b) => a.at.localeCompare(b.at));
          return ws({
            workspace_id: `w${i}`,
            created_at: events[0]!.at,
            events,
            billed_bytes: w.bytes,
            deleted_at: w.deletedAfterMs === undefined ? '' : new Date(monthStart + w.deletedAfterMs).toISOString(),
          });
        });
        const c = monthCost(usage, prices, new Date(monthStart + nowOffset));
        for (const cell of c.cells) {
          expect(Number.isInteger(cell.total)).toBe(true);
          expect(cell.compute + cell.addons + cell.storage).toBe(cell.total);
        }
        for (const w of c.workspaces) expect(c.cells.filter((x) => x.workspaceId === w.id).reduce((t, x) => t + x.total, 0)).toBe(w.soFar);
        expect(c.cells.reduce((t, x) => t + x.total, 0)).toBe(c.soFar);
        expect(c.workspaces.reduce((t, w) => t + w.soFar + w.rest, 0)).toBe(c.projected);
        expect(c.projected).toBeGreaterThanOrEqual(c.soFar);
        expect(new Set(c.cells.map((x) => x.day)).size).toBeLessThanOrEqual(c.days.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe('previous month', () => {
  it('is worked out whole, up to its end', () => {
    const month = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-01T00:00:00Z') };
    const c = monthCost([ws({ billed_bytes: 0 })], prices, month.end, month);
    expect(c.days).toHaveLength(31);
    expect(c.soFar).toBe(31 * 24 * 100);
    expect(c.projected).toBe(c.soFar);
  });
});
