import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { COMPACT_AFTER, DataDirDamaged, DataDirUnusable, StorageFailed, Store, type Collection } from './store';
import { startTestServer } from '@/server/testing/test-server';

/** The store's mechanics, tried with records of any shape. */
type Loose = Record<Collection, Record<string, unknown>>;

const root = path.resolve(__dirname, '../../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** Starts the real server as its own process and resolves with its URL. */
function startProcess(dataDir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const exited = new Promise((r) => child.once('exit', r));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, exited });
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

const headers = { 'x-api-key': 'demo-api-key', 'content-type': 'application/json' };

describe('durability', () => {
  it('loses no acknowledged write when killed with SIGKILL during a burst of writes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-kill-'));
    const first = await startProcess(dataDir);
    const acknowledged: string[] = [];
    let n = 0;
    let killed = false;
    // Four lanes of back-to-back writes; the kill lands while requests are in flight.
    const lane = async () => {
      while (!killed) {
        const i = n++;
        const cidr = `10.${Math.floor(i / 250)}.${i % 250}.1`;
        try {
          const res = await fetch(`${first.url}/controller/v4/v2/workgroups/wg-0002/allow_list`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ cidr, note: `burst ${i}` }),
          });
          if (res.ok) acknowledged.push(cidr);
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    const second = await startProcess(dataDir);
    const res = await fetch(`${second.url}/controller/v4/v2/workgroups/wg-0002/allow_list`, { headers });
    const entries = ((await res.json()) as { Result: { cidr: string }[] }).Result.map((e) => e.cidr);
    const missing = acknowledged.filter((c) => !entries.includes(c));
    expect(missing).toEqual([]);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 60_000);

  it('keeps everything across a restart and ignores a torn, unacknowledged last line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-store-'));
    const a = new Store<Loose>(dir);
    a.put('workgroups', 'wg-a', { name: 'A' });
    a.put('workgroups', 'wg-b', { name: 'B' });
    a.delete('workgroups', 'wg-a');
    a.close();
    fs.appendFileSync(path.join(dir, 'journal.ndjson'), '{"t":"put","c":"workgroups","id":"wg-c","v":{"na');
    const b = new Store<Loose>(dir);
    expect(b.list('workgroups')).toEqual([{ name: 'B' }]);
    expect(b.get('workgroups', 'wg-c')).toBeUndefined();
    b.close();
  });
});

/** The journal's changes, without its first line (the generation of the snapshot it continues). */
const journalLines = (dir: string) =>
  fs
    .readFileSync(path.join(dir, 'journal.ndjson'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('{"t":"gen"')).length;

describe('1. the write that triggers a compaction', () => {
  it(`survives a SIGKILL right after it is acknowledged, exactly at the threshold (${COMPACT_AFTER} journal lines)`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-compact-'));
    const first = await startProcess(dataDir);
    const wg = `${first.url}/controller/v4/v2/workgroups`;
    // One short of the threshold, four at a time; every one of them is acknowledged.
    let n = 0;
    let acknowledged = 0;
    const lane = async () => {
      while (n < COMPACT_AFTER - 1) {
        const i = n++;
        const res = await fetch(`${wg}/wg-0001`, { method: 'PUT', headers, body: JSON.stringify({ enable_application_log: i % 2 === 0 }) });
        await res.arrayBuffer();
        if (res.ok) acknowledged++;
      }
    };
    await Promise.all([lane(), lane(), lane(), lane()]);
    expect(acknowledged).toBe(COMPACT_AFTER - 1);
    expect(journalLines(dataDir)).toBe(COMPACT_AFTER - 1);
    const res = await fetch(wg, { method: 'POST', headers, body: JSON.stringify({ name: 'At the threshold', cloud_provider_id: 'cp-aws-prod' }) });
    expect(res.status).toBe(200);
    const created = ((await res.json()) as { Result: { workgroup_id: string } }).Result.workgroup_id;
    // The compaction ran: the journal was folded into the snapshot.
    expect(journalLines(dataDir)).toBe(0);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startProcess(dataDir);
    const list = (
      (await (await fetch(`${second.url}/controller/v4/v2/workgroups`, { headers })).json()) as { Result: { workgroup_id: string; name: string }[] }
    ).Result;
    expect(list.find((w) => w.workgroup_id === created)?.name).toBe('At the threshold');
    second.child.kill('SIGTERM');
    await second.exited;
  }, 90_000);

  it('in process too: a store reopened after the compacting put holds it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-compact-'));
    const a = new Store<Loose>(dir, undefined, { compactAfter: 3 });
    for (let i = 1; i <= 3; i++) a.put('workgroups', `wg-${i}`, { name: `W${i}` });
    a.close();
    expect(journalLines(dir)).toBe(0);
    const b = new Store<Loose>(dir);
    expect(b.list('workgroups')).toHaveLength(3);
    b.close();
  });
});

