import type { OrgQuota } from '@/kernel/org-schema';
import { formatCount, formatGiB, parseMemoryGiB } from '@/lib/format';

const GiB = 1024 ** 3;

export interface QuotaBar {
  label: string;
  used: number;
  limit: number;
  unit: string;
}

/** "3 of 24", or for memory "1.5 TiB of 4 TiB": the same units as every other size. */
export function quotaFigures(b: QuotaBar): string {
  const show = b.unit === 'GiB' ? formatGiB : formatCount;
  return `${show(b.used)} of ${show(b.limit)}`;
}

/** The quota as usage-against-limit bars; a figure the service did not send is left out. */
export function quotaBars(q: OrgQuota): QuotaBar[] {
  const bars: (QuotaBar | undefined)[] = [
    count('Read-write workspaces', q.rw_workspace_count_usage, q.rw_workspace_count_limit),
    count('Read-only workspaces', q.ro_workspace_count_usage, q.ro_workspace_count_limit),
    q.memory_usage_in_bytes !== null && Number.isFinite(parseMemoryGiB(q.memory_limit))
      ? { label: 'Memory', used: Math.round(q.memory_usage_in_bytes / GiB), limit: parseMemoryGiB(q.memory_limit), unit: 'GiB' }
      : undefined,
  ];
  return bars.filter((b): b is QuotaBar => b !== undefined);
}

function count(label: string, used: number | null, limit: number | null): QuotaBar | undefined {
  return used !== null && limit !== null ? { label, used, limit, unit: '' } : undefined;
}
