import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, sleep } from '@/server/testing/test-server';

/** Issue 44, cases 3 (data left behind), 5 (reads that write, deletes on a full disk) and 6 (lifecycle changes during a restore). */
const V = '/controller/v4/v2';
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (servers.length) await servers.pop()!.close();
});
async function server(env: Record<string, string> = {}) {
  const s = await startTestServer(env);
  servers.push(s);
  return s;
}

/** Every file of the data directory, read whole, and which of `needles` each still holds. */
function traces(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  // The audit trail keeps who deleted what, by design (src/features/activity/README.md): ids and names, never a secret (audit.test.ts).
  for (const f of fs.readdirSync(dir).filter((f) => f !== 'audit.ndjson')) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    for (const n of needles) if (text.includes(n)) found.push(`${f}: ${n}`);
  }
  return found;
}

async function untilClean(dir: string, needles: string[]): Promise<string[]> {
  let left = traces(dir, needles);
  for (let i = 0; i < 50 && left.length; i++) {
    await sleep(100);
    left = traces(dir, needles);
  }
  return left;
}

describe('3. deleting a workgroup or a workspace purges what belonged to it', () => {
  it('leaves no trace of a deleted workgroup in the data directory, snapshot, previous snapshot and journal included', async () => {
    const s = await server();
    await s.raw('POST', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/schedules`, {
      workspace_id: 'ws-0001-1',
      repeat: 'Daily',
      time: '08:00',
      timezone: 'UTC',
      workspace_type_name: 'TG-1',
    });
    await s.raw('POST', `${V}/workgroups/wg-0001/workspaces/ws-0001-1/dbuser`, { username: 'purge_me', password: 'Correct-Horse-42' });
    // A compaction, so that the state above is in the snapshot and, after the next one, in the previous snapshot too.
    s.plane.store!.close();
    const hashes = s.plane
      .store!.list('dbUsers')
      .filter((u) => u.database_id.startsWith('db-0001-'))
      .map((u) => u.password_hash);
    expect(hashes.length).toBeGreaterThan(1);
    const needles = ['wg-0001', 'ws-0001-', 'db-0001-', 'purge_me', ...hashes];
    const before = traces(s.dataDir, needles).length;
    const { Store } = await import('@/server/store/store');
    // The server's store was closed above: reopen its directory through a fresh server on it.
    const again = await server({ DATA_DIR: s.dataDir });
    const res = await again.raw('DELETE', `${V}/workgroups/wg-0001`);
    expect(res.status).toBe(200);
    const left = await untilClean(s.dataDir, needles);
    console.info(`workgroup delete: ${before} traces in the data directory before, ${left.length} after (${left.slice(0, 5).join('; ')})`);
    expect(left).toEqual([]);
    expect(Store).toBeDefined();
  });

  it('deleting one workspace purges its schedules, backups, restore jobs and backup schedule; its database and users stay', async () => {
    const s = await server();
    const ws = 'ws-0002-1';
    await s.raw('POST', `${V}/workgroups/wg-0002/workspaces/${ws}/schedules`, {
      workspace_id: ws,
      repeat: 'Daily',
      time: '08:00',
      timezone: 'UTC',
      workspace_type_name: 'TG-1',
    });
    const failed = ((await s.raw('GET', `${V}/workgroups/wg-0002/workspaces/${ws}/backups`)).json!.Result as { id: string; status: string }[]).find(
      (b) => b.status === 'Failed',
    )!;
    await s.raw('POST', `${V}/workgroups/wg-0002/workspaces/${ws}/backups/restore`, { backup_id: failed.id });
    await sleep(400);
    expect((await s.raw('DELETE', `${V}/workgroups/wg-0002/workspaces/${ws}`)).status).toBe(200);
    const left = await untilClean(s.dataDir, [ws, `backup-schedule-${ws}`]);
    console.info(`workspace delete: ${left.length} traces after`);
    expect(left).toEqual([]);
    expect(traces(s.dataDir, ['db-0002-1']).length).toBeGreaterThan(0);
  });
});

describe('5. reads never write; deletes go through on a full disk', () => {
  it('lists backups and reads the schedule with 200 on a full disk, deletes a backup, and refuses a create with 507', async () => {
    const s = await server({ DEMO_BACKUP_EVERY_MS: '1000' });
    const ws = `${V}/workgroups/wg-0001/workspaces/ws-0001-1`;
    const manual = ((await s.raw('GET', `${ws}/backups`)).json!.Result as { id: string; is_automatic: boolean }[]).find((b) => !b.is_automatic)!;
    // The disk fills: no write finds room, but for the room a removed file gives back.
    const reserve = path.join(s.dataDir, 'reserve.bin');
    let room = 0;
    let released = !fs.existsSync(reserve);
    const write = fs.writeSync;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, buf: Buffer, off: number, len: number, pos: number) => {
      if (!released && !fs.existsSync(reserve)) [released, room] = [true, 1_048_576];
      if (len > room) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      room -= len;
      return write(fd, buf, off, len, pos);
    }) as typeof fs.writeSync);
    // Automatic backups fall due meanwhile.
    await sleep(1500);
    const list = await s.raw('GET', `${ws}/backups`);
    const schedule = await s.raw('GET', `${ws}/backups/schedule`);
    const created = await s.raw('POST', `${V}/workgroups`, { name: 'No room', cloud_provider_id: 'cp-aws-prod' });
    const deleted = await s.raw('DELETE', `${ws}/backups`, { backup_id: manual.id });
    console.info(`full disk: list backups ${list.status}, read schedule ${schedule.status}, create ${created.status}, delete a backup ${deleted.status}`);
    expect([list.status, schedule.status, created.status, deleted.status]).toEqual([200, 200, 507, 200]);
    vi.restoreAllMocks();
    // Once there is room, the deletion is there after a restart.
    const again = await server({ DATA_DIR: s.dataDir });
    await s.plane.close();
    const after = (await again.raw('GET', `${ws}/backups`)).json!.Result as { id: string }[];
    expect(after.some((b) => b.id === manual.id)).toBe(false);
  });
});

describe('6. a restore under way', () => {
  it('refuses deleting, pausing, resizing or upgrading the workspace, and deleting its workgroup, with 409 and the reason; allowed once it ends', async () => {
    const s = await server();
    const ws = `${V}/workgroups/wg-0001/workspaces/ws-0001-1`;
    const ok = ((await s.raw('GET', `${ws}/backups`)).json!.Result as { id: string; status: string }[]).find((b) => b.status === 'Succeeded')!;
    expect((await s.raw('POST', `${ws}/backups/restore`, { backup_id: ok.id })).status).toBe(200);
    const refused = [
      await s.raw('DELETE', ws),
      await s.raw('POST', `${ws}/pause`),
      await s.raw('PUT', ws, { workspace_type_name: 'TG-2' }),
      await s.raw('POST', `${ws}/upgrade`, { desired_version: '4.2.2', scheduled: false }),
      await s.raw('DELETE', `${V}/workgroups/wg-0001`),
    ];
    console.info(`during a restore: ${refused.map((r) => r.status).join(', ')}`);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.json!.ErrorDetails[0]!.Reason).toMatch(/^A restore into \S+ is running: .* cannot be (deleted|paused|changed|upgraded) until it ends\.$/);
    }
    // A rename is not a lifecycle change.
    expect((await s.raw('PUT', ws, { workspace_name: 'renamed-during-restore' })).status).toBe(200);
    await sleep(400);
    expect((await s.raw('DELETE', ws)).status).toBe(200);
  });
});