/**
 * A disk with `room` bytes left: a write beyond it is short, the next fails
 * with ENOSPC. With `whole`, a write that does not fit fails outright (as if
 * the file it went to were removed at once, giving its room back).
 */
function fillingDisk(room: number, whole = false) {
  const disk = {
    room,
    writeSync(fd: number, buffer: Buffer, offset: number, length: number, position: number): number {
      if (disk.room <= 0 || (whole && length > disk.room)) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      const n = fs.writeSync(fd, buffer, offset, Math.min(length, disk.room), position);
      disk.room -= n;
      return n;
    },
  };
  return disk;
}

describe('2. a full disk', () => {
  it('a short journal write is refused, taken back in memory and out of the journal; every acknowledged write survives, no refused one appears', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-full-'));
    const disk = fillingDisk(Infinity);
    const s = new Store<Loose>(dir, undefined, { io: disk });
    const acknowledged: string[] = [];
    const refused: string[] = [];
    const write = (id: string) => {
      try {
        s.put('workgroups', id, { name: id });
        acknowledged.push(id);
      } catch (e) {
        expect(e).toBeInstanceOf(StorageFailed);
        expect((e as StorageFailed).full).toBe(true);
        refused.push(id);
      }
    };
    for (let i = 0; i < 10; i++) write(`wg-before-${i}`);
    // Room for about two and a half lines: the third is cut short.
    disk.room = 100;
    for (let i = 0; i < 5; i++) write(`wg-full-${i}`);
    expect(refused.length).toBeGreaterThan(0);
    for (const id of refused) expect(s.get('workgroups', id)).toBeUndefined();
    // An update refused on a full disk leaves the value it had.
    expect(() => s.put('workgroups', 'wg-before-0', { name: 'changed' })).toThrow(StorageFailed);
    expect(s.get('workgroups', 'wg-before-0')).toEqual({ name: 'wg-before-0' });
    // Space comes back; writes go on after the refused ones.
    disk.room = Infinity;
    for (let i = 0; i < 9; i++) write(`wg-after-${i}`);
    s.close();
    const text = fs.readFileSync(path.join(dir, 'journal.ndjson'), 'utf8');
    expect(
      text
        .split('\n')
        .slice(0, -1)
        .every((l) => JSON.parse(l)),
    ).toBe(true);

    const again = new Store<Loose>(dir);
    const present = again.list('workgroups').map((w) => w.name);
    again.close();
    expect(acknowledged.filter((id) => !present.includes(id))).toEqual([]);
    expect(refused.filter((id) => present.includes(id))).toEqual([]);
    console.info(
      `full disk: ${acknowledged.length} acknowledged, ${acknowledged.filter((id) => present.includes(id)).length} present after restart; ${refused.length} refused, 0 present`,
    );
  });

  it('a compaction without room postpones itself: the write is acknowledged and kept, and a write refused later is not persisted', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-full-'));
    const big = 'x'.repeat(4000);
    const seed = new Store<Loose>(dir);
    seed.put('workgroups', 'wg-big', { name: big });
    seed.close();
    const disk = fillingDisk(Infinity, true);
    const s = new Store<Loose>(dir, undefined, { compactAfter: 5, io: disk });
    // Room for the journal lines but never for a new snapshot.
    disk.room = 2000;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answered: [string, boolean][] = [];
    for (let i = 0; i < 40; i++) {
      const id = `wg-${i}`;
      try {
        s.put('workgroups', id, { name: id });
        answered.push([id, true]);
      } catch (e) {
        expect(e).toBeInstanceOf(StorageFailed);
        answered.push([id, false]);
      }
    }
    expect(error.mock.calls.join(' ')).toMatch(/Compaction postponed/);
    error.mockRestore();
    s.close();
    expect(answered.filter(([, ok]) => ok).length).toBeGreaterThan(5);
    expect(answered.filter(([, ok]) => !ok).length).toBeGreaterThan(0);
    const again = new Store<Loose>(dir);
    for (const [id, ok] of answered) expect(again.get('workgroups', id) !== undefined).toBe(ok);
    again.close();
  });

  it('answers 507 with an envelope over HTTP, and the workgroup is not listed', async () => {
    const s = await startTestServer();
    const before = (await s.raw('GET', '/controller/v4/v2/workgroups')).json!.Result as unknown[];
    const spy = vi.spyOn(fs, 'writeSync').mockImplementation(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let res;
    try {
      res = await s.raw('POST', '/controller/v4/v2/workgroups', { name: 'No room', cloud_provider_id: 'cp-aws-prod' });
    } finally {
      spy.mockRestore();
      error.mockRestore();
    }
    expect(res.status).toBe(507);
    expect(res.json!.ErrorDetails[0]!.Reason).toMatch(/no room left/);
    const after = (await s.raw('GET', '/controller/v4/v2/workgroups')).json!.Result as unknown[];
    expect(after).toHaveLength(before.length);
    await s.close();
  });

  it('a transaction that fails part way leaves nothing behind, in memory or on disk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-tx-'));
    const s = new Store<Loose>(dir);
    s.put('workgroups', 'wg-1', { name: 'one' });
    expect(() =>
      s.transaction(() => {
        s.put('databases', 'db-1', { name: 'left behind?' });
        s.put('workgroups', 'wg-1', { name: 'changed' });
        throw new Error('the handler failed after its first writes');
      }),
    ).toThrow(/failed/);
    expect(s.get('databases', 'db-1')).toBeUndefined();
    expect(s.get('workgroups', 'wg-1')).toEqual({ name: 'one' });
    s.close();
    const again = new Store<Loose>(dir);
    expect(again.get('databases', 'db-1')).toBeUndefined();
    again.close();
  });
});

