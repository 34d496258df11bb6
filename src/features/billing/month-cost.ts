import type { UsageEvent as UsageState, WorkspaceUsage as UsageWorkspace } from './billing-schema';
import type { AddonPrice, StoragePrice } from '@/kernel/addon-schema';
import type { WorkspacePrice } from '@/kernel/org-schema';
import { priceOf } from '@/kernel/pricing';

/**
 * The month's cost from each workspace's usage: when it ran, at which size, HA and add-ons (the
 * assumed `GET /billing/usage`), at the organization's price lists. Money is in whole cents: each
 * part of a workspace's day (compute, add-ons, storage) is worked out exactly and rounded to the cent
 * (`Math.round(dollars × 100)`), and every total is a sum of those cents, so the days add up to the
 * month to date exactly, and a CSV of them to the figure shown.
 */

/** A workspace's usage and each of its states (from `at` until the next one): the wire's own types (`GET /billing/usage`), not restated. */
export type { UsageState, UsageWorkspace };

export interface PriceLists {
  workspace: readonly WorkspacePrice[];
  storage: readonly StoragePrice[];
  addon: readonly AddonPrice[];
}

/** A workspace's day, in cents. */
export interface CostCell {
  day: string;
  workspaceId: string;
  compute: number;
  addons: number;
  storage: number;
  total: number;
}

export interface WorkspaceCost {
  id: string;
  name: string;
  workgroupId: string;
  workgroupName: string;
  deleted: boolean;
  /** Running hours this month so far. */
  hours: number;
  /** What it is billed at now (or last was), in words. */
  rates: string[];
  soFar: number;
  /** From now to the month's end, in its state now; 0 once deleted. */
  rest: number;
}

export interface MonthCost {
  start: Date;
  end: Date;
  asOf: Date;
  /** Each day of the month up to `asOf` (YYYY-MM-DD, UTC). */
  days: string[];
  cells: CostCell[];
  workspaces: WorkspaceCost[];
  soFar: number;
  projected: number;
  /** What has no price: left out of the totals, and named. */
  unpriced: string[];
}

const HOUR = 3_600_000;
const DAY = 86_400_000;
const GiB = 1024 ** 3;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const rate = (n: number) => `$${n.toFixed(n < 1 ? 4 : 2)}`;
export const cents = (dollars: number) => Math.round(dollars * 100);
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The month before `now`'s, whole: its cost is `monthCost(…, month.end, month)`. */
export function previousMonth(now: Date): { start: Date; end: Date } {
  return billingMonth(new Date(billingMonth(now).start.getTime() - 1));
}

/** The calendar month (UTC, as the vendor bills) holding `now`. */
export function billingMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const finite = (p: number | null | undefined) => (p !== null && p !== undefined && Number.isFinite(p) ? p : undefined);

function storagePrice(list: readonly StoragePrice[], w: UsageWorkspace): number | undefined {
  const p = list.find((s) => same(s.region, w.region) && (!w.platform || !s.platform || same(s.platform, w.platform)));
  return finite(p?.price_per_month);
}

function addonPrice(list: readonly AddonPrice[], w: UsageWorkspace, size: string, type: string): number | undefined {
  return finite(list.find((a) => same(a.type, type) && same(a.workspace_type, size) && same(a.region, w.region))?.price_per_hour);
}

/** Adds `perHour` × the hours of [from, to) to each UTC day it covers, by the day's number since the epoch. */
function spread(into: Map<number, number>, from: number, to: number, perHour: number): void {
  for (let t = from; t < to;) {
    const day = Math.floor(t / DAY);
    const next = Math.min(to, day * DAY + DAY);
    into.set(day, (into.get(day) ?? 0) + ((next - t) / HOUR) * perHour);
    t = next;
  }
}

interface Rates {
  compute: number;
  addons: number;
  words: string[];
}

/** The price lists looked up once per size, region and add-on (a month's states ask the same few many times over). */
function lookups(prices: PriceLists) {
  const seen = new Map<string, number | undefined>();
  const once = (key: string, find: () => number | undefined) => {
    if (!seen.has(key)) seen.set(key, find());
    return seen.get(key);
  };
  return {
    compute: (w: UsageWorkspace, s: UsageState) =>
      once(`c\u0000${s.workspace_type}\u0000${w.region}\u0000${s.enable_ha}\u0000${w.platform}`, () =>
        priceOf(prices.workspace, { type: s.workspace_type, region: w.region, ha: s.enable_ha, platform: w.platform || undefined }),
      ),
    addon: (w: UsageWorkspace, size: string, type: string) =>
      once(`a\u0000${size}\u0000${type}\u0000${w.region}`, () => addonPrice(prices.addon, w, size, type)),
  };
}
type Lookups = ReturnType<typeof lookups>;

