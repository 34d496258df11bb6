import type { MonthCost } from './month-cost';
import { csvDecimal, toCsv } from '@/lib/csv';

export type CostGrouping = 'workgroup' | 'workspace';

export interface CostGroup {
  id: string;
  label: string;
  /** Cents this month so far. */
  total: number;
}

export interface CostDay {
  day: string;
  /** Cents per group, in the order of `groups`. */
  values: number[];
  total: number;
}

/** A workspace as people tell it apart: names repeat across workgroups (every workgroup may have its Production). */
export function workspaceLabel(w: MonthCost['workspaces'][number]): string {
  return `${w.name || w.id} (${w.workgroupName || w.workgroupId || 'no workgroup'})${w.deleted ? ', deleted' : ''}`;
}

/** The month's days by workgroup or by workspace, in cents; groups by their cost, dearest first. */
export function costByDay(cost: MonthCost, by: CostGrouping): { groups: CostGroup[]; days: CostDay[] } {
  const ws = new Map(cost.workspaces.map((w) => [w.id, w]));
  const keyOf = (id: string) => {
    const w = ws.get(id)!;
    return by === 'workspace'
      ? { id, label: workspaceLabel(w) }
      : { id: w.workgroupId || w.workgroupName, label: w.workgroupName || w.workgroupId || 'No workgroup' };
  };
  const groups = new Map<string, CostGroup>();
  for (const c of cost.cells) {
    const k = keyOf(c.workspaceId);
    const g = groups.get(k.id) ?? { ...k, total: 0 };
    g.total += c.total;
    groups.set(k.id, g);
  }
  const ordered = [...groups.values()].sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  const index = new Map(ordered.map((g, i) => [g.id, i]));
  const days = cost.days.map<CostDay>((day) => ({ day, values: ordered.map(() => 0), total: 0 }));
  const dayIndex = new Map(cost.days.map((d, i) => [d, i]));
  for (const c of cost.cells) {
    const d = days[dayIndex.get(c.day)!]!;
    d.values[index.get(keyOf(c.workspaceId).id)!]! += c.total;
    d.total += c.total;
  }
  return { groups: ordered, days };
}

/** Whole cents as dollars, exactly: a cent count past 2^53 (a price of 1e15 $/h) prints every digit it holds. */
const dollars = (cents: bigint) => csvDecimal(cents, 2);

/**
 * One row per workspace and day (UTC), its parts and its cost in US dollars, and a last row with the
 * totals: the cells are the month's whole cents, summed as bigints, so a row's cost is its parts and the
 * total row the rows, to the cent at any price; within 2^53 cents (any believable bill) that is the month to date shown.
 * A part past what a number holds (an infinite price) is written as it is, and leaves the sums it is in blank.
 */
export function costCsv(cost: MonthCost): string {
  const ws = new Map(cost.workspaces.map((w) => [w.id, w]));
  const sums: (bigint | undefined)[] = [0n, 0n, 0n, 0n];
  const rows = cost.cells.map((c) => {
    const w = ws.get(c.workspaceId)!;
    const parts = [c.compute, c.addons, c.storage].map((n) => (Number.isInteger(n) ? BigInt(n) : undefined));
    const amounts = [...parts, parts.every((p) => p !== undefined) ? parts.reduce((t, p) => t + p, 0n) : undefined];
    amounts.forEach((a, i) => (sums[i] = a === undefined || sums[i] === undefined ? undefined : sums[i] + a));
    const cells = amounts.map((a, i) => (a === undefined ? [c.compute, c.addons, c.storage, c.total][i] : dollars(a)));
    return [c.day, w.workgroupName, workspaceLabel(w), w.deleted ? '' : w.id, ...cells];
  });
  const total = ['Total', '', '', '', ...sums.map((a) => (a === undefined ? '' : dollars(a)))];
  return toCsv(['Date (UTC)', 'Workgroup', 'Workspace', 'Workspace ID', 'Compute (USD)', 'Add-ons (USD)', 'Storage (USD)', 'Cost (USD)'], [...rows, total]);
}

/** The file's name: the month and the instant the figures are of. */
export function costCsvName(cost: MonthCost): string {
  return `cost-${cost.asOf.toISOString().slice(0, 19).replaceAll(':', '-')}Z.csv`;
}
