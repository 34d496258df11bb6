import type { OrgQuota } from '@/kernel/org-schema';
import type { WorkspaceType } from '@/kernel/workspace-schema';
import { quotaCheck } from '@/kernel/quota-check';
import { sizeFacts } from '@/kernel/sizes';
import type { OrgRecord, WorkspaceRecord } from '@/server/model';
import { workspaceTypes } from '@/server/catalog';
import { Fail, type BaseContext } from './context';

// An organization's record, tier and quota: read by every area that creates what the quota counts
// (workspaces, backups, schedules) and by billing's grace periods, so it sits below them all.

const GiB = 1024 ** 3;

/** What each tier allows. An organization's tier is kept with it; a fresh demo picks the one its seed fits. */
export const tiers = {
  Standard: { max_workspace_type: 'TG-16', rw: 24, ro: 24, memoryGiB: 4096, manualBackups: 10, autoBackups: 30, retentionDays: 30 },
  Enterprise: { max_workspace_type: 'TG-64', rw: 10_000, ro: 10_000, memoryGiB: 1_048_576, manualBackups: 50, autoBackups: 90, retentionDays: 90 },
} as const;
type Tier = keyof typeof tiers;

const DEMO_ORG_CREATED = '2025-09-01T09:00:00Z';

export function orgRecord(ctx: BaseContext): OrgRecord {
  return (
    ctx.store.get('org', ctx.org.id) ?? {
      org_id: ctx.org.id,
      org_name: ctx.org.name,
      org_display_name: ctx.org.name,
      logo_url: '',
      creator: '',
      // An organization never written to still has a creation date: the demo's, never 1970 (issue 43).
      create_time: DEMO_ORG_CREATED,
      tier: 'Standard',
    }
  );
}

const memoryOf = (t: WorkspaceType | undefined | null) => (t ? sizeFacts(t).memoryGiB : 0);

/** The organization's use of what its tier limits, counted from its workspaces as they are now. */
export function usage(ctx: Pick<BaseContext, 'store' | 'org'>) {
  const mine = ctx.store.list('workspaces').filter((w) => w.org_id === ctx.org.id);
  return {
    rw: mine.filter((w) => w.is_rw).length,
    ro: mine.filter((w) => !w.is_rw).length,
    memoryGiB: mine.reduce((sum, w) => sum + memoryOf(w.workspace_type) * Math.max(1, w.replicas ?? 1), 0),
  };
}

export function tierFor(u: { rw: number; ro: number; memoryGiB: number }): Tier {
  const s = tiers.Standard;
  return u.rw <= s.rw && u.ro <= s.ro && u.memoryGiB <= s.memoryGiB ? 'Standard' : 'Enterprise';
}

function limitsOf(ctx: BaseContext) {
  const tier = orgRecord(ctx).tier;
  return { tier, ...(tiers[tier as Tier] ?? tiers.Standard) };
}

/**
 * Refuses a create or resize the organization's quota does not allow, naming the
 * limit: the console's own rule (kernel/quota-check.ts) on the quota this server
 * answers. `replacing` is the workspace being resized (its memory is given back).
 */
export function assertQuota(ctx: BaseContext, want: { isRw: boolean; size: WorkspaceType; ha: boolean; replacing?: WorkspaceRecord }): void {
  const check = quotaCheck(quotaView(ctx), workspaceTypes);
  const field = 'workspace_type_name';
  const tooLarge = check.sizeRefusal(want.size);
  if (tooLarge) throw new Fail('Quota-Exceed', `${tooLarge} (max_workspace_type); ${want.size.typeName} is larger`, field);
  const count = want.replacing ? undefined : check.countRefusal(want.isRw);
  const countLimit = want.isRw ? 'rw_workspace_count_limit' : 'ro_workspace_count_limit';
  if (count) throw new Fail('Quota-Exceed', `${count.replace(/, as many as.*$/, '')} (${countLimit}), as many as its quota allows; delete one first`, 'is_rw');
  const back = want.replacing ? memoryOf(want.replacing.workspace_type) * Math.max(1, want.replacing.replicas ?? 1) : 0;
  const memory = check.memoryRefusal(want.size, want.ha, back);
  if (memory) throw new Fail('Quota-Exceed', `${memory.replace(/\.$/, '')} (memory_limit)`, field);
}

/** The quota as the service answers it: what the tier allows and what the organization uses. */
export function quotaView(ctx: BaseContext): OrgQuota {
  const l = limitsOf(ctx);
  const max = workspaceTypes.find((t) => t.typeName === l.max_workspace_type);
  const u = usage(ctx);
  return {
    org_id: ctx.org.id,
    tier: l.tier,
    max_workspace_type: l.max_workspace_type,
    max_workspace_memory: max?.memory ?? '',
    memory_limit: `${l.memoryGiB}Gi`,
    memory_usage_in_bytes: u.memoryGiB * GiB,
    rw_workspace_count_limit: l.rw,
    rw_workspace_count_usage: u.rw,
    ro_workspace_count_limit: l.ro,
    ro_workspace_count_usage: u.ro,
    workspace_manual_backup_count_limit: l.manualBackups,
    workspace_auto_backup_count_limit: l.autoBackups,
    workspace_auto_backup_retention_in_days: l.retentionDays,
  };
}
