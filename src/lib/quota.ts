import type { OrgQuota, WorkspaceType } from '@/api/schemas';
import { parseMemoryGiB } from './format';
import { compareSizes, sizeFacts } from './sizes';

const GiB = 1024 ** 3;

export interface QuotaBar {
  label: string;
  used: number;
  limit: number;
  unit: string;
}

/** The quota as usage-against-limit bars; a figure the service did not send is left out. */
export function quotaBars(q: OrgQuota): QuotaBar[] {
  const bars: (QuotaBar | undefined)[] = [
    count('Read-write workspaces', q.rw_workspace_count_usage, q.rw_workspace_count_limit),
    count('Read-only workspaces', q.ro_workspace_count_usage, q.ro_workspace_count_limit),
    q.memory_usage_in_bytes !== null && Number.isFinite(parseMemoryGiB(q.memory_limit)) ? { label: 'Memory', used: Math.round(q.memory_usage_in_bytes / GiB), limit: parseMemoryGiB(q.memory_limit), unit: 'GiB' } : undefined,
  ];
  return bars.filter((b): b is QuotaBar => b !== undefined);
}

function count(label: string, used: number | null, limit: number | null): QuotaBar | undefined {
  return used !== null && limit !== null ? { label, used, limit, unit: '' } : undefined;
}

/**
 * What the quota says about a workspace before it is sent: why a size is not
 * allowed, whether the workspace count is reached, and whether memory would
 * pass the limit. `replacing` is the memory a resize gives back.
 */
export function quotaCheck(q: OrgQuota | undefined, sizes: readonly WorkspaceType[]) {
  const max = q ? sizes.find((t) => t.typeName === q.max_workspace_type) : undefined;
  return {
    sizeRefusal(t: WorkspaceType): string | undefined {
      if (!q || !max || compareSizes(t, max) <= 0) return undefined;
      return `Above ${max.typeName}, the largest size the organization’s quota allows${q.tier ? ` (${q.tier} tier)` : ''}`;
    },
    countRefusal(isRw: boolean): string | undefined {
      if (!q) return undefined;
      const [used, limit] = isRw ? [q.rw_workspace_count_usage, q.rw_workspace_count_limit] : [q.ro_workspace_count_usage, q.ro_workspace_count_limit];
      if (used === null || limit === null || used < limit) return undefined;
      return `The organization has ${used} of ${limit} ${isRw ? 'read-write' : 'read-only'} workspaces its quota allows: delete one, or ask for a higher limit, before creating another.`;
    },
    memoryWarning(t: WorkspaceType | undefined, ha: boolean, replacingGiB = 0): string | undefined {
      if (!q || !t || q.memory_usage_in_bytes === null) return undefined;
      const limit = parseMemoryGiB(q.memory_limit);
      const add = sizeFacts(t).memoryGiB * (ha ? 2 : 1);
      if (!Number.isFinite(limit) || !Number.isFinite(add)) return undefined;
      const after = Math.round(q.memory_usage_in_bytes / GiB - replacingGiB + add);
      return after > limit ? `This would bring the organization to ${after} GiB of memory, past its ${limit} GiB limit: the service will refuse it.` : undefined;
    },
  };
}
