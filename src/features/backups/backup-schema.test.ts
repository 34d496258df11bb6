import { describe, expect, it } from 'vitest';
import { list, readAll } from '@/api/schemas/read';
import { Backup, BackupSchedule, RestoreJobName } from './backup-schema';
import { BackupIdBody, BackupScheduleBody, TakeBackupBody } from './backup-body';

describe('backups read leniently', () => {
  it('reads sizes sent as strings or numbers, flags as text, times as epoch seconds; keeps an entry without an id', () => {
    const { data, notices } = readAll(list(Backup), [
      { id: 'bk-1', is_automatic: 'true', size_bytes: '5368709120', status: 'Succeeded', time: 1763780400, version: '4.2.1' },
      { id: 88, is_automatic: 0, size_bytes: 1073741824, tag: 'pre-migration' },
      { is_automatic: true, size_bytes: '2048' },
    ]);
    expect(data.map((b) => [b.id, b.is_automatic, b.size_bytes])).toEqual([
      ['bk-1', true, '5368709120'],
      ['88', false, '1073741824'],
      ['', true, '2048'],
    ]);
    expect(data[0]!.time).toBe('2025-11-22T03:00:00.000Z');
    expect(notices).toContainEqual(expect.objectContaining({ path: 'Result.2.id', kind: 'no-id' }));
  });

  it('reads the job name of a restore as a string, or from an object naming it', () => {
    expect(readAll(RestoreJobName, 'restore-1').data).toBe('restore-1');
    expect(readAll(RestoreJobName, { job_name: 'job-7' }).data).toBe('job-7');
    expect(readAll(RestoreJobName, [1]).notices).toHaveLength(1);
  });

  it('reads numbers of the schedule sent as strings', () => {
    expect(readAll(BackupSchedule, { schedule: '0 3 * * *', max_backup_files: '7', max_reserved_days: null, pause: 'false' }).data).toEqual({
      schedule: '0 3 * * *',
      max_backup_files: 7,
      max_reserved_days: null,
      max_retry: null,
      pause: false,
    });
  });
});

describe('backup bodies write strictly', () => {
  it('needs a backup id; a tag is optional and bounded', () => {
    expect(BackupIdBody.safeParse({}).success).toBe(false);
    expect(TakeBackupBody.safeParse({}).success).toBe(true);
    expect(TakeBackupBody.safeParse({ tag: 'x'.repeat(65) }).success).toBe(false);
  });

  it('names the schedule field when the cron expression is wrong, and holds the retention to its ranges', () => {
    const bad = BackupScheduleBody.safeParse({ schedule: '0 3 * *', max_backup_files: 0, max_reserved_days: 7, max_retry: 11, pause: false });
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['schedule', expect.stringContaining('5 fields')]);
    expect(issues).toContainEqual(['max_backup_files', 'Automatic backups kept must be at least 1']);
    expect(issues).toContainEqual(['max_retry', 'Retries must be at most 10']);
  });
});