describe('2. a directory that cannot be used stops the start with a short message', () => {
  const seeded = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-start-'));
    const s = new Store<Loose>(dir);
    s.put('workgroups', 'wg-1', { name: 'Workgroup SECRET' });
    s.close();
    return dir;
  };
  const failing = (code: string) => ({
    writeSync: () => {
      throw Object.assign(new Error(`${code}: refused, write`), { code });
    },
  });

  it.each([
    ['a full disk', 'ENOSPC', /the disk is full/],
    ['a read-only directory', 'EROFS', /not writable/],
    ['a directory without write permission', 'EACCES', /not writable/],
  ])('%s', (_, code, message) => {
    const dir = seeded();
    let error: unknown;
    try {
      new Store<Loose>(dir, undefined, { io: failing(code) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirUnusable);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toMatch(/SECRET/);
    // Nothing was lost: the next start with room has it all.
    expect(new Store<Loose>(dir).get('workgroups', 'wg-1')).toEqual({ name: 'Workgroup SECRET' });
  });

  it('a journal without its snapshot', () => {
    const dir = seeded();
    fs.appendFileSync(path.join(dir, 'journal.ndjson'), `${JSON.stringify({ t: 'put', c: 'workgroups', id: 'wg-2', v: { name: 'two' } })}\n`);
    fs.rmSync(path.join(dir, 'snapshot.json'));
    expect(() => new Store<Loose>(dir)).toThrow(DataDirDamaged);
    expect(() => new Store<Loose>(dir)).toThrow(/journal\.ndjson is there but snapshot\.json.*is missing/);
  });

  it.each([
    [
      'in the snapshot',
      (dir: string) => fs.writeFileSync(path.join(dir, 'snapshot.json'), '{"workgroups":{"wg-1":null}}'),
      /record "wg-1" in "workgroups" that is not an object/,
    ],
    [
      'in the journal, even as its last line',
      (dir: string) => fs.appendFileSync(path.join(dir, 'journal.ndjson'), '{"t":"put","c":"workgroups","id":"wg-2","v":null}\n'),
      /line \d+ of journal\.ndjson does not read as a change/,
    ],
  ])('a null record %s', (_, damage, message) => {
    const dir = seeded();
    damage(dir);
    expect(() => new Store<Loose>(dir)).toThrow(message);
  });

  it.each([
    [
      'DATA_DIR is a file',
      () => {
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gc-start-')), 'not-a-dir');
        fs.writeFileSync(file, 'x');
        return file;
      },
      /cannot be used: it is not a directory/,
    ],
    [
      'a journal without its snapshot',
      () => {
        const dir = seeded();
        fs.appendFileSync(path.join(dir, 'journal.ndjson'), `${JSON.stringify({ t: 'put', c: 'workgroups', id: 'wg-2', v: { name: 'two' } })}\n`);
        fs.rmSync(path.join(dir, 'snapshot.json'));
        return dir;
      },
      /snapshot\.json, which it continues, is missing/,
    ],
    [
      'a null record',
      () => {
        const dir = seeded();
        fs.writeFileSync(path.join(dir, 'snapshot.json'), '{"workgroups":{"wg-1":null}}');
        return dir;
      },
      /that is not an object/,
    ],
  ])(
    'the server process: %s — one short message, no stack, exit 1',
    (_, make, message) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: root,
        env: { ...process.env, PORT: '0', DATA_DIR: make(), LOG_LEVEL: 'quiet', STATIC_DIR: root },
        encoding: 'utf8',
        timeout: 30_000,
      });
      const out = run.stdout + run.stderr;
      expect(out).toMatch(message);
      expect(out).not.toMatch(/\bat \w+ \(|SECRET/);
      expect(out.length).toBeLessThan(700);
      expect(run.status).toBe(1);
    },
    40_000,
  );
});
