import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, sleep } from '@/server/testing/test-server';
import { isApiError } from '@/api/api-error';

// Backups, restore, the automatic-backup schedule, refresh and database deletion
// through the typed client over loopback (TRANSITION_MS is 150 here).
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const rw = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-1' };
const ro = { workgroupID: 'wg-0001', workspaceID: 'ws-0001-2' };

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error('was not refused');
}

describe('backups', () => {
  it('lists seeded nightly and tagged manual backups, sizes as decimal strings, one failed', async () => {
    const list = await s.client().listBackups({ params: rw });
    expect(list.filter((b) => b.is_automatic).length).toBeGreaterThanOrEqual(5);
    expect(list.filter((b) => !b.is_automatic).map((b) => b.tag)).toContain('before-schema-change');
    expect(list.filter((b) => b.status === 'Failed')).toHaveLength(1);
    expect(list.every((b) => /^\d+$/.test(b.size_bytes))).toBe(true);
    const raw = await s.raw('GET', `/controller/v4/v2/workspaces/${rw.workspaceID}/backups`);
    expect(raw.status).toBe(200);
    expect(typeof (raw.json!.Result as { size_bytes: unknown }[])[0]!.size_bytes).toBe('string');
  });

  it('takes a backup: InProgress, then Succeeded', async () => {
    const taken = await s.client().takeBackup({ params: rw, body: { tag: 'journey' } });
    expect(taken.status).toBe('InProgress');
    await sleep(200);
    const after = (await s.client().listBackups({ params: rw })).find((b) => b.id === taken.id);
    expect(after?.status).toBe('Succeeded');
    expect(after?.tag).toBe('journey');
  });

  it('refuses manual backups past the limit with Quota-Exceed', async () => {
    const other = { workgroupID: 'wg-0002', workspaceID: 'ws-0002-1' };
    let e;
    for (let i = 0; i < 12 && !e; i++)
      e = await s
        .client()
        .takeBackup({ params: other, body: {} })
        .then(
          () => undefined,
          (x: unknown) => x,
        );
    expect(isApiError(e) && e.type).toBe('Quota-Exceed');
  });

  it('restores: the workspace goes Restoring and back, the log grows, the job ends Succeeded', async () => {
    const backup = (await s.client().listBackups({ params: rw })).find((b) => b.status === 'Succeeded')!;
    const job = await s.client().restoreBackup({ params: rw, body: { backup_id: backup.id } });
    expect((await s.client().getWorkspace({ params: rw })).status).toBe('Restoring');
    const first = await s.client().getRestoreStatus({ params: { ...rw, job } });
    expect(first.status).toBe('Running');
    // The backups screen's rule (kernel/lifecycle-rules.ts), in its words.
    const running = /^A restore into \S+ is running: no backup can be taken, restored or deleted until it ends\.$/;
    expect((await refusal(s.client().restoreBackup({ params: rw, body: { backup_id: backup.id } }))).message).toMatch(running);
    expect((await refusal(s.client().deleteBackup({ params: rw, body: { backup_id: backup.id } }))).message).toMatch(running);
    await sleep(320);
    const last = await s.client().getRestoreStatus({ params: { ...rw, job } });
    expect(last.status).toBe('Succeeded');
    expect(last.output.split('\n').length).toBeGreaterThan(first.output.split('\n').length);
    expect((await s.client().getWorkspace({ params: rw })).status).toBe('Active');
    // Revision A's path answers too.
    const a = await s.raw('GET', `/controller/v4/v2/workspaces/${rw.workspaceID}/backups/restore/${job}/status`);
    expect((a.json!.Result as { status: string }).status).toBe('Succeeded');
  });

  it('refuses to restore a backup that did not complete, saying why, and leaves the workspace as it was', async () => {
    const failed = (await s.client().listBackups({ params: rw })).find((b) => b.status === 'Failed')!;
    const before = await s.client().getWorkspace({ params: rw });
    await expect(s.client().restoreBackup({ params: rw, body: { backup_id: failed.id } })).rejects.toMatchObject({
      status: 400,
      details: [{ FieldName: 'backup_id', Reason: expect.stringMatching(/did not complete/) }],
    });
    expect((await s.client().getWorkspace({ params: rw })).status).toBe(before.status);
  });

  it('refuses to back up or restore a read-only workspace', async () => {
    expect((await refusal(s.client().takeBackup({ params: ro, body: {} }))).message).toMatch(/read-only/);
  });

  it('deletes a backup with a JSON body', async () => {
    const backup = (await s.client().listBackups({ params: rw })).find((b) => !b.is_automatic && b.tag === 'quarter-end')!;
    await s.client().deleteBackup({ params: rw, body: { backup_id: backup.id } });
    expect((await s.client().listBackups({ params: rw })).some((b) => b.id === backup.id)).toBe(false);
  });

  it('validates the schedule (400 naming schedule) and reads it back at both paths', async () => {
    const bad = await s.raw('POST', `/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/backups/schedule`, {
      schedule: '0 25 * * *',
      max_backup_files: 5,
      max_reserved_days: 7,
      max_retry: 2,
      pause: false,
    });
    expect(bad.status).toBe(400);
    expect(bad.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'schedule' });
    expect(bad.json!.ErrorDetails[0]!.Reason).toMatch(/hour must be 0 to 23/);
    const tooMany = await s.raw('POST', `/controller/v4/v2/workgroups/wg-0001/workspaces/ws-0001-1/backups/schedule`, {
      schedule: '0 3 * * *',
      max_backup_files: 500,
      max_reserved_days: 7,
      max_retry: 2,
      pause: false,
    });
    expect(tooMany.json!.ErrorDetails[0]).toMatchObject({ FieldName: 'max_backup_files' });
    await s
      .client()
      .setBackupSchedule({ params: rw, body: { schedule: '30 1 * * 1,4', max_backup_files: 5, max_reserved_days: 14, max_retry: 2, pause: true } });
    expect(await s.client().getBackupSchedule({ params: rw })).toEqual({
      schedule: '30 1 * * 1,4',
      max_backup_files: 5,
      max_reserved_days: 14,
      max_retry: 2,
      pause: true,
    });
    const a = await s.raw('GET', `/controller/v4/v2/workspaces/${rw.workspaceID}/backups/schedule`);
    expect((a.json!.Result as { schedule: string }).schedule).toBe('30 1 * * 1,4');
  });

  it('makes automatic backups in demo time and keeps only max_backup_files of them', async () => {
    const demo = await startTestServer({ DEMO_BACKUP_EVERY_MS: '1000' });
    try {
      const c = demo.client();
      await c.setBackupSchedule({ params: rw, body: { schedule: '0 3 * * *', max_backup_files: 2, max_reserved_days: 30, max_retry: 1, pause: false } });
      await sleep(2300);
      const automatic = (await c.listBackups({ params: rw })).filter((b) => b.is_automatic);
      expect(automatic).toHaveLength(2);
      expect(Date.parse(automatic[0]!.time)).toBeGreaterThan(Date.now() - 3000);
    } finally {
      await demo.close();
    }
  });
});

