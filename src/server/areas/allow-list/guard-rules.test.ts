import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '@/server/testing/test-server';
import { isApiError, type ApiError } from '@/api/api-error';
import { deleteDatabaseRefusal, refreshRefusal, restoreRunningRefusal } from '@/kernel/lifecycle-rules';

// The embedded control plane keeps the rules the console checks before sending
// (kernel/quota-check.ts, features/allow-list/guard-rules.ts, kernel/lifecycle-rules.ts):
// the same reasons, on the same fields. Where a rule reads a resource, the console's reason is computed here from
// the resource as the console reads it.
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

describe('lifecycle rules on the server, in the words the screens grey the action out with', () => {
  it('refuses refreshing a paused read-only workspace, and a read-write one', async () => {
    const paused = { workgroupID: 'wg-0003', workspaceID: 'ws-0003-2' };
    const ws = await s.client().getWorkspace({ params: paused });
    expect([ws.is_rw, ws.status]).toEqual([false, 'Stopped']);
    const e = await refusal(s.client().refreshWorkspace({ params: paused }));
    expect(e.status).toBe(400);
    expect(e.fieldErrors).toEqual([{ field: 'status', reason: refreshRefusal(ws) }]);
    expect(e.message).toBe(`${ws.name} is paused: only an Active read-only workspace can be refreshed.`);
    const rw = await s.client().getWorkspace({ params: p });
    expect((await refusal(s.client().refreshWorkspace({ params: p }))).fieldErrors).toEqual([{ field: 'workspaceID', reason: refreshRefusal(rw) }]);
  });

  it('refuses deleting a database with a workspace attached, naming it as the workgroup lists it', async () => {
    const wg = await s.client().getWorkgroup({ params: { workgroupID: 'wg-0002' } });
    const db = wg.tg_databases[0]!;
    const attached = wg.workspaces.filter((w) => w.database_id === db.database_id);
    expect(attached.length).toBeGreaterThan(0);
    const e = await refusal(s.client().deleteDatabase({ params: { workgroupID: 'wg-0002', databaseID: db.database_id } }));
    expect(e.status).toBe(400);
    expect(e.fieldErrors).toEqual([{ field: 'databaseID', reason: deleteDatabaseRefusal(db, attached) }]);
  });

  it('refuses taking, restoring or deleting any backup while a restore runs into the workspace', async () => {
    // Its own server: a restore lasting 3 s outlives the requests below on a busy machine.
    const slow = await startTestServer({ TRANSITION_MS: '1500' });
    try {
      const done = (await slow.client().listBackups({ params: p })).filter((b) => b.status === 'Succeeded');
      await slow.client().restoreBackup({ params: p, body: { backup_id: done[0]!.id } });
      const ws = await slow.client().getWorkspace({ params: p });
      expect(ws.status).toBe('Restoring');
      const reason = restoreRunningRefusal('backups', ws);
      expect(reason).toBe(`A restore into ${ws.name} is running: no backup can be taken, restored or deleted until it ends.`);
      const take = await refusal(slow.client().takeBackup({ params: p, body: {} }));
      const again = await refusal(slow.client().restoreBackup({ params: p, body: { backup_id: done[1]!.id } }));
      const remove = await refusal(slow.client().deleteBackup({ params: p, body: { backup_id: done[0]!.id } }));
      const other = await refusal(slow.client().deleteBackup({ params: p, body: { backup_id: done[1]!.id } }));
      expect([take, again, remove, other].map((e) => [e.status, e.fieldErrors])).toEqual([
        [409, [{ field: 'workspaceID', reason }]],
        [409, [{ field: 'workspaceID', reason }]],
        [409, [{ field: 'backup_id', reason }]],
        [409, [{ field: 'backup_id', reason }]],
      ]);
    } finally {
      await slow.close();
    }
  });

  it('refuses deleting, pausing, resuming, resizing or upgrading the workspace, and deleting its workgroup, with the console’s reason while a restore runs', async () => {
    const slow = await startTestServer({ TRANSITION_MS: '1500' });
    try {
      const done = (await slow.client().listBackups({ params: p })).filter((b) => b.status === 'Succeeded');
      await slow.client().restoreBackup({ params: p, body: { backup_id: done[0]!.id } });
      const ws = await slow.client().getWorkspace({ params: p });
      expect(ws.status).toBe('Restoring');
      const c = slow.client();
      const refused = {
        delete: await refusal(c.deleteWorkspace({ params: p })),
        pause: await refusal(c.pauseWorkspace({ params: p })),
        resume: await refusal(c.resumeWorkspace({ params: p })),
        change: await refusal(c.updateWorkspace({ params: p, body: { workspace_type_name: 'TG-2' } })),
        upgrade: await refusal(c.upgradeWorkspace({ params: p, body: { desired_version: '4.2.2', scheduled: false } })),
        deleteWorkgroup: await refusal(c.deleteWorkgroup({ params: { workgroupID: p.workgroupID } })),
      } as const;
      for (const [what, e] of Object.entries(refused)) {
        const reason = restoreRunningRefusal(what as keyof typeof refused, ws);
        expect(reason).toMatch(new RegExp(`^A restore into ${ws.name} is running: .* until it ends\\.$`));
        expect([what, e.status, e.fieldErrors]).toEqual([what, 409, [{ field: 'workspaceID', reason }]]);
      }
      // Once the restore has ended, the workgroup goes, though nothing read the workspace since: its stored record
      // still says Restoring until something settles it, and the refusal must not read that.
      await new Promise((r) => setTimeout(r, 3_200));
      await expect(c.deleteWorkgroup({ params: { workgroupID: p.workgroupID } })).resolves.toBeDefined();
    } finally {
      await slow.close();
    }
  });
});
