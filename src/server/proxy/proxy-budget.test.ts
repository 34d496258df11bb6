import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '@/server/testing/test-server';

/**
 * Issue 44, case 8: 32 concurrent upstream answers, each just under the
 * per-answer cap (32 MiB), must not take the proxy past its memory budget
 * across requests (MAX_PROXY_BUFFERED_BYTES, 128 MiB by default). Loopback only.
 */
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-static-'));
const MiB = 1_048_576;
const CONCURRENT = 32;
let upstream: http.Server;
let child: ChildProcess;
let url: string;

beforeAll(async () => {
  // 30 MiB of a JSON list, written as the reader takes it.
  const block = Buffer.from(`{"workgroup_id":"wg-1","name":"${'x'.repeat(1000)}"},`.repeat(64));
  upstream = http.createServer((_req, res) => {
    res.on('error', () => {});
    // Whole blocks, so that the list is complete JSON: about 30 MiB.
    const total = 1 + Math.floor((30 * MiB) / block.length) * block.length + 3;
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(total) });
    res.write('[');
    let sent = 1;
    const write = () => {
      while (sent < total - 3) {
        const piece = block.subarray(0, Math.min(block.length, total - 3 - sent));
        sent += piece.length;
        if (!res.write(piece)) return void res.once('drain', write);
      }
      res.end('{}]');
    };
    write();
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  ({ child, url } = await spawnServer({ UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, STATIC_DIR: staticDir }));
}, 60_000);
afterAll(() => {
  child?.kill('SIGKILL');
  upstream?.closeAllConnections();
  upstream?.close();
});

const peakMiB = (pid: number) => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('8. a memory budget for proxied answers across requests', () => {
  it(`${CONCURRENT} concurrent 30 MiB answers: the proxy stays within its budget, answers each (200, or 502 naming the budget) and stays up`, async () => {
    await (await fetch(`${url}/console/config.json`)).arrayBuffer();
    const before = peakMiB(child.pid!);
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const res = await fetch(`${url}/controller/v4/v2/workgroups`, { headers: { 'x-api-key': 'k' } });
        const text = await res.text();
        return { status: res.status, reason: res.status === 502 ? (JSON.parse(text) as { ErrorDetails: { Reason: string }[] }).ErrorDetails[0]!.Reason : '' };
      }),
    );
    const peak = peakMiB(child.pid!);
    const served = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 502);
    console.info(
      `proxy: ${CONCURRENT} concurrent 30 MiB answers: peak RSS ${peak.toFixed(0)} MiB (was ${before.toFixed(0)}), ${served} served, ${refused.length} refused 502; ` +
        `e.g. "${refused[0]?.reason ?? ''}"`,
    );
    expect(served + refused.length).toBe(CONCURRENT);
    expect(served).toBeGreaterThan(0);
    for (const r of refused) expect(r.reason).toMatch(/memory budget allows \(128 MiB across requests in flight\): this answer was dropped .*; try again/);
    expect(peak).toBeLessThan(700);
    // Still up, and serving.
    expect((await fetch(`${url}/console/config.json`)).status).toBe(200);
  }, 90_000);
});
