import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJsonList } from '@/server/wire/http-util';
import { operations } from '@/api/operations';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@/server/config';
import { createControlPlane, type ControlPlane } from '@/server/app';
import { createClient } from '@/api/client';

/** An embedded control plane on a free loopback port and a fresh data directory. */
export async function startTestServer(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-test-'));
  const plane: ControlPlane = createControlPlane(
    loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'quiet', TRANSITION_MS: '150', CONSOLE_TEST_HOOKS: '1', STATIC_DIR: dataDir, ...env }),
  );
  const url = await plane.listen();
  const client = (apiKey = 'demo-api-key', token?: string) => createClient({ baseUrl: url, getApiKey: () => apiKey, getSessionToken: () => token }, operations);
  async function raw(method: string, p: string, body?: unknown, headers: Record<string, string> = { 'x-api-key': 'demo-api-key' }) {
    const res = await fetch(url + p, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      // A text answer (the scrape, the alerting rules) has no envelope.
      json:
        text && !/^text\//.test(res.headers.get('content-type') ?? '')
          ? (JSON.parse(text) as {
              Error: boolean;
              ErrorDetails: { FieldName: string; Reason: string; Type: string }[];
              RequestID: string;
              Result?: unknown;
              Message: string;
            })
          : undefined,
    };
  }
  return {
    url,
    dataDir,
    plane,
    client,
    raw,
    close: async () => {
      await plane.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server whose one answer is `sendJsonList` of `items`, after `prepare` (the answer's compression, for one);
 * `finished` resolves when the writer returns.
 */
export async function listServer(items: unknown[], prepare?: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let finished!: Promise<void>;
  const server = http.createServer((req, res) => {
    prepare?.(req, res);
    finished = sendJsonList(res, 200, { Error: false, RequestID: 'r-1' }, items);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    finished: () => finished,
    close: () => new Promise((r) => (server.close(r), server.closeAllConnections())),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export { spawnServer } from './spawn-server';
