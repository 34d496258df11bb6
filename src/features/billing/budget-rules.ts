/**
 * The monthly budget's rules, one module for the form, the server's check and its notifications
 * (the assumed `GET`/`PUT /billing/budget`, companion-operations.md, "Budgets"): what a budget may be,
 * which shares the month to date or the projection has crossed, and which of those are still to notify
 * (once per month and share). Money is in whole cents, as the month's cost is (month-cost.ts).
 */

export interface Budget {
  monthly_usd: number;
  notify_at_percent: number[];
}

export const BUDGET_MIN_USD = 1;
export const BUDGET_MAX_USD = 10_000_000;
export const MAX_SHARES = 5;
export const MAX_SHARE = 200;
export const DEFAULT_SHARES = [50, 80, 100];

const usd = (n: number) => `US$ ${n.toLocaleString('en-US')}`;

/** Why a monthly budget cannot be taken, or undefined. */
export function monthlyUsdProblem(v: unknown): string | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return 'Enter the monthly budget in US$, such as 500';
  if (v < BUDGET_MIN_USD || v > BUDGET_MAX_USD) return `The monthly budget must be between ${usd(BUDGET_MIN_USD)} and ${usd(BUDGET_MAX_USD)}`;
  if (Math.abs(Math.round(v * 100) - v * 100) > 1e-6) return 'The monthly budget is in whole cents: at most two decimals';
  return undefined;
}

/** Why the shares to notify at cannot be taken, or undefined: 1 to 5 distinct whole percentages from 1 to 200. */
export function sharesProblem(v: unknown): string | undefined {
  if (!Array.isArray(v) || v.length === 0) return 'Give at least one share to notify at, such as 50, 80, 100';
  if (v.length > MAX_SHARES) return `Give at most ${MAX_SHARES} shares to notify at`;
  if (v.some((n) => typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_SHARE)) return `Each share is a whole percentage from 1 to ${MAX_SHARE}`;
  if (new Set(v).size !== v.length) return 'Give each share once';
  return undefined;
}

/** The shares as a form's text reads them ("50, 80 %, 100" → [50, 80, 100]); what is not a number stays NaN, for sharesProblem to name. */
export const sharesOfText = (text: string): number[] =>
  text
    .split(/[,;\s]+/)
    .map((s) => s.replace(/%$/, '').trim())
    .filter(Boolean)
    .map(Number);

/** The shares in increasing order, as the service keeps and answers them. */
export const sortedShares = (shares: readonly number[]) => [...shares].sort((a, b) => a - b);

/** The UTC month of an instant, `YYYY-MM`: what a notification is once per. */
export const monthKey = (t: number) => new Date(t).toISOString().slice(0, 7);

export interface Crossing {
  percent: number;
  /** What crossed it: the month to date, or (before it has) the projection for the month. */
  basis: 'month to date' | 'projection';
}

/** The shares crossed by the month to date or by the projection, each with what crossed it (the month to date first). */
export function crossings(budget: Budget, soFarCents: number, projectedCents: number): Crossing[] {
  const limit = Math.round(budget.monthly_usd * 100);
  const at = (percent: number) => (limit * percent) / 100;
  return sortedShares(budget.notify_at_percent).flatMap((percent): Crossing[] =>
    soFarCents >= at(percent) ? [{ percent, basis: 'month to date' }] : projectedCents >= at(percent) ? [{ percent, basis: 'projection' }] : [],
  );
}

/** The crossings not yet notified this month (`notified` holds `YYYY-MM:percent`): each month and share notifies once. */
export function dueCrossings(budget: Budget, soFarCents: number, projectedCents: number, notified: readonly string[], month: string): Crossing[] {
  return crossings(budget, soFarCents, projectedCents).filter((c) => !notified.includes(`${month}:${c.percent}`));
}

const dollars = (cents: number) => `US$ ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The sentence a notification and the billing banner say of one crossing. */
export function crossingText(c: Crossing, budget: Budget, soFarCents: number, projectedCents: number): string {
  const limit = dollars(Math.round(budget.monthly_usd * 100));
  return c.basis === 'month to date'
    ? `This month's spending has reached ${c.percent} % of the ${limit} budget: ${dollars(soFarCents)} so far.`
    : `This month's spending is projected to ${c.percent === 100 ? `exceed the ${limit} budget` : `reach ${c.percent} % of the ${limit} budget`}: ${dollars(projectedCents)} by the month's end.`;
}

/** What the billing banner says: the highest share the month to date has reached, else the highest the projection reaches, else nothing. */
export function budgetBanner(budget: Budget, soFarCents: number, projectedCents: number): { text: string; reached: boolean } | undefined {
  const all = crossings(budget, soFarCents, projectedCents);
  const reached = all.filter((c) => c.basis === 'month to date').at(-1);
  const top = reached ?? all.at(-1);
  return top && { text: crossingText(top, budget, soFarCents, projectedCents), reached: Boolean(reached) };
}
