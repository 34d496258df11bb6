import { describe, expect, it } from 'vitest';
import { backupScheduleRefusals, manualBackupRefusal } from './backup-quota';

describe('the backup quota rules shared by the forms and the embedded control plane', () => {
  const limits = { workspace_manual_backup_count_limit: 10, workspace_auto_backup_count_limit: 30, workspace_auto_backup_retention_in_days: 30 };

  it('refuses a manual backup at the quota, and says nothing when the quota is unknown', () => {
    expect(manualBackupRefusal(limits, 9)).toBeUndefined();
    expect(manualBackupRefusal(limits, 10)).toMatch(/keeps 10 manual backups, the most the quota allows \(10\)/);
    expect(manualBackupRefusal(undefined, 99)).toBeUndefined();
    expect(manualBackupRefusal({ ...limits, workspace_manual_backup_count_limit: null }, 99)).toBeUndefined();
  });

  it('puts each retention limit past the quota on its own field', () => {
    expect(backupScheduleRefusals(limits, { max_backup_files: 30, max_reserved_days: 30 })).toEqual([]);
    expect(backupScheduleRefusals(limits, { max_backup_files: 31, max_reserved_days: 90 })).toEqual([
      { field: 'max_backup_files', reason: 'The quota allows at most 30 automatic backups per workspace' },
      { field: 'max_reserved_days', reason: 'The quota keeps automatic backups at most 30 days' },
    ]);
    expect(backupScheduleRefusals(undefined, { max_backup_files: 100, max_reserved_days: 365 })).toEqual([]);
  });
});
