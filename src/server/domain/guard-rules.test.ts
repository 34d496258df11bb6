import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { isApiError, type ApiError } from '@/api/api-error';

// The embedded control plane keeps the rules the console checks before sending
// (features/organization/quota-check.ts, features/allow-list/guard-rules.ts): the same reasons, on the same fields.
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const p = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-1' };

async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error('was not refused');
}

describe('guard rules on the server', () => {
  it('refuses a schedule to a size above the quota’s largest, naming the field', async () => {
    const quota = await s.client().getOrgQuota({ params: {} });
    expect(quota.max_workspace_type).toBe('TG-16');
    const body = { workspace_id: p.workspaceID, repeat: 'daily', time: '08:00', timezone: 'UTC', workspace_type_name: 'TG-32' } as const;
    const e = await refusal(s.client().createWorkspaceSchedule({ params: p, body }));
    expect(e.status).toBe(429);
    expect(e.fieldErrors).toEqual([{ field: 'workspace_type_name', reason: expect.stringMatching(/^Above TG-16, the largest size the quota allows/) }]);
    await expect(s.client().createWorkspaceSchedule({ params: p, body: { ...body, workspace_type_name: 'TG-16' } })).resolves.toBeTruthy();
  });

  it('refuses a resize above the largest size with the console’s reason', async () => {
    const e = await refusal(s.client().updateWorkspace({ params: p, body: { workspace_type_name: 'TG-64' } }));
    expect(e.status).toBe(429);
    expect(e.fieldErrors).toEqual([{ field: 'workspace_type_name', reason: expect.stringMatching(/^Above TG-16, the largest size the quota allows/) }]);
  });

  it('refuses an automatic-backup schedule keeping more, or longer, than the quota', async () => {
    const body = { schedule: '0 3 * * *', max_backup_files: 31, max_reserved_days: 7, max_retry: 3, pause: false };
    const files = await refusal(s.client().setBackupSchedule({ params: p, body }));
    expect(files.fieldErrors).toEqual([{ field: 'max_backup_files', reason: 'The quota allows at most 30 automatic backups per workspace' }]);
    const days = await refusal(s.client().setBackupSchedule({ params: p, body: { ...body, max_backup_files: 7, max_reserved_days: 31 } }));
    expect(days.fieldErrors).toEqual([{ field: 'max_reserved_days', reason: 'The quota keeps automatic backups at most 30 days' }]);
    await expect(s.client().setBackupSchedule({ params: p, body: { ...body, max_backup_files: 30, max_reserved_days: 30 } })).resolves.toBeTruthy();
  });

  it('refuses a database user whose name differs only in case', async () => {
    await s.client().createDbUser({ params: p, body: { username: 'guard_user', password: 'Tr0ub4dor&3-horse' } });
    const e = await refusal(s.client().createDbUser({ params: p, body: { username: 'Guard_User', password: 'Tr0ub4dor&3-horse' } }));
    expect(e.fieldErrors).toEqual([{ field: 'username', reason: 'This database already has a user named "Guard_User"' }]);
  });
});
