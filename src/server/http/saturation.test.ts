import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 44, case 7: 200 keep-alive clients saturate the server (each sends its
 * next request as soon as its answer arrives) while a newcomer asks on fresh
 * connections. The server runs as its own process, so the crowd's client
 * work does not count as the server's lag. Loopback only, 8 s of load.
 */
const root = path.resolve(__dirname, '../../..');
const CROWD = 200;
/** How long the newcomer asks for; the crowd goes on past it. */
const LOAD_MS = 6000;
const CROWD_MS = 16_000;
let child: ChildProcess;
let port: number;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-saturation-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    // A larger organization: each answer is real work (a workgroup's view reads every workspace), as on a busy deployment.
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'quiet', STATIC_DIR: dataDir, SEED_WORKGROUPS: '40' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /on http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}, 60_000);
afterAll(() => child?.kill('SIGKILL'));

const headers = { 'x-api-key': 'demo-api-key' };

function newcomerGet(p: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

describe('7. a newcomer while 200 keep-alive clients saturate the server', () => {
  it('answers the newcomer within 2 s at the 99th percentile, and the crowd still gets answers', async () => {
    const crowdProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/http/saturation-crowd.ts', String(port), String(CROWD), String(CROWD_MS), '/controller/v4/v2/workgroups/wg-0001'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    crowdProcess.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const crowdDone = new Promise((r) => crowdProcess.once('exit', r));
    // The newcomer arrives once every client of the crowd has been answered once, and the crowd keeps going.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the crowd did not get going within 30 s')), 30_000);
      crowdProcess.stdout!.on('data', () => out.includes('ready') && (clearTimeout(timer), resolve()));
    });
    const newcomer: number[] = [];
    const statuses = new Set<number>();
    const until = performance.now() + LOAD_MS;
    while (performance.now() < until) {
      const r = await newcomerGet('/controller/v4/v2/workgroups/wg-0002');
      newcomer.push(r.ms);
      statuses.add(r.status);
      await new Promise((res) => setTimeout(res, 100));
    }
    crowdProcess.kill('SIGTERM');
    await crowdDone;
    const crowd = JSON.parse(out.split('\n').at(-2)!) as { ok: number; shed: number; other: number; ms: number };
    const seconds = crowd.ms / 1000;
    console.info(
      `saturation, ${CROWD} keep-alive clients for ${seconds} s: newcomer ${newcomer.length} requests on fresh connections, ` +
        `p50 ${pct(newcomer, 0.5).toFixed(0)} ms, p99 ${pct(newcomer, 0.99).toFixed(0)} ms, max ${Math.max(...newcomer).toFixed(0)} ms, statuses ${[...statuses].join('/')}; ` +
        `crowd: ${crowd.ok} answered 200 (${(crowd.ok / seconds).toFixed(0)}/s), ${crowd.shed} shed with 503 + Retry-After, ${crowd.other} other`,
    );
    expect([...statuses]).toEqual([200]);
    expect(newcomer.length).toBeGreaterThan(5);
    expect(pct(newcomer, 0.99)).toBeLessThan(2000);
    // Still served at a useful rate, and nothing but answers or sheds.
    expect(crowd.ok / seconds).toBeGreaterThan(50);
    expect(crowd.other).toBe(0);
  }, 60_000);
});
