import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthCost, type PriceLists, type UsageWorkspace } from './month-cost';
import { costByDay, costCsv, costCsvName } from './cost-views';

const prices: PriceLists = {
  workspace: [
    { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', ha: false, price_per_hour: 1.37 },
    { workspace_type: 'TG-1', platform: 'aws', region: 'us-east-1', ha: true, price_per_hour: 2.71 },
  ],
  storage: [{ platform: 'aws', region: 'us-east-1', price_per_month: 0.023 }],
  addon: [{ type: 'Insights', platform: 'aws', region: 'us-east-1', workspace_type: 'TG-1', price_per_hour: 0.137 }],
};
const monthStart = Date.parse('2026-04-01T00:00:00Z');
const at = (ms: number) => new Date(monthStart + ms).toISOString();

const usage = fc.array(
  fc.record({
    group: fc.constantFrom('g1', 'g2', 'g3'),
    changes: fc.array(
      fc.record({ ms: fc.integer({ min: -86_400_000, max: 29 * 86_400_000 }), running: fc.boolean(), ha: fc.boolean(), insights: fc.boolean() }),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
    bytes: fc.integer({ min: 0, max: 2 ** 40 }),
  }),
  { minLength: 1, maxLength: 8 },
);

const toUsage = (list: { group: string; changes: { ms: number; running: boolean; ha: boolean; insights: boolean }[]; bytes: number }[]): UsageWorkspace[] =>
  list.map((w, i) => {
    const events = [...w.changes]
      .sort((a, b) => a.ms - b.ms)
      .map((c) => ({
        at: at(c.ms),
        running: c.running,
        workspace_type: 'TG-1',
        enable_ha: c.ha,
        addons: c.insights ? [{ type: 'Insights', is_free: false }] : [],
      }));
    return {
      workspace_id: `w${i}`,
      name: `ws ${i}`,
      workgroup_id: w.group,
      workgroup_name: `Group ${w.group}`,
      region: 'us-east-1',
      platform: 'aws',
      created_at: events[0]!.at,
      deleted_at: '',
      billed_bytes: w.bytes,
      events,
    };
  });

describe('cost views', () => {
  it('property: by workgroup and by workspace, the days and the groups add up to the month to date; the CSV rows and its total row too', () => {
    fc.assert(
      fc.property(usage, fc.integer({ min: 1, max: 29 * 86_400_000 }), (list, now) => {
        const cost = monthCost(toUsage(list), prices, new Date(monthStart + now));
        for (const by of ['workgroup', 'workspace'] as const) {
          const { groups, days } = costByDay(cost, by);
          expect(groups.reduce((t, g) => t + g.total, 0)).toBe(cost.soFar);
          expect(days.reduce((t, d) => t + d.total, 0)).toBe(cost.soFar);
          for (const d of days) expect(d.values.reduce((t, v) => t + v, 0)).toBe(d.total);
        }
        const lines = costCsv(cost)
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        const last = (l: string) => Math.round(Number((JSON.parse(`[${l}]`) as string[]).at(-1)) * 100);
        expect(last(lines.at(-1)!)).toBe(cost.soFar);
        expect(lines.slice(1, -1).reduce((t, l) => t + last(l), 0)).toBe(cost.soFar);
      }),
      { numRuns: 150 },
    );
  });

  it('names the file by the instant the figures are of, and quotes a name a spreadsheet would run', () => {
    const [w] = toUsage([{ group: 'g1', changes: [{ ms: 0, running: true, ha: false, insights: false }], bytes: 0 }]);
    const cost = monthCost([{ ...w!, name: '=HYPERLINK("x")' }], prices, new Date('2026-04-02T10:20:30Z'));
    expect(costCsvName(cost)).toBe('cost-2026-04-02T10-20-30Z.csv');
    expect(costCsv(cost)).toContain(`"'=HYPERLINK(""x"") (Group g1)"`);
    expect(costCsv(cost).split('\r\n')[1]).toBe('"2026-04-01","Group g1","\'=HYPERLINK(""x"") (Group g1)","w0","32.88","0.00","0.00","32.88"');
  });

  it('writes a credit (a negative price) as a negative number, not as guarded text', () => {
    const [w] = toUsage([{ group: 'g1', changes: [{ ms: 0, running: true, ha: false, insights: true }], bytes: 0 }]);
    const credit: PriceLists = { ...prices, workspace: prices.workspace.map((p) => ({ ...p, price_per_hour: -p.price_per_hour! })) };
    const csv = costCsv(monthCost([w!], credit, new Date('2026-04-02T10:20:30Z')));
    expect(csv.split('\r\n')[1]).toBe('"2026-04-01","Group g1","ws 0 (Group g1)","w0","-32.88","3.29","0.00","-29.59"');
    expect(csv).not.toContain(`"'-`);
  });

  it('property: at any price, absurd ones too (1e15 $/h), every amount is exact cents and the total row is the exact sum of the rows', () => {
    const price = fc.oneof(fc.constantFrom(1e15, -1e15, 9.99e17, 1e20, 0.01), fc.double({ min: -1e18, max: 1e18, noNaN: true }));
    fc.assert(
      fc.property(usage, price, price, fc.integer({ min: 1, max: 29 * 86_400_000 }), (list, compute, addon, now) => {
        const absurd: PriceLists = {
          workspace: prices.workspace.map((p) => ({ ...p, price_per_hour: compute })),
          storage: [{ platform: 'aws', region: 'us-east-1', price_per_month: Math.abs(addon) }],
          addon: prices.addon.map((p) => ({ ...p, price_per_hour: addon })),
        };
        const lines = costCsv(monthCost(toUsage(list), absurd, new Date(monthStart + now)))
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n')
          .map((l) => (JSON.parse(`[${l}]`) as string[]).slice(4));
        const cents = (cell: string) => {
          expect(cell).toMatch(/^-?\d+\.\d\d$/);
          return BigInt(cell.replace('.', ''));
        };
        const rows = lines.slice(1, -1).map((r) => r.map(cents));
        const total = lines.at(-1)!.map(cents);
        for (const r of rows) expect(r[3]).toBe(r[0]! + r[1]! + r[2]!);
        for (let col = 0; col < 4; col++) expect(total[col]).toBe(rows.reduce((t, r) => t + r[col]!, 0n));
      }),
      { numRuns: 100 },
    );
  });

  it('a price past what a number holds (1e308 $/h) leaves its sums blank rather than wrong', () => {
    const [w] = toUsage([{ group: 'g1', changes: [{ ms: 0, running: true, ha: false, insights: false }], bytes: 0 }]);
    const huge: PriceLists = { ...prices, workspace: prices.workspace.map((p) => ({ ...p, price_per_hour: 1e308 })) };
    const lines = costCsv(monthCost([w!], huge, new Date('2026-04-02T10:20:30Z'))).split('\r\n');
    expect(lines[1]).toBe('"2026-04-01","Group g1","ws 0 (Group g1)","w0","Infinity","0.00","0.00","Infinity"');
    expect(lines.at(-2)).toBe('"Total","","","","","0.00","0.00",""');
  });
});
