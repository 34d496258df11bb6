import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from './store';

const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

/** Starts the real server as its own process and resolves with its URL. */
function startProcess(dataDir: string): Promise<{ child: ChildProcess; url: string; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: dataDir },
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
          const res = await fetch(`${first.url}/controller/v4/v2/workgroups/wg-0002/allow_list`, { method: 'POST', headers, body: JSON.stringify({ cidr, note: `burst ${i}` }) });
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
    const a = new Store(dir);
    a.put('workgroups', 'wg-a', { name: 'A' });
    a.put('workgroups', 'wg-b', { name: 'B' });
    a.delete('workgroups', 'wg-a');
    a.close();
    fs.appendFileSync(path.join(dir, 'journal.ndjson'), '{"t":"put","c":"workgroups","id":"wg-c","v":{"na');
    const b = new Store(dir);
    expect(b.list('workgroups')).toEqual([{ name: 'B' }]);
    expect(b.get('workgroups', 'wg-c')).toBeUndefined();
    b.close();
  });
});
