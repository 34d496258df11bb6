import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '@/server/config';
import { createControlPlane } from '@/server/app';
import { DataDirDamaged, Store, type Collection } from '@/server/store/store';

/** The store's mechanics, tried with records of any shape. */
type Loose = Record<Collection, Record<string, unknown>>;

/**
 * What an attacker or a careless operator tries: a hostile upstream, encoded
 * paths, odd methods and bodies, a damaged data directory.
 */
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-static-'));
fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>console</title>');

type Answer = { status: number; headers: Record<string, string>; body: string };
let nextAnswer: Answer;
const seen: string[] = [];
let upstream: http.Server;
let upstreamUrl: string;
let proxy: ReturnType<typeof createControlPlane>;
let proxyUrl: string;
let embedded: ReturnType<typeof createControlPlane>;
let embeddedUrl: string;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(nextAnswer.status, nextAnswer.headers);
      res.end(nextAnswer.body);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const config = (extra: Record<string, string>) =>
    loadConfig({ PORT: '0', DATA_DIR_FRESH: '1', LOG_LEVEL: 'quiet', STATIC_DIR: staticDir, SERVER_RENDERING: '0', MAX_BODY_BYTES: '2048', ...extra });
  proxy = createControlPlane(config({ UPSTREAM_URL: upstreamUrl }));
  proxyUrl = await proxy.listen();
  embedded = createControlPlane(config({}));
  embeddedUrl = await embedded.listen();
});
afterAll(async () => {
  await proxy.close();
  await embedded.close();
  upstream.close();
});

const envelopeBody = JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'up', Result: [] });
const key = { 'x-api-key': 'demo-api-key' };

/** Sends a request line exactly as given (fetch would normalize the path). */
function raw(
  base: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
      if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    });
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('end', () => {
      const [head = '', rest = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head, body: rest });
    });
    socket.on('error', reject);
  });
}

