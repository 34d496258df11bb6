import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCurl, toFetch, shellQuote } from './curl';
import { createClient } from './client';
import { operations, type OperationName } from './operations';

/** A server that records each request as it arrives, and answers with an empty envelope. */
async function recordingServer() {
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ Error: false, ErrorDetails: [], Message: '', RequestID: 'r', Result: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}

/** What of a request the client decides: the rest (Host, User-Agent, Content-Length) each tool adds its own way. */
const decided = (r: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }) => ({
  method: r.method,
  url: r.url,
  body: r.body,
  headers: Object.fromEntries(['accept', 'content-type', 'x-api-key', 'authorization', 'idempotency-key'].map((h) => [h, r.headers[h]])),
});

const samples: { [N in OperationName]?: { params: Record<string, string>; body?: unknown; query?: Record<string, string> } } = {
  createWorkgroup: { params: {}, body: { name: "O'Brien lab", cloud_provider_id: 'cp-1', region: 'us-east-1' } },
  updateWorkgroup: { params: { workgroupID: 'wg-1' }, body: { workgroup_name: 'New' } },
  deleteWorkgroup: { params: { workgroupID: 'wg 1/2' } },
  createWorkspace: { params: { workgroupID: 'wg-1' }, body: { name: 'ws', workspace_type_name: 'TG-1' } },
  updateDatabase: { params: { workgroupID: 'wg-1', databaseID: 'db-1' }, body: { tg_database_name: 'db' } },
  createWorkspaceSchedule: {
    params: { workgroupID: 'wg-1', workspaceID: 'ws-1' },
    body: { workspace_id: 'ws-1', repeat: 'daily', time: '08:00', timezone: 'UTC' },
  },
  updateWorkspaceSchedule: {
    params: { workgroupID: 'wg-1', workspaceID: 'ws-1', scheduleID: 's-1' },
    body: { workspace_id: 'ws-1', repeat: 'daily', time: '08:00', timezone: 'UTC' },
  },
  deleteAllowedIp: { params: { workgroupID: 'wg-1', id: 'ip-1' } },
  createCloudProvider: { params: {}, body: { name: 'x', type: 'public' } },
  listAddons: { params: {} },
  getWorkspaceOptions: { params: {}, query: { upgrade: 'true' } },
  updateUserRoles: { params: { userId: 'u-1' }, body: { roles: ['org_admin'] } },
  pauseWorkspace: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' } },
  addAllowedIp: {
    params: { workgroupID: 'wg-1' },
    body: { cidr: '10.0.0.0/8', note: 'it\'s ours; $(touch /tmp/no) `id` "quoted" \\ back\nline 2 — naïve ✓ $HOME' },
  },
  enableAllowList: { params: { workgroupID: 'wg-1' } },
  listUsers: { params: {} },
  // DELETEs with a JSON body (vendor-operations.md): the command carries it.
  deleteDbUser: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' }, body: { username: 'app_reader' } },
  deleteApiKey: { params: {}, body: { key_name: 'key-1' } },
  // A DELETE with a JSON body (vendor-operations.md): the command sends the body too.
  deleteBackup: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' }, body: { backup_id: 'bk-1' } },
  restoreBackup: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' }, body: { backup_id: 'bk-1' } },
  setBackupSchedule: {
    params: { workgroupID: 'wg-1', workspaceID: 'ws-1' },
    body: { schedule: '0 3 * * *', max_backup_files: 7, max_reserved_days: 7, max_retry: 3, pause: false },
  },
  deleteDatabase: { params: { workgroupID: 'wg-1', databaseID: 'db-1' } },
};

