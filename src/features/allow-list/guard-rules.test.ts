import { describe, expect, it } from 'vitest';
import { ALLOW_LIST_MAX_ENTRIES, allowListFullRefusal, duplicateEntry, duplicateEntryRefusal, duplicateUserRefusal } from './guard-rules';
import { backupScheduleRefusals, manualBackupRefusal } from '@/features/organization/quota-check';

describe('guard rules shared by the forms and the embedded control plane', () => {
  it('finds an allow-list duplicate in its normalized form, not the one being edited', () => {
    const entries = [
      { id: 'a', cidr: '10.0.0.0/8' },
      { id: 'b', cidr: '2001:db8::/48' },
    ];
    expect(duplicateEntry('10.0.0.0/8', entries)?.id).toBe('a');
    expect(duplicateEntry('10.0.0.0/8', entries, 'a')).toBeUndefined();
    expect(duplicateEntry('2001:db8::/48', [{ id: 'c', cidr: '2001:0db8:0000::/48' }])?.id).toBe('c');
    expect(duplicateEntry('10.0.0.0/16', entries)).toBeUndefined();
    expect(duplicateEntryRefusal('10.0.0.0/8')).toBe('10.0.0.0/8 is already in the allow list');
  });

  it('refuses an allow list past its size', () => {
    expect(allowListFullRefusal(ALLOW_LIST_MAX_ENTRIES - 1)).toBeUndefined();
    expect(allowListFullRefusal(ALLOW_LIST_MAX_ENTRIES)).toMatch(/at most 200 entries/);
  });

  it('refuses a database user name already taken, whatever its case', () => {
    expect(duplicateUserRefusal('App_Reader', ['app_reader', 'etl'])).toBe('This database already has a user named "App_Reader"');
    expect(duplicateUserRefusal('app_writer', ['app_reader'])).toBeUndefined();
    expect(duplicateUserRefusal('', ['app_reader'])).toBeUndefined();
  });

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
