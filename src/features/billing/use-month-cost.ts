import { useDeferredValue, useMemo } from 'react';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { usageQueries } from './billing-queries';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { orgQueries } from '@/kernel/org-queries';
import { metaQueries } from '@/kernel/meta-queries';
import { isApiError } from '@/api/api-error';
import type { Workgroup } from '@/kernel/workgroup-schema';
import { monthCost, previousMonth, type MonthCost, type PriceLists, type UsageWorkspace } from './month-cost';

/** Beyond this, the estimate would ask for too many workgroups at once: it is left to the service's invoice. */
const MAX_WORKGROUPS = 100;
const STOPPED = new Set(['paused', 'pausing', 'stopped', 'idle', 'deleting', 'deleted', 'failed']);

export type MonthCostState =
  | { kind: 'pending'; progress: string }
  | { kind: 'unavailable'; reason: string; error?: unknown; retry?: () => void }
  | { kind: 'ready'; cost: MonthCost; previous?: { start: Date; cost: () => MonthCost }; fromHistory: boolean };

/**
 * Without a usage history, each workspace as the workgroup reads show it now, counted in that state
 * from its creation: pauses and resizes before now are not known.
 */
function presentState(workgroups: readonly Workgroup[], addonNames: Map<string, { type: string; free: boolean | undefined }>): UsageWorkspace[] {
  return workgroups.flatMap((wg) =>
    wg.workspaces
      .filter((w) => w.workspace_type)
      .map((w) => ({
        workspace_id: w.workspace_id || `${wg.workgroup_id}/${w.name}`,
        name: w.name || w.workspace_id,
        workgroup_id: wg.workgroup_id,
        workgroup_name: wg.name || wg.workgroup_id,
        region: w.region || wg.region,
        platform: wg.platform,
        created_at: w.created_at,
        deleted_at: '',
        billed_bytes: w.folder_statistics?.billed_size ?? null,
        events: [
          {
            at: w.created_at || '1970-01-01T00:00:00Z',
            // An unknown status counts as running (the dearer guess).
            running: !STOPPED.has(w.status.toLowerCase()),
            workspace_type: w.workspace_type!.typeName,
            enable_ha: w.enable_ha,
            addons: w.addons
              .filter((a) => a.enable)
              .map((a) => {
                const known = addonNames.get(a.addons_id);
                return { type: known?.type ?? (a.unique_name || a.addons_id), is_free: (known?.free ?? a.is_free) === true };
              }),
          },
        ],
      })),
  );
}

// The workgroups' answers, as much of them as is used here, as one value that stays the same while none of that changes
// (the query library shares it): a detail being fetched again does not re-render the screen.
const asOne = (results: UseQueryResult<Workgroup>[]) =>
  results.map(({ data, dataUpdatedAt, isError, error, refetch }) => ({ data, dataUpdatedAt, isError, error, refetch }));

/**
 * The month's cost: from the deployment's usage history where it keeps one, else estimated from the workspaces as they are now.
 * Worked out once per answer, not on every render of the screen (each of its other reads answering re-renders it).
 */
export function useMonthCost(): MonthCostState {
  const usage = useQuery(usageQueries.history());
  const pricing = useQuery(orgQueries.pricing());
  const fallback = usage.data === null;
  const list = useQuery({ ...workgroupQueries.list(), enabled: fallback });
  const ids = fallback ? (list.data ?? []).map((w) => w.workgroup_id).filter(Boolean) : [];
  const tooMany = ids.length > MAX_WORKGROUPS;
  const details = useQueries({ queries: tooMany ? [] : ids.map((id) => workgroupQueries.detail(id)), combine: asOne });
  const catalog = useQuery({ ...metaQueries.addons(), enabled: fallback });
  const read = details.filter((d) => d.data).length;
  const allRead = list.data !== undefined && read === ids.length;
  const readAt = Math.max(list.dataUpdatedAt, ...details.map((d) => d.dataUpdatedAt));
  const workgroups = useMemo(() => (allRead ? details.map((d) => d.data!) : undefined), [allRead, details]);
  // Worked out in a render of its own, which React may put off (a deferred value's), not in the one the answers came in:
  // that one draws the rest of the screen and starts its reads, and the two together were one long task on a phone.
  const history = useDeferredValue(usage.data);
  const priceList = useDeferredValue(pricing.data);
  const computed = useMemo(() => {
    if (!priceList) return undefined;
    const prices: PriceLists = { workspace: priceList.workspace_pricing, storage: priceList.data_storage_pricing, addon: priceList.addon_pricing };
    if (history) {
      const asOf = new Date(history.as_of);
      if (!Number.isFinite(asOf.getTime())) return undefined;
      const prev = previousMonth(asOf);
      const workspaces = history.workspaces;
      // Last month's, for the cost explorer's comparison with its invoice (below the first screen): worked out when it is shown, once.
      let last: MonthCost | undefined;
      const previous = { start: prev.start, cost: () => (last ??= monthCost(workspaces, prices, prev.end, prev)) };
      return { cost: monthCost(workspaces, prices, asOf), previous, fromHistory: true };
    }
    if (!workgroups) return undefined;
    const names = new Map((catalog.data ?? []).map((a) => [a.id, { type: a.uniqueName || a.name, free: a.isFree }]));
    // As of when the last workgroup was read, to the second: the figures and the CSV are of one instant.
    return { cost: monthCost(presentState(workgroups, names), prices, new Date(Math.floor(readAt / 1000) * 1000)), fromHistory: false };
  }, [priceList, history, workgroups, catalog.data, readAt]);

  if (pricing.isError)
    return {
      kind: 'unavailable',
      reason: `Prices: ${isApiError(pricing.error) && pricing.error.notOffered ? 'not offered by this deployment' : 'could not be read'}, so no cost can be worked out.`,
    };
  if (usage.isError) return { kind: 'unavailable', reason: 'The usage history could not be read.', error: usage.error, retry: () => void usage.refetch() };
  const failed = details.find((d) => d.isError);
  if (fallback && (list.isError || failed))
    return {
      kind: 'unavailable',
      reason: 'The workspaces could not be read.',
      error: list.error ?? failed?.error,
      retry: () => void (list.isError ? list.refetch() : failed?.refetch()),
    };
  if (tooMany)
    return {
      kind: 'unavailable',
      reason: `The organization has ${ids.length.toLocaleString('en-US')} workgroups: too many to add up here. The billing portal shows the invoice.`,
    };
  if (computed) return { kind: 'ready', ...computed };
  return { kind: 'pending', progress: fallback && list.data ? `Adding up: ${read} of ${ids.length} workgroups read…` : 'Adding up…' };
}