describe('copy as cURL', () => {
  let server: Awaited<ReturnType<typeof recordingServer>>;
  beforeAll(async () => (server = await recordingServer()));
  afterAll(() => server.close());
  const secrets = { apiKey: 'real-key-123', sessionToken: 'real-token-456' };

  for (const [name, args] of Object.entries(samples) as [OperationName, NonNullable<(typeof samples)[OperationName]>][]) {
    it(`${name}: the command, run by a shell, sends what the client sends`, async () => {
      // One attempt's key, as the dialog makes it once: the copy then sends what the client sent.
      const call = { params: args.params as never, body: args.body as never, query: args.query, idempotencyKey: 'k-sample-1' };
      const client = createClient({ baseUrl: server.url, getApiKey: () => secrets.apiKey, getSessionToken: () => secrets.sessionToken }, operations);
      await client.call(name, call).catch(() => undefined);
      const fromClient = server.seen.pop()!;
      const copy = toCurl(name, call, { baseUrl: server.url, ...secrets, includeSecrets: false });
      expect(copy).not.toContain(secrets.apiKey);
      expect(copy).not.toContain(secrets.sessionToken);
      // The credentials come from the environment the person runs it in.
      await promisify(execFile)('sh', ['-c', `${copy} --silent --output /dev/null`], {
        env: { PATH: process.env.PATH, API_KEY: secrets.apiKey, SESSION_TOKEN: secrets.sessionToken },
      });
      const fromShell = server.seen.pop()!;
      expect(decided(fromShell)).toEqual(decided(fromClient));
      expect(fromShell.headers[operations[name].auth === 'apiKey' ? 'x-api-key' : 'authorization']).toContain(
        operations[name].auth === 'apiKey' ? secrets.apiKey : secrets.sessionToken,
      );
    });
  }

  it('with no session token held, sends none, as the client does: no Authorization and no $SESSION_TOKEN', async () => {
    for (const [name, args] of Object.entries(samples) as [OperationName, NonNullable<(typeof samples)[OperationName]>][]) {
      // One attempt's key, as the dialog makes it once: the copy then sends what the client sent.
      const call = { params: args.params as never, body: args.body as never, query: args.query, idempotencyKey: 'k-sample-1' };
      const client = createClient({ baseUrl: server.url, getApiKey: () => secrets.apiKey, getSessionToken: () => undefined }, operations);
      await client.call(name, call).catch(() => undefined);
      const fromClient = server.seen.pop()!;
      const copy = toCurl(name, call, { baseUrl: server.url, apiKey: secrets.apiKey, includeSecrets: false });
      expect(copy, name).not.toContain('SESSION_TOKEN');
      expect(toFetch(name, call, { baseUrl: server.url, apiKey: secrets.apiKey, includeSecrets: false }), name).not.toContain('Authorization');
      await promisify(execFile)('sh', ['-c', `${copy} --silent --output /dev/null`], { env: { PATH: process.env.PATH, API_KEY: secrets.apiKey } });
      expect(decided(server.seen.pop()!), name).toEqual(decided(fromClient));
      expect(fromClient.headers.authorization, name).toBeUndefined();
    }
  });

  it('every POST carries an Idempotency-Key of its own, from the client and in the copy; nothing else carries one', async () => {
    const client = createClient({ baseUrl: server.url, getApiKey: () => 'k', getSessionToken: () => undefined }, operations);
    for (let i = 0; i < 2; i++) await client.pauseWorkspace({ params: { workgroupID: 'wg-1', workspaceID: 'ws-1' } }).catch(() => undefined);
    const [a, b] = server.seen.splice(-2).map((r) => r.headers['idempotency-key']);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    await client.getWorkspace({ params: { workgroupID: 'wg-1', workspaceID: 'ws-1' } }).catch(() => undefined);
    expect(server.seen.pop()!.headers['idempotency-key']).toBeUndefined();
    expect(toCurl('pauseWorkspace', { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' } }, { baseUrl: '', includeSecrets: false })).toMatch(
      /-H 'Idempotency-Key: [0-9a-f]{32}'/,
    );
    expect(toCurl('getWorkspace', { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' } }, { baseUrl: '', includeSecrets: false })).not.toMatch(/Idempotency/);
  });

  it('a DELETE with a body carries it', () => {
    const copy = toCurl(
      'deleteBackup',
      { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' }, body: { backup_id: 'bk-1' } },
      { baseUrl: 'https://api.example', includeSecrets: false },
    );
    expect(copy).toContain('-X DELETE');
    expect(copy).toContain(`--data-raw '{"backup_id":"bk-1"}'`);
    expect(copy).toContain("-H 'Content-Type: application/json'");
  });

  it('includes the real key only when asked', () => {
    const copy = toCurl('listWorkgroups', { params: {}, body: undefined }, { baseUrl: 'https://api.example', apiKey: 'real-key-123', includeSecrets: true });
    expect(copy).toContain("-H 'x-api-key: real-key-123'");
  });

  it('quotes for the shell so a quote in the body cannot end the argument', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('writes the same request as a TypeScript fetch call with the key from the environment', () => {
    const code = toFetch(
      'addAllowedIp',
      { params: { workgroupID: 'wg-1' }, body: { cidr: '10.0.0.0/8' } },
      { baseUrl: 'https://api.example', apiKey: 'real-key-123', includeSecrets: false },
    );
    expect(code).toContain('fetch("https://api.example/controller/v4/v2/workgroups/wg-1/allow_list"');
    expect(code).toContain('"x-api-key": process.env.API_KEY!');
    expect(code).toContain('"cidr": "10.0.0.0/8"');
    expect(code).not.toContain('real-key-123');
  });
});

describe('copy as cURL with a shell variable in the body', () => {
  const p = { workgroupID: 'wg-1', workspaceID: 'ws-1' };
  const run = promisify(execFile);
  // What bash hands curl as the --data-raw argument, with DB_PASSWORD set: the command's words, printed one per line.
  async function argumentBashSees(command: string, password: string): Promise<string> {
    const words = command.replace(/^curl /, 'printf "%s\\n" ');
    const { stdout } = await run('bash', ['-c', words], { env: { PATH: process.env.PATH, DB_PASSWORD: password, API_KEY: 'k' } });
    const lines = stdout.split('\n');
    return lines[lines.indexOf('--data-raw') + 1]!;
  }

  it('keeps $DB_PASSWORD outside single quotes, so bash expands it, and leaves any other $ literal', async () => {
    const copy = toCurl(
      'createDbUser',
      { params: p, body: { username: 'app_$HOME', password: '$DB_PASSWORD' } },
      { baseUrl: 'https://api.example', includeSecrets: false, variables: ['DB_PASSWORD'] },
    );
    expect(copy).toContain(`"'"$DB_PASSWORD"'"`);
    await run('bash', ['-n', '-c', copy]);
    const password = 'Zq8-x!y=#%+Kp2.w_@Ab';
    expect(JSON.parse(await argumentBashSees(copy, password))).toEqual({ username: 'app_$HOME', password });
  });

  it('a password with a space or a quote stays one argument', async () => {
    const copy = toCurl(
      'updateDbUserPassword',
      { params: p, body: { username: 'etl', password: '$DB_PASSWORD' } },
      { baseUrl: 'https://api.example', includeSecrets: false, variables: ['DB_PASSWORD'] },
    );
    expect(await argumentBashSees(copy, "two words and a ' quote")).toBe(`{"username":"etl","password":"two words and a ' quote"}`);
  });

  it('without the variable declared, a $ in the body is literal (the old copy the shell never expanded)', async () => {
    const copy = toCurl(
      'createDbUser',
      { params: p, body: { username: 'etl', password: '$DB_PASSWORD' } },
      { baseUrl: 'https://api.example', includeSecrets: false },
    );
    expect(await argumentBashSees(copy, 'secret')).toBe('{"username":"etl","password":"$DB_PASSWORD"}');
  });

  it('the fetch form reads the variable from the environment', () => {
    const code = toFetch(
      'createDbUser',
      { params: p, body: { username: 'etl', password: '$DB_PASSWORD' } },
      { baseUrl: 'https://api.example', includeSecrets: false, variables: ['DB_PASSWORD'] },
    );
    expect(code).toContain('"password": process.env.DB_PASSWORD!');
  });
});
