import type { OrgQuota, WorkspaceType } from '@/api/schemas';
import { parseMemoryGiB } from './format';
import { compareSizes, sizeFacts } from './sizes';

const GiB = 1024 ** 3;

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
      return `Above ${max.typeName}, the largest size the quota allows`;
    },
    countRefusal(isRw: boolean): string | undefined {
      if (!q) return undefined;
      const [used, limit] = isRw ? [q.rw_workspace_count_usage, q.rw_workspace_count_limit] : [q.ro_workspace_count_usage, q.ro_workspace_count_limit];
      if (used === null || limit === null || used < limit) return undefined;
      return `The organization has ${used} of ${limit} ${isRw ? 'read-write' : 'read-only'} workspaces its quota allows.`;
    },
    memoryWarning(t: WorkspaceType | undefined, ha: boolean, replacingGiB = 0): string | undefined {
      if (!q || !t || q.memory_usage_in_bytes === null) return undefined;
      const limit = parseMemoryGiB(q.memory_limit);
      const add = sizeFacts(t).memoryGiB * (ha ? 2 : 1);
      if (!Number.isFinite(limit) || !Number.isFinite(add)) return undefined;
      const after = Math.round(q.memory_usage_in_bytes / GiB - replacingGiB + add);
      return after > limit ? `This would use ${after} GiB of the organization’s ${limit} GiB memory quota.` : undefined;
    },
  };
}
