/**
 * The monthly budget (the assumed `GET`/`PUT /billing/budget`, companion-operations.md "Budgets") and its notifications:
 * on each tick of the alert engine (handed to it as an AlertSource by app.ts), each organization's month to date and
 * projection, worked out as the billing screen does (features/billing/month-cost.ts, from the usage meter's history at the
 * embedded price list), against the shares of its budget. A share crossed notifies once per month: the crossing is
 * written down in the same transaction as the deliveries. Several shares crossed at once notify once, for the highest.
 */
import type { Store } from '@/server/store/store';
import type { BudgetRecord } from '@/server/store/collections';
import type { Handlers } from '@/server/kernel/context';
import type { AlertNotice } from '@/server/kernel/alert-sources';
import { priceLists } from '@/server/kernel/price-list';
import { isoNow } from '@/server/model';
import { readAll } from '@/api/schemas/read-notice';
import { ResourcePricing } from '@/kernel/org-schema';
import { UsageHistory } from '@/features/billing/billing-schema';
import { monthCost } from '@/features/billing/month-cost';
import { crossingText, dueCrossings, monthKey, sortedShares } from '@/features/billing/budget-rules';
import { usageHistory } from './usage-meter';

const budgetId = (orgId: string) => `budget-${orgId}`;

export const budgetOf = (store: Store, orgId: string) => {
  const r = store.get('billing', budgetId(orgId));
  return r?.kind === 'budget' ? r : undefined;
};

const view = (r: BudgetRecord | undefined) =>
  r
    ? { monthly_usd: r.monthly_usd, notify_at_percent: r.notify_at_percent, updated_at: r.updated_at, updated_by: r.updated_by }
    : { monthly_usd: null, notify_at_percent: [], updated_at: '', updated_by: '' };

/** The month to date and the projection, in cents, as the billing screen works them out from `GET /billing/usage` and the price list. */
export function monthFigures(store: Store, orgId: string, now: number): { soFar: number; projected: number } {
  const usage = readAll(UsageHistory, usageHistory(store, orgId, now)).data;
  const prices = readAll(ResourcePricing, priceLists()).data;
  const cost = monthCost(
    usage.workspaces,
    { workspace: prices.workspace_pricing, storage: prices.data_storage_pricing, addon: prices.addon_pricing },
    new Date(usage.as_of),
  );
  return { soFar: cost.soFar, projected: cost.projected };
}

/** The previous month of `YYYY-MM`: what is kept of `notified` besides this month's. */
const previousMonthKey = (now: number) => {
  const d = new Date(now);
  return monthKey(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
};

/** The notifications due now, each organization's crossings written down as notified (called inside the engine's transaction). */
export function budgetNotices(store: Store, now: number): AlertNotice[] {
  const month = monthKey(now);
  const kept = previousMonthKey(now);
  const out: AlertNotice[] = [];
  for (const b of store.list('billing')) {
    if (b.kind !== 'budget') continue;
    const { soFar, projected } = monthFigures(store, b.org_id, now);
    const due = dueCrossings(b, soFar, projected, b.notified, month);
    const top = due.at(-1);
    if (!top) continue;
    store.put('billing', budgetId(b.org_id), {
      ...b,
      notified: [...b.notified.filter((k) => k.slice(0, 7) >= kept), ...due.map((c) => `${month}:${c.percent}`)],
    });
    const usd = (cents: number) => cents / 100;
    out.push({
      org_id: b.org_id,
      kind: 'budget',
      subject: 'Monthly budget',
      threshold: top.percent,
      value: Math.round(((top.basis === 'month to date' ? soFar : projected) / Math.round(b.monthly_usd * 100)) * 1000) / 10,
      text: crossingText(top, b, soFar, projected),
      path: '/billing',
      facts: {
        month,
        monthly_usd: b.monthly_usd,
        percent: top.percent,
        basis: top.basis,
        month_to_date_usd: usd(soFar),
        projected_usd: usd(projected),
      },
    });
  }
  return out;
}

export const budgetHandlers: Pick<Handlers, 'getBudget' | 'setBudget'> = {
  getBudget: (ctx) => view(budgetOf(ctx.store, ctx.org.id)),
  // Owners only (the row's access). A new amount notifies its shares afresh; new shares alone keep what this month has notified.
  setBudget: (ctx) => {
    const before = budgetOf(ctx.store, ctx.org.id);
    const rec: BudgetRecord = {
      kind: 'budget',
      org_id: ctx.org.id,
      monthly_usd: ctx.body.monthly_usd,
      notify_at_percent: sortedShares(ctx.body.notify_at_percent),
      updated_at: isoNow(ctx.now),
      updated_by: ctx.who ?? '',
      notified: before && before.monthly_usd === ctx.body.monthly_usd ? before.notified : [],
    };
    ctx.store.put('billing', budgetId(ctx.org.id), rec);
    return view(rec);
  },
};