describe('1–2. the upstream cannot speak for the console', () => {
  it("keeps the console's security headers over the upstream's and drops its CORS headers", async () => {
    nextAnswer = {
      status: 200,
      headers: {
        'content-type': 'application/json',
        'content-security-policy': "default-src *; script-src 'unsafe-inline'",
        'x-frame-options': 'ALLOWALL',
        'access-control-allow-origin': '*',
        'access-control-allow-credentials': 'true',
        'referrer-policy': 'unsafe-url',
      },
      body: envelopeBody,
    };
    const res = await fetch(`${proxyUrl}/controller/v4/v2/workgroups`, { headers: key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('never serves an upstream page: a non-JSON answer becomes a 502 envelope naming its status', async () => {
    nextAnswer = { status: 200, headers: { 'content-type': 'text/html' }, body: '<script>alert(sessionStorage.getItem("console.apiKey"))</script>' };
    const res = await fetch(`${proxyUrl}/users/u-1/roles`, {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"roles":[]}',
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-upstream-status')).toBe('200');
    const text = await res.text();
    expect(text).not.toContain('<script>');
    expect(JSON.parse(text).ErrorDetails[0].Reason).toBe('The upstream control service answered HTTP 200 with text/html instead of JSON');
    // A page labelled as JSON is no better.
    nextAnswer = { status: 404, headers: { 'content-type': 'application/json' }, body: '<html>Not Found</html>' };
    const labelled = await fetch(`${proxyUrl}/controller/v4/v2/cloud-providers`, { headers: key });
    expect([labelled.status, labelled.headers.get('x-upstream-status')]).toEqual([502, '404']);
  });

  it('does not follow or pass on a redirect: 502 naming where it pointed', async () => {
    nextAnswer = { status: 302, headers: { location: 'https://login.elsewhere.example/sso?next=/' }, body: '' };
    const res = await fetch(`${proxyUrl}/controller/v4/v2/workgroups`, { headers: key, redirect: 'manual' });
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expect((await res.json()).ErrorDetails[0].Reason).toMatch(/redirect to login\.elsewhere\.example/);
  });

  it('passes an empty 204 through', async () => {
    nextAnswer = { status: 204, headers: {}, body: '' };
    const res = await fetch(`${proxyUrl}/users/u-1/roles`, {
      method: 'PUT',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"roles":[]}',
    });
    expect(res.status).toBe(204);
  });
});

describe('3. request hygiene, in both modes', () => {
  const modes = () =>
    [
      ['proxy', proxyUrl],
      ['embedded', embeddedUrl],
    ] as const;

  it('refuses encoded separators and dots, single or double encoded, and never forwards them', async () => {
    nextAnswer = { status: 200, headers: { 'content-type': 'application/json' }, body: envelopeBody };
    for (const [mode, base] of modes()) {
      for (const target of [
        '/controller/v4/v2/workgroups/..%2f..%2fadmin',
        '/controller/v4/v2/workgroups/%252e%252e/x',
        '/controller/v4/v2/workgroups/..%5cadmin',
        '/controller/v4/v2/workgroups/%2e%2e/cloud-providers',
        '/controller/v4/v2/workgroups/%2E%2E',
        // Dots that climb out of the API prefix: URL parsing alone would make these `/x`, the console's page.
        '/controller/v4/v2/%2e%2e/%2e%2e/x',
        '/controller/v4/v2/%2E%2e/%2e%2E/console/config.json',
        '/users/..%2F..%2Fadmin/roles',
      ]) {
        seen.length = 0;
        const res = await raw(base, 'GET', target, key);
        expect([mode, target, res.status]).toEqual([mode, target, 400]);
        expect(JSON.parse(res.body).ErrorDetails[0]).toMatchObject({ FieldName: 'path', Type: 'Bad-Request' });
        expect(seen).toEqual([]);
      }
    }
  });

  it('answers methods the contract does not use with 405 and Allow', async () => {
    for (const [, base] of modes()) {
      for (const method of ['TRACE', 'PATCH', 'OPTIONS']) {
        seen.length = 0;
        const res = await raw(base, method, '/controller/v4/v2/workgroups', key);
        expect(res.status).toBe(405);
        expect(res.headers).toMatch(/\r\nAllow: GET, POST(\r\n|$)/i);
        expect(seen).toEqual([]);
      }
    }
  });

  it('answers a body over the cap with a 413 envelope, declared or chunked', async () => {
    for (const [, base] of modes()) {
      const { port } = new URL(base);
      const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/controller/v4/v2/workgroups',
            headers: { ...key, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
          },
          (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on('error', reject);
        for (let i = 0; i < 10; i++) req.write(`{"name":"${'x'.repeat(1000)}"`);
        req.end();
      });
      expect(status.status).toBe(413);
      expect(JSON.parse(status.body).ErrorDetails[0]).toMatchObject({ FieldName: 'body', Type: 'Bad-Request' });
      const declared = await fetch(`${base}/controller/v4/v2/workgroups`, {
        method: 'POST',
        headers: { ...key, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x'.repeat(5000) }),
      });
      expect(declared.status).toBe(413);
    }
  });

  it('takes a body only as a JSON object sent as application/json', async () => {
    for (const [, base] of modes()) {
      const post = (body: string, type?: string) =>
        fetch(`${base}/controller/v4/v2/workgroups`, { method: 'POST', headers: { ...key, ...(type ? { 'content-type': type } : {}) }, body });
      const plain = await post('{"name":"x","cloud_provider_id":"cp"}', 'text/plain');
      expect(plain.status).toBe(415);
      expect((await plain.json()).ErrorDetails[0].Reason).toMatch(/application\/json, not text\/plain/);
      // fetch gives a string body text/plain by default; a bare body has none at all.
      const none = await raw(base, 'POST', '/controller/v4/v2/workgroups', key, '{"name":"x"}');
      expect(none.status).toBe(415);
      for (const [body, what] of [
        ['[1,2]', 'an array'],
        ['"text"', 'a string'],
        ['null', 'null'],
        ['7', 'a number'],
      ]) {
        const res = await post(body!, 'application/json; charset=utf-8');
        expect(res.status).toBe(400);
        expect((await res.json()).ErrorDetails[0]).toMatchObject({ FieldName: 'body', Reason: `The request body must be a JSON object, not ${what}` });
      }
    }
  });
});

describe('4. config.json holds only what the browser needs', () => {
  it('does not tell the upstream origin', async () => {
    const text = await (await fetch(`${proxyUrl}/console/config.json`)).text();
    expect(text).not.toContain(new URL(upstreamUrl).port);
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['mode', 'servicePrincipal']);
  });
});

describe('5. a damaged data directory', () => {
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gc-damaged-'));
    const s = new Store<Loose>(dir);
    for (let i = 0; i < 50; i++) s.put('workgroups', `wg-${i}`, { name: `Workgroup ${i}`, secret_external_id: `ext-${i}-SECRET` });
    s.close();
    // A second start compacts: the snapshot now holds all 50 and a previous one is kept.
    new Store<Loose>(dir).close();
    return dir;
  };
  const files = (dir: string) => Object.fromEntries(fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));

  it('a snapshot that does not parse stops the start with a short message naming the file, changing nothing', () => {
    const dir = fresh();
    const snapshot = path.join(dir, 'snapshot.json');
    fs.writeFileSync(snapshot, fs.readFileSync(snapshot, 'utf8').slice(0, 300));
    const before = files(dir);
    let error: unknown;
    try {
      new Store<Loose>(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirDamaged);
    const message = (error as Error).message;
    expect(message).toMatch(/snapshot\.json does not read as JSON/);
    expect(message).toMatch(/DATA_DIR_RECOVER=previous/);
    expect(message).not.toMatch(/SECRET|Workgroup/);
    expect(message.length).toBeLessThan(600);
    expect(files(dir)).toEqual(before);
  });

  it('the server process prints that message alone, no data and no stack, and exits 1', () => {
    const dir = fresh();
    fs.writeFileSync(path.join(dir, 'snapshot.json'), '{"workgroups":{"wg-1":{"name":"Workgroup SECRET"');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'quiet', STATIC_DIR: staticDir, SERVER_RENDERING: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const out = run.stdout + run.stderr;
    expect(out).toMatch(/snapshot\.json does not read as JSON/);
    expect(out).not.toMatch(/SECRET|\bat \w+ \(/);
    expect(out.length).toBeLessThan(1000);
  }, 40_000);

  it('a journal line that does not read, anywhere but at the end, stops the start; an acknowledged write never vanishes silently', () => {
    const dir = fresh();
    const s = new Store<Loose>(dir);
    s.put('workgroups', 'wg-new-1', { name: 'after' });
    s.put('workgroups', 'wg-new-2', { name: 'after' });
    s.close();
    const journal = path.join(dir, 'journal.ndjson');
    const lines = fs.readFileSync(journal, 'utf8').split('\n');
    // Line 1 names the generation of the snapshot the journal continues; line 2 is the first change.
    lines[1] = lines[1]!.slice(0, 20);
    fs.writeFileSync(journal, lines.join('\n'));
    const before = files(dir);
    expect(() => new Store<Loose>(dir)).toThrow(/line 2 of journal\.ndjson does not read as a change/);
    expect(files(dir)).toEqual(before);
  });

  it('only a torn last line is skipped, said in a log line, and kept aside', () => {
    const dir = fresh();
    fs.appendFileSync(path.join(dir, 'journal.ndjson'), '{"t":"put","c":"workgroups","id":"wg-torn","v":{"na');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = new Store<Loose>(dir);
    expect(warn.mock.calls.join(' ')).toMatch(/skipped a torn last line/);
    warn.mockRestore();
    expect(s.list('workgroups')).toHaveLength(50);
    s.close();
    expect(fs.readdirSync(dir).some((f) => f.startsWith('journal.ndjson.torn-'))).toBe(true);
  });

  it('the operator decides: DATA_DIR_RECOVER=previous goes back to the kept snapshot; the damaged files are renamed aside, never deleted', () => {
    const dir = fresh();
    const s = new Store<Loose>(dir);
    s.put('workgroups', 'wg-later', { name: 'later' });
    s.close();
    fs.writeFileSync(path.join(dir, 'snapshot.json'), 'garbage');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const recovered = new Store<Loose>(dir, 'previous');
    warn.mockRestore();
    expect(recovered.list('workgroups').length).toBeGreaterThanOrEqual(50);
    recovered.close();
    const names = fs.readdirSync(dir);
    expect(names.filter((f) => f.includes('.damaged-')).sort()).toEqual([
      expect.stringMatching(/^journal\.ndjson\.damaged-/),
      expect.stringMatching(/^snapshot\.json\.damaged-/),
    ]);
    expect(
      fs.readFileSync(
        path.join(
          dir,
          names.find((f) => f.startsWith('snapshot.json.damaged-'))!,
        ),
        'utf8',
      ),
    ).toBe('garbage');
    // Left set on an intact directory, the setting changes nothing.
    const again = new Store<Loose>(dir, 'empty');
    expect(again.list('workgroups').length).toBeGreaterThanOrEqual(50);
    again.close();
  });
});