function ratesOf(w: UsageWorkspace, s: UsageState, prices: Lookups, unpriced: Set<string>): Rates {
  const out: Rates = { compute: 0, addons: 0, words: [] };
  if (!s.running) return { ...out, words: ['paused: no compute'] };
  const compute = prices.compute(w, s);
  const what = `compute (${s.workspace_type || 'size unknown'}${s.enable_ha ? ', HA' : ''}, ${w.region})`;
  if (compute === undefined) unpriced.add(`${w.name}: ${what}`);
  else {
    out.compute = compute;
    out.words.push(`${what} ${rate(compute)} per hour`);
  }
  for (const a of s.addons) {
    if (a.is_free) {
      out.words.push(`${a.type} add-on free`);
      continue;
    }
    const p = prices.addon(w, s.workspace_type, a.type);
    if (p === undefined) unpriced.add(`${w.name}: ${a.type} add-on`);
    else {
      out.addons += p;
      out.words.push(`${a.type} add-on ${rate(p)} per hour`);
    }
  }
  return out;
}

/** The month to date (up to `asOf`), by workspace and day, and the projection for the whole month. */
export function monthCost(workspaces: readonly UsageWorkspace[], prices: PriceLists, asOf: Date, month = billingMonth(asOf)): MonthCost {
  const { start, end } = month;
  const [s, now, e] = [start.getTime(), asOf.getTime(), end.getTime()];
  const monthHours = (e - s) / HOUR;
  const days: string[] = [];
  for (let t = s; t < now; t += DAY) days.push(dayOf(t));
  // The month's first day's number since the epoch (a month starts at midnight UTC): the days' keys below.
  const first = Math.floor(s / DAY);
  const unpriced = new Set<string>();
  const priced = lookups(prices);
  const cells: CostCell[] = [];
  const result: WorkspaceCost[] = [];
  for (const w of workspaces) {
    // Each state's time read once (the answer's text), in order.
    const events = w.events
      .map((x) => ({ ...x, t: Date.parse(x.at) }))
      .filter((x) => Number.isFinite(x.t))
      .sort((a, b) => a.t - b.t);
    if (events.length === 0) continue;
    const born = Number.isFinite(Date.parse(w.created_at)) ? Date.parse(w.created_at) : events[0]!.t;
    const gone = w.deleted_at && Number.isFinite(Date.parse(w.deleted_at)) ? Math.min(Date.parse(w.deleted_at), now) : now;
    const from = Math.max(s, born);
    if (gone <= from) continue;
    const compute = new Map<number, number>();
    const addons = new Map<number, number>();
    const storage = new Map<number, number>();
    let hours = 0;
    let last: Rates = { compute: 0, addons: 0, words: [] };
    events.forEach((ev, i) => {
      const a = Math.max(ev.t, from);
      const b = Math.min(i + 1 < events.length ? events[i + 1]!.t : gone, gone);
      const r = ratesOf(w, ev, priced, b > a || i === events.length - 1 ? unpriced : new Set());
      if (ev.t <= now) last = r;
      if (b <= a || !ev.running) return;
      hours += (b - a) / HOUR;
      spread(compute, a, b, r.compute);
      spread(addons, a, b, r.addons);
    });
    const perMonth = storagePrice(prices.storage, w);
    const gib = (w.billed_bytes ?? 0) / GiB;
    if (gib > 0 && perMonth === undefined) unpriced.add(`${w.name}: storage`);
    const storagePerHour = gib > 0 && perMonth !== undefined ? (gib * perMonth) / monthHours : 0;
    spread(storage, from, gone, storagePerHour);
    let soFar = 0;
    days.forEach((day, i) => {
      const n = first + i;
      const dayStart = n * DAY;
      if (dayStart + DAY <= from || dayStart >= gone) return;
      const cell = {
        day,
        workspaceId: w.workspace_id,
        compute: cents(compute.get(n) ?? 0),
        addons: cents(addons.get(n) ?? 0),
        storage: cents(storage.get(n) ?? 0),
      };
      const total = cell.compute + cell.addons + cell.storage;
      cells.push({ ...cell, total });
      soFar += total;
    });
    const alive = !w.deleted_at;
    const restHours = alive ? (e - now) / HOUR : 0;
    const running = alive && events.filter((x) => x.t <= now).at(-1)?.running === true;
    const rest = alive ? cents((running ? last.compute + last.addons : 0) * restHours + storagePerHour * restHours) : 0;
    const words = [...last.words, ...(storagePerHour > 0 ? [`storage ${gib.toFixed(1)} GiB at ${rate(perMonth!)} per GiB-month`] : [])];
    result.push({
      id: w.workspace_id,
      name: w.name,
      workgroupId: w.workgroup_id,
      workgroupName: w.workgroup_name,
      deleted: !alive,
      hours,
      rates: words,
      soFar,
      rest,
    });
  }
  const soFar = result.reduce((t, w) => t + w.soFar, 0);
  return { start, end, asOf, days, cells, workspaces: result, soFar, projected: soFar + result.reduce((t, w) => t + w.rest, 0), unpriced: [...unpriced] };
}

/** An amount in cents as US dollars: "US$ 1,234.56". */
export function formatCents(n: number): string {
  const sign = n < 0 ? '−' : '';
  return `${sign}US$ ${(Math.abs(n) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