describe('refresh and database deletion', () => {
  it('refreshes a read-only workspace: Refreshing, then Succeeded with a message', async () => {
    // A server of its own whose transitions take long enough to be seen under load (150 ms is not, on a busy machine).
    const slow = await startTestServer({ TRANSITION_MS: '1500' });
    try {
      await slow.client().refreshWorkspace({ params: ro });
      const during = await slow.client().getWorkspace({ params: ro });
      expect(during.refresh_status).toBe('InProgress');
      let after = during;
      for (let i = 0; i < 50 && after.refresh_status === 'InProgress'; i++) {
        await sleep(100);
        after = await slow.client().getWorkspace({ params: ro });
      }
      expect(after.refresh_status).toBe('Succeeded');
      expect(after.refresh_message).toMatch(/Refreshed from/);
      expect((await refusal(slow.client().refreshWorkspace({ params: rw }))).message).toMatch(/read-write/);
    } finally {
      await slow.close();
    }
  });

  it('refuses to delete a database with workspaces attached, naming them, then deletes it', async () => {
    const wg = await s.client().getWorkgroup({ params: { workgroupID: 'wg-0003' } });
    const db = wg.tg_databases[0]!;
    const e = await refusal(s.client().deleteDatabase({ params: { workgroupID: 'wg-0003', databaseID: db.database_id } }));
    expect(e.status).toBe(400);
    const names = wg.workspaces.filter((w) => w.database_id === db.database_id).map((w) => w.name);
    for (const n of names) expect(e.message).toContain(n);
    for (const w of wg.workspaces.filter((x) => x.database_id === db.database_id))
      await s.client().deleteWorkspace({ params: { workgroupID: 'wg-0003', workspaceID: w.workspace_id } });
    await s.client().deleteDatabase({ params: { workgroupID: 'wg-0003', databaseID: db.database_id } });
    expect((await s.client().getWorkgroup({ params: { workgroupID: 'wg-0003' } })).tg_databases.some((d) => d.database_id === db.database_id)).toBe(false);
  });
});
