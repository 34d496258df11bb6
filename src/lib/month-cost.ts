import type { AddonPrice, StoragePrice, WorkspacePrice } from '@/api/schemas';
import { priceOf } from './pricing';
import { formatGiB } from './format';

/** What the month's cost needs of a workspace, read from the workgroup list. */
export interface CostWorkspace {
  id: string;
  name: string;
  size: string;
  region: string;
  platform?: string;
  ha: boolean;
  /** Running now (Active or on its way); a paused or stopped workspace costs no compute. */
  running: boolean;
  createdAt: string;
  /** `folder_statistics.billed_size`, bytes; null when unknown. */
  billedBytes: number | null;
  /** The add-ons on: their type as the price list names it (Insights…), and whether the catalog says free. */
  addons: { type: string; free: boolean | undefined }[];
}

export interface PriceLists {
  workspace: readonly WorkspacePrice[];
  storage: readonly StoragePrice[];
  addon: readonly AddonPrice[];
}

/** An amount so far this month and by the month's end; `perHour` or `perMonth` is the rate it came from. */
interface Charge {
  what: string;
  soFar: number;
  month: number;
  rate: string;
}

export interface WorkspaceCost {
  id: string;
  name: string;
  hoursSoFar: number;
  hoursAhead: number;
  charges: Charge[];
  /** What has no price: left out of the totals, and named. */
  unpriced: string[];
}

export interface MonthCost {
  start: Date;
  end: Date;
  workspaces: WorkspaceCost[];
  soFar: number;
  projected: number;
  unpriced: string[];
}

const HOUR = 3_600_000;
const GiB = 1024 ** 3;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const money = (n: number) => `$${n.toFixed(n < 1 ? 4 : 2)}`;

/** The calendar month (UTC, as the vendor bills) holding `now`. */
export function billingMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

function storagePrice(list: readonly StoragePrice[], w: CostWorkspace): number | undefined {
  const p = list.find((s) => same(s.region, w.region) && (!w.platform || !s.platform || same(s.platform, w.platform)));
  return p && p.price_per_month !== null && Number.isFinite(p.price_per_month) ? p.price_per_month : undefined;
}

function addonPrice(list: readonly AddonPrice[], w: CostWorkspace, type: string): number | undefined {
  const p = list.find((a) => same(a.type, type) && same(a.workspace_type, w.size) && same(a.region, w.region));
  return p && p.price_per_hour !== null && Number.isFinite(p.price_per_hour) ? p.price_per_hour : undefined;
}

/**
 * Month-to-date and projected cost of each workspace, at the organization's price lists. Running hours
 * are estimated (the service publishes none): a workspace running now has run since the month began or
 * it was created, and runs to the month's end; a paused or stopped one counts no compute or add-on hours.
 * Storage counts for the share of the month gone by, at its billed size as it is now.
 */
export function monthCost(workspaces: readonly CostWorkspace[], prices: PriceLists, now: Date): MonthCost {
  const { start, end } = billingMonth(now);
  const monthHours = (end.getTime() - start.getTime()) / HOUR;
  const gone = (now.getTime() - start.getTime()) / HOUR / monthHours;
  const result = workspaces.map<WorkspaceCost>((w) => {
    const created = Date.parse(w.createdAt);
    const from = Math.max(start.getTime(), Number.isFinite(created) ? created : start.getTime());
    const hoursSoFar = w.running ? Math.max(0, (now.getTime() - from) / HOUR) : 0;
    const hoursAhead = w.running ? (end.getTime() - now.getTime()) / HOUR : 0;
    const charges: Charge[] = [];
    const unpriced: string[] = [];
    const hourly = (what: string, perHour: number | undefined) => {
      if (perHour === undefined) unpriced.push(`${w.name}: ${what}`);
      else charges.push({ what, soFar: perHour * hoursSoFar, month: perHour * (hoursSoFar + hoursAhead), rate: `${money(perHour)} per hour` });
    };
    if (w.running)
      hourly(
        `compute (${w.size}${w.ha ? ', HA' : ''}, ${w.region})`,
        priceOf(prices.workspace, { type: w.size, region: w.region, ha: w.ha, platform: w.platform }),
      );
    for (const a of w.addons) {
      if (!w.running) continue;
      if (a.free === true) charges.push({ what: `${a.type} add-on`, soFar: 0, month: 0, rate: 'free' });
      else hourly(`${a.type} add-on`, addonPrice(prices.addon, w, a.type));
    }
    if (w.billedBytes !== null && w.billedBytes > 0) {
      const perMonth = storagePrice(prices.storage, w);
      const gib = w.billedBytes / GiB;
      if (perMonth === undefined) unpriced.push(`${w.name}: storage`);
      else
        charges.push({
          what: `storage (${formatGiB(gib)})`,
          soFar: gib * perMonth * gone,
          month: gib * perMonth,
          rate: `${money(perMonth)} per GiB-month`,
        });
    }
    return { id: w.id, name: w.name, hoursSoFar, hoursAhead, charges, unpriced };
  });
  const sum = (pick: (c: Charge) => number) => result.reduce((t, w) => t + w.charges.reduce((s, c) => s + pick(c), 0), 0);
  return { start, end, workspaces: result, soFar: sum((c) => c.soFar), projected: sum((c) => c.month), unpriced: result.flatMap((w) => w.unpriced) };
}
