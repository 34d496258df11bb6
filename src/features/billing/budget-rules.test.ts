import { describe, expect, it } from 'vitest';
import { budgetBanner, crossings, dueCrossings, monthKey, monthlyUsdProblem, sharesOfText, sharesProblem } from './budget-rules';
import { SetBudgetBody } from './billing-body';
import * as z from 'zod/mini';

const budget = { monthly_usd: 1000, notify_at_percent: [50, 80, 100] };

describe('what a budget may be (the form and the server)', () => {
  it('takes a positive amount in whole cents within the bounds', () => {
    expect(monthlyUsdProblem(500)).toBeUndefined();
    expect(monthlyUsdProblem(12.34)).toBeUndefined();
    expect(monthlyUsdProblem(0)).toBe('The monthly budget must be between US$ 1 and US$ 10,000,000');
    expect(monthlyUsdProblem(-5)).toBe('The monthly budget must be between US$ 1 and US$ 10,000,000');
    expect(monthlyUsdProblem(10_000_001)).toBe('The monthly budget must be between US$ 1 and US$ 10,000,000');
    expect(monthlyUsdProblem(1.234)).toBe('The monthly budget is in whole cents: at most two decimals');
    expect(monthlyUsdProblem(Number.NaN)).toBe('Enter the monthly budget in US$, such as 500');
  });
  it('takes 1 to 5 distinct whole shares from 1 to 200', () => {
    expect(sharesProblem([50, 80, 100])).toBeUndefined();
    expect(sharesProblem([150])).toBeUndefined();
    expect(sharesProblem([])).toBe('Give at least one share to notify at, such as 50, 80, 100');
    expect(sharesProblem([10, 20, 30, 40, 50, 60])).toBe('Give at most 5 shares to notify at');
    expect(sharesProblem([0])).toBe('Each share is a whole percentage from 1 to 200');
    expect(sharesProblem([201])).toBe('Each share is a whole percentage from 1 to 200');
    expect(sharesProblem([50.5])).toBe('Each share is a whole percentage from 1 to 200');
    expect(sharesProblem([80, 80])).toBe('Give each share once');
    expect(sharesOfText('50, 80 %, 100')).toEqual([50, 80, 100]);
    expect(sharesProblem(sharesOfText('50, eighty'))).toBe('Each share is a whole percentage from 1 to 200');
  });
  it('the request body refuses in the same words, beside the field', () => {
    const r = z.safeParse(SetBudgetBody, { monthly_usd: 0, notify_at_percent: [80, 80] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['monthly_usd', 'The monthly budget must be between US$ 1 and US$ 10,000,000'],
      ['notify_at_percent', 'Give each share once'],
    ]);
  });
});

describe('crossing a share', () => {
  it('is by the month to date, else by the projection', () => {
    // US$ 600 so far, US$ 1,200 projected: 50 % reached, 80 % and 100 % projected.
    expect(crossings(budget, 60_000, 120_000)).toEqual([
      { percent: 50, basis: 'month to date' },
      { percent: 80, basis: 'projection' },
      { percent: 100, basis: 'projection' },
    ]);
    expect(crossings(budget, 10_000, 40_000)).toEqual([]);
    // Exactly at the share counts.
    expect(crossings(budget, 50_000, 50_000)).toEqual([{ percent: 50, basis: 'month to date' }]);
  });
  it('notifies once per month and share, and again in a new month', () => {
    const nov = monthKey(Date.UTC(2026, 10, 29));
    expect(nov).toBe('2026-11');
    const first = dueCrossings(budget, 85_000, 85_000, [], nov);
    expect(first.map((c) => c.percent)).toEqual([50, 80]);
    const notified = first.map((c) => `${nov}:${c.percent}`);
    expect(dueCrossings(budget, 90_000, 95_000, notified, nov)).toEqual([]);
    expect(dueCrossings(budget, 100_000, 100_000, notified, nov)).toEqual([{ percent: 100, basis: 'month to date' }]);
    const dec = monthKey(Date.UTC(2026, 11, 1));
    expect(dueCrossings(budget, 85_000, 85_000, notified, dec).map((c) => c.percent)).toEqual([50, 80]);
  });
  it('the banner names the highest share reached, else the highest projected', () => {
    expect(budgetBanner(budget, 85_000, 150_000)).toEqual({
      text: "This month's spending has reached 80 % of the US$ 1,000.00 budget: US$ 850.00 so far.",
      reached: true,
    });
    expect(budgetBanner(budget, 20_000, 120_000)).toEqual({
      text: "This month's spending is projected to exceed the US$ 1,000.00 budget: US$ 1,200.00 by the month's end.",
      reached: false,
    });
    expect(budgetBanner(budget, 10_000, 40_000)).toBeUndefined();
  });
});
