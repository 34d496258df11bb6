import { describe, expect, it } from 'vitest';
import type { OrgQuota } from '@/kernel/org-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { quotaBars } from './quota';
import { quotaCheck } from '@/kernel/quota-check';

const GiB = 1024 ** 3;
const q: OrgQuota = {
  org_id: 'o',
  tier: 'Standard',
  max_workspace_type: 'TG-2',
  max_workspace_memory: '128Gi',
  memory_limit: '512Gi',
  memory_usage_in_bytes: 400 * GiB,
  rw_workspace_count_limit: 4,
  rw_workspace_count_usage: 4,
  ro_workspace_count_limit: 4,
  ro_workspace_count_usage: 1,
  workspace_manual_backup_count_limit: 10,
  workspace_auto_backup_count_limit: 30,
  workspace_auto_backup_retention_in_days: 30,
};
const size = (typeName: string, cpu: string, memory: string): WorkspaceType => ({ typeName, cpu, memory, ha: 1, partition: 1 });
const sizes = [size('TG-1', '8', '64Gi'), size('TG-2', '16', '128Gi'), size('TG-4', '32', '256Gi')];

describe('quota', () => {
  it('draws usage against limits', () => {
    expect(quotaBars(q)).toEqual([
      { label: 'Read-write workspaces', used: 4, limit: 4, unit: '' },
      { label: 'Read-only workspaces', used: 1, limit: 4, unit: '' },
      { label: 'Memory', used: 400, limit: 512, unit: 'GiB' },
    ]);
    expect(quotaBars({ ...q, memory_limit: 'lots', ro_workspace_count_limit: null })).toHaveLength(1);
  });

  it('refuses sizes above the largest, explains a reached count with numbers, warns past the memory limit', () => {
    const c = quotaCheck(q, sizes);
    expect(c.sizeRefusal(sizes[1]!)).toBeUndefined();
    expect(c.sizeRefusal(sizes[2]!)).toMatch(/Above TG-2/);
    expect(c.countRefusal(true)).toMatch(/4 of 4 read-write/);
    expect(c.countRefusal(false)).toBeUndefined();
    expect(c.memoryRefusal(sizes[0]!, false)).toBeUndefined();
    expect(c.memoryRefusal(sizes[1]!, false)).toMatch(/use 528 GiB of the organization’s 512 GiB/);
    // A resize gives back the workspace's memory.
    expect(c.memoryRefusal(sizes[1]!, false, 64)).toBeUndefined();
    expect(quotaCheck(undefined, sizes).sizeRefusal(sizes[2]!)).toBeUndefined();
  });
});
