import net from 'node:net';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, sleep } from '@/server/testing/test-server';

/**
 * Issue 44, case 1: one address holding more sockets than the server's limit
 * (slow headers, idle keep-alive, slow bodies) must not lock anyone out.
 * Loopback only: the flood comes from 127.0.0.2, the newcomers from 127.0.0.1
 * and from the flooding address itself.
 */
let s: Awaited<ReturnType<typeof startTestServer>>;
const held: net.Socket[] = [];
let port: number;

beforeAll(async () => {
  // The defaults: 512 connections in all, half of them for one address.
  s = await startTestServer();
  port = Number(new URL(s.url).port);
});
afterAll(async () => {
  held.forEach((h) => h.destroy());
  await s.close();
});

function connect(localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

/** One of three ways to hold a socket: headers never finished, a finished request kept alive, a body that trickles. */
async function hold(kind: number): Promise<void> {
  const socket = await connect('127.0.0.2');
  held.push(socket);
  if (kind === 0) socket.write('GET /controller/v4/v2/workgroups HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: demo-api-key\r\n');
  if (kind === 1) {
    socket.write('GET /console/config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // A socket the server closed at once never answers: not waited for.
    await Promise.race([new Promise((r) => socket.once('data', r)), new Promise((r) => socket.once('close', r)), sleep(2000)]);
  }
  if (kind === 2) {
    socket.write(
      'POST /controller/v4/v2/workgroups HTTP/1.1\r\nHost: 127.0.0.1\r\nx-api-key: demo-api-key\r\ncontent-type: application/json\r\ncontent-length: 4000\r\n\r\n{"na',
    );
  }
}

/** A well-behaved client's request on a fresh connection: its status and how long it took, or the error it met. */
function newcomer(localAddress: string): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, localAddress, path: '/controller/v4/v2/workgroups', agent: false, headers: { 'x-api-key': 'demo-api-key' }, timeout: 5000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ status: e.code ?? e.message, ms: performance.now() - started }));
  });
}

describe('1. one address flooding the connections', () => {
  it('holds 520 sockets of slow headers, idle keep-alive and slow bodies; newcomers, from elsewhere and from that address, are still served', async () => {
    for (let i = 0; i < 520; i += 20) await Promise.all(Array.from({ length: 20 }, (_, j) => hold((i + j) % 3).catch(() => {})));
    await sleep(200);
    const open = held.filter((h) => !h.destroyed).length;
    const other = await newcomer('127.0.0.1');
    const same = await newcomer('127.0.0.2');
    // Once slow bodies have trickled past a second, they too give way.
    await sleep(1100);
    const later = await Promise.all(Array.from({ length: 5 }, () => newcomer('127.0.0.1')));
    const guard = (s.plane as { guard?: { size: number; counts: { evicted: number; refused: number } } }).guard;
    console.info(
      `flood of 520 sockets from 127.0.0.2: ${open} still open on the client's side; server holds ${guard?.size ?? '?'} ` +
        `(evicted ${guard?.counts.evicted ?? '?'}, refused ${guard?.counts.refused ?? '?'}); ` +
        `newcomer from 127.0.0.1: ${other.status} in ${other.ms.toFixed(0)} ms; from 127.0.0.2: ${same.status} in ${same.ms.toFixed(0)} ms; ` +
        `five more: ${later.map((l) => `${l.status}/${l.ms.toFixed(0)}ms`).join(', ')}`,
    );
    expect(other.status).toBe(200);
    expect(other.ms).toBeLessThan(2000);
    expect(same.status).toBe(200);
    expect(same.ms).toBeLessThan(2000);
    expect(later.map((l) => l.status)).toEqual([200, 200, 200, 200, 200]);
  }, 30_000);
});
