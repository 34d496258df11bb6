import type { WorkgroupListItem as Workgroup } from '@/kernel/workgroup-schema';
import { nameCollator } from '@/lib/intl';
import type { WorkgroupSearch } from './workgroup-search';

// Filtering and sorting the workgroup list: loaded with the list screen only.

/** Lower-cased text a workgroup is found by, computed once per list. */
export function searchText(wg: Workgroup): string {
  return [wg.name, wg.workgroup_id, wg.region, wg.platform, wg.cloud_provider_name, wg.creator, ...wg.workspaces.map((w) => w.name)]
    .join('\u0000')
    .toLowerCase();
}

/** Sorted once per list and sort order; filtering then keeps that order. */
export function sortWorkgroups(list: readonly Workgroup[], sort: WorkgroupSearch['sort']): Workgroup[] {
  return [...list].sort((a, b) =>
    sort === 'region'
      ? nameCollator.compare(a.region, b.region) || nameCollator.compare(a.name, b.name)
      : nameCollator.compare(a.name, b.name) || nameCollator.compare(a.workgroup_id, b.workgroup_id),
  );
}

/** The workgroups of an already sorted list that match the filter. */
export function filterSorted(sorted: readonly Workgroup[], search: Omit<WorkgroupSearch, 'sort'>, index?: Map<Workgroup, string>): Workgroup[] {
  const terms = search.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0 && !search.platform && !search.region) return sorted as Workgroup[];
  return sorted.filter((wg) => {
    if (search.platform && wg.platform !== search.platform) return false;
    if (search.region && wg.region !== search.region) return false;
    if (terms.length === 0) return true;
    const text = index?.get(wg) ?? searchText(wg);
    return terms.every((t) => text.includes(t));
  });
}

/** "2 Active · 1 Stopped": how many workspaces are in each status. */
export function countByStatus(wg: Workgroup): { status: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const ws of wg.workspaces) counts.set(ws.status || 'Unknown', (counts.get(ws.status || 'Unknown') ?? 0) + 1);
  return [...counts].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count || a.status.localeCompare(b.status));
}
