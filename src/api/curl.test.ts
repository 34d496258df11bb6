import { describe, expect, it } from 'vitest';
import { toCurl, toFetch, shellQuote } from './curl';
import { createClient } from './client';
import { operations, type OperationName } from './operations';

/** Reads back the parts of a command toCurl wrote (its own format, not any cURL). */
function parseCurl(cmd: string) {
  const unquote = (s: string) => (s.startsWith("'") ? s.slice(1, -1).replaceAll(`'\\''`, "'") : s.slice(1, -1));
  const parts = cmd.split(' \\\n  ');
  const [, method, url] = /^curl -X (\S+) (.+)$/.exec(parts[0]!)!;
  const headers: Record<string, string> = {};
  let body: string | undefined;
  for (const p of parts.slice(1)) {
    if (p.startsWith('-H ')) {
      const h = unquote(p.slice(3));
      headers[h.slice(0, h.indexOf(':'))] = h.slice(h.indexOf(':') + 2);
    } else if (p.startsWith('--data-raw ')) body = unquote(p.slice(11));
  }
  return { method: method!, url: unquote(url!), headers, body };
}

const samples: { [N in OperationName]?: { params: Record<string, string>; body?: unknown; query?: Record<string, string> } } = {
  createWorkgroup: { params: {}, body: { name: "O'Brien lab", cloud_provider_id: 'cp-1', region: 'us-east-1' } },
  updateWorkgroup: { params: { workgroupID: 'wg-1' }, body: { workgroup_name: 'New' } },
  deleteWorkgroup: { params: { workgroupID: 'wg 1/2' } },
  createWorkspace: { params: { workgroupID: 'wg-1' }, body: { name: 'ws', workspace_type_name: 'TG-1' } },
  updateDatabase: { params: { workgroupID: 'wg-1', databaseID: 'db-1' }, body: { tg_database_name: 'db' } },
  createWorkspaceSchedule: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' }, body: { workspace_id: 'ws-1', repeat: 'daily', time: '08:00', timezone: 'UTC' } },
  updateWorkspaceSchedule: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1', scheduleID: 's-1' }, body: { workspace_id: 'ws-1', repeat: 'daily', time: '08:00', timezone: 'UTC' } },
  deleteAllowedIp: { params: { workgroupID: 'wg-1', id: 'ip-1' } },
  createCloudProvider: { params: {}, body: { name: 'x', type: 'public' } },
  listAddons: { params: {} },
  getWorkspaceOptions: { params: {}, query: { upgrade: 'true' } },
  updateUserRoles: { params: { userId: 'u-1' }, body: { roles: ['org_admin'] } },
  pauseWorkspace: { params: { workgroupID: 'wg-1', workspaceID: 'ws-1' } },
  addAllowedIp: { params: { workgroupID: 'wg-1' }, body: { cidr: '10.0.0.0/8', note: "it's ours" } },
  enableAllowList: { params: { workgroupID: 'wg-1' } },
  listUsers: { params: {} },
};

describe('copy as cURL', () => {
  for (const [name, args] of Object.entries(samples) as [OperationName, NonNullable<(typeof samples)[OperationName]>][]) {
    it(`${name}: the copy matches what the client sends, without secrets by default`, async () => {
      let sent: { url: string; init: RequestInit } | undefined;
      const client = createClient({
        baseUrl: 'https://api.example',
        getApiKey: () => 'real-key-123',
        getSessionToken: () => 'real-token-456',
        fetch: (async (url: string, init: RequestInit) => {
          sent = { url, init };
          return new Response(JSON.stringify({ Error: true, ErrorDetails: [], Message: 'x', RequestID: 'r' }), { status: 500 });
        }) as unknown as typeof fetch,
      });
      await client.call(name, { params: args.params as never, body: args.body as never, query: args.query }).catch(() => undefined);
      const copy = toCurl(name, { params: args.params as never, body: args.body as never, query: args.query }, { baseUrl: 'https://api.example', apiKey: 'real-key-123', sessionToken: 'real-token-456', includeSecrets: false });
      const parsed = parseCurl(copy);
      expect(parsed.method).toBe(sent!.init.method);
      expect(parsed.url).toBe(sent!.url);
      expect(parsed.body).toBe(sent!.init.body);
      const sentHeaders = sent!.init.headers as Record<string, string>;
      const withoutSecrets = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'x-api-key' && k !== 'Authorization'));
      expect(withoutSecrets(parsed.headers)).toEqual(withoutSecrets(sentHeaders));
      expect(copy).not.toContain('real-key-123');
      expect(copy).not.toContain('real-token-456');
      const auth = operations[name].auth;
      if (auth === 'apiKey') expect(copy).toContain('-H "x-api-key: $API_KEY"');
      else expect(copy).toContain('-H "Authorization: Bearer $SESSION_TOKEN"');
    });
  }

  it('includes the real key only when asked', () => {
    const copy = toCurl('listWorkgroups', { params: {}, body: undefined }, { baseUrl: 'https://api.example', apiKey: 'real-key-123', includeSecrets: true });
    expect(copy).toContain("-H 'x-api-key: real-key-123'");
  });

  it('quotes for the shell so a quote in the body cannot end the argument', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('writes the same request as a TypeScript fetch call with the key from the environment', () => {
    const code = toFetch('addAllowedIp', { params: { workgroupID: 'wg-1' }, body: { cidr: '10.0.0.0/8' } }, { baseUrl: 'https://api.example', apiKey: 'real-key-123', includeSecrets: false });
    expect(code).toContain('fetch("https://api.example/controller/v4/v2/workgroups/wg-1/allow_list"');
    expect(code).toContain('"x-api-key": process.env.API_KEY!');
    expect(code).toContain('"cidr": "10.0.0.0/8"');
    expect(code).not.toContain('real-key-123');
  });
});
