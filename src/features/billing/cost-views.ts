import type { MonthCost } from './month-cost';
import { toCsv } from '@/lib/csv';

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

const dollars = (n: number) => (n / 100).toFixed(2);

/**
 * One row per workspace and day (UTC), its parts and its cost in US dollars, and a last row with the
 * totals: the cells are the month's whole cents, so the total is the month to date shown, to the cent.
 */
export function costCsv(cost: MonthCost): string {
  const ws = new Map(cost.workspaces.map((w) => [w.id, w]));
  const rows = cost.cells.map((c) => {
    const w = ws.get(c.workspaceId)!;
    return [c.day, w.workgroupName, workspaceLabel(w), w.deleted ? '' : w.id, dollars(c.compute), dollars(c.addons), dollars(c.storage), dollars(c.total)];
  });
  const sum = (pick: (c: MonthCost['cells'][number]) => number) => dollars(cost.cells.reduce((t, c) => t + pick(c), 0));
  const total = ['Total', '', '', '', sum((c) => c.compute), sum((c) => c.addons), sum((c) => c.storage), dollars(cost.soFar)];
  return toCsv(['Date (UTC)', 'Workgroup', 'Workspace', 'Workspace ID', 'Compute (USD)', 'Add-ons (USD)', 'Storage (USD)', 'Cost (USD)'], [...rows, total]);
}

/** The file's name: the month and the instant the figures are of. */
export function costCsvName(cost: MonthCost): string {
  return `cost-${cost.asOf.toISOString().slice(0, 19).replaceAll(':', '-')}Z.csv`;
}
