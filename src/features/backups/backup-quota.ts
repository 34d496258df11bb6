import type { OrgQuota } from '@/kernel/org-schema';

// Checked by the forms before sending and by the embedded control plane on arrival (the organization's quota, kernel/quota-check.ts).
type BackupLimits = Pick<OrgQuota, 'workspace_manual_backup_count_limit' | 'workspace_auto_backup_count_limit' | 'workspace_auto_backup_retention_in_days'>;

/** A manual backup when the workspace already keeps as many as the quota allows. */
export function manualBackupRefusal(q: BackupLimits | undefined, manualCount: number): string | undefined {
  const limit = q?.workspace_manual_backup_count_limit;
  if (limit === null || limit === undefined || manualCount < limit) return undefined;
  return `This workspace keeps ${manualCount} manual backups, the most the quota allows (${limit}): delete one first.`;
}

/** An automatic-backup schedule keeping more backups, or for longer, than the quota allows: each reason on its field. */
export function backupScheduleRefusals(
  q: BackupLimits | undefined,
  s: { max_backup_files: number; max_reserved_days: number },
): { field: 'max_backup_files' | 'max_reserved_days'; reason: string }[] {
  const out: { field: 'max_backup_files' | 'max_reserved_days'; reason: string }[] = [];
  const files = q?.workspace_auto_backup_count_limit;
  const days = q?.workspace_auto_backup_retention_in_days;
  if (files !== null && files !== undefined && s.max_backup_files > files)
    out.push({ field: 'max_backup_files', reason: `The quota allows at most ${files} automatic backups per workspace` });
  if (days !== null && days !== undefined && s.max_reserved_days > days)
    out.push({ field: 'max_reserved_days', reason: `The quota keeps automatic backups at most ${days} days` });
  return out;
}
