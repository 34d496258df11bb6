import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { earlyRoutes, frameReads, readsFor, screenReadsFor, startEarlyRequests, takeEarlyResponse } from './early-requests';
import { orgAdminQueries } from '@/kernel/org-admin-queries';
import { orgQueries } from '@/kernel/org-queries';
import { createClient } from './client';
import { client } from './api-ref';
import { screenLoader } from './screen-reads';
import type { RouteFacts } from './route-facts';
import { fakeFetch } from './fake-fetch.test-util';
import { matchPath, operations } from './operations';

const getOperations = Object.values(operations).filter((op) => op.method === 'GET');

/** The facts of a route (features/<area>/*.route-facts.ts), found through the route file that imports them. */
async function factsOf(route: string): Promise<RouteFacts> {
  const routes = path.resolve(__dirname, '../routes');
  for (const file of fs.readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))) {
    const text = fs.readFileSync(path.join(routes, file), 'utf8');
    // A route without a loader imports its facts for their type only (scripts/route-facts.ts).
    const from = /^import (?:type )?\{ facts \} from '@\/(features\/[^']+)';$/m.exec(text)?.[1];
    if (from && text.includes(`createFileRoute('${route}')`))
      return ((await import(path.resolve(__dirname, '..', `${from}.ts`))) as { facts: RouteFacts }).facts;
  }
  throw new Error(`no facts for ${route}`);
}

describe('the landing screen reads sent before the console runs', () => {
  it('are each a GET operation of the contract', () => {
    for (const url of [
      '/workgroups',
      '/workgroups/wg-1',
      '/workgroups/wg-1/allow-list',
      '/workgroups/wg-1/schedules',
      '/workgroups/wg-1/workspaces/new',
      '/workgroups/wg-1/workspaces/ws-1',
      '/workgroups/wg-1/workspaces/ws-1/schedules',
      '/workgroups/wg-1/workspaces/ws-1/monitoring',
      '/cloud-providers',
      '/cloud-providers/new',
    ]) {
      const reads = readsFor(url);
      expect(reads.length, url).toBeGreaterThan(0);
      for (const path of reads)
        expect(
          getOperations.some((op) => matchPath(op.path, path.split('?')[0]!)),
          `${url} → ${path}`,
        ).toBe(true);
    }
  });

  it('name the ids of the URL, and nothing for screens that read what only the browser holds', () => {
    expect(readsFor('/workgroups/wg-9/workspaces/ws-3')).toEqual([
      '/controller/v4/v2/workgroups/wg-9/workspaces/ws-3',
      '/controller/v4/v2/addons/meta',
      '/controller/v4/v2/workspaces/meta',
      '/controller/v4/v2/workspaces/meta?upgrade=true',
    ]);
    // "new" is a screen, not a workgroup called new.
    expect(readsFor('/workgroups/new')).toEqual([]);
    // The root lands on the workgroups (routes/index.tsx): the one rule the page, the server's reads and its drawing all use.
    expect(readsFor('/')).toEqual(readsFor('/workgroups'));
    expect(readsFor('/').length).toBeGreaterThan(0);
    for (const url of ['/users', '/settings', '/activity', '/nowhere', '/workgroups/a/b/c/d/e']) expect(readsFor(url)).toEqual([]);
  });
});

describe('the early reads of a screen', () => {
  it('are what its loader reads (its route’s facts), for every route that starts any', async () => {
    const sample: Record<string, string> = { workgroupID: 'wg-1', workspaceID: 'ws-1', providerId: 'cp-1' };
    const f = fakeFetch(() => new Response(JSON.stringify({ Error: false, ErrorDetails: [], Message: '', RequestID: 'r', Result: [] }), { status: 200 }));
    client.call = createClient({ baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch: f.fn }, operations).call;
    for (const route of earlyRoutes) {
      const url = route.replace(/\$(\w+)/g, (_, name: string) => sample[name]!);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      f.calls.length = 0;
      // A route's sample params: the loader takes those of its own path (a cast, since the route is a string here).
      await screenLoader(await factsOf(route))({ context: { queryClient }, params: sample as never }).catch(() => undefined);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      const loaderReads = f.calls.filter((c) => (c.init.method ?? 'GET') === 'GET').map((c) => c.url);
      expect(readsFor(url).sort(), route).toEqual(loaderReads.sort());
    }
  });
});

describe('the frame’s early reads', () => {
  it('are what the header reads on every screen (the organization’s name, who acts)', async () => {
    const f = fakeFetch(() => new Response(JSON.stringify({ Error: false, ErrorDetails: [], Message: '', RequestID: 'r', Result: {} }), { status: 200 }));
    client.call = createClient({ baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch: f.fn }, operations).call;
    const qc = new QueryClient();
    await qc.fetchQuery(orgQueries.self()).catch(() => undefined);
    await qc.fetchQuery(orgAdminQueries.whoAmI()).catch(() => undefined);
    expect(f.calls.map((c) => c.url)).toEqual(frameReads.map((p) => `/controller/v4/v2${p}`));
  });

  it('leave with the landing screen’s, and are adopted once', () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      sent.push(url);
      return Promise.resolve(new Response('{}'));
    });
    try {
      startEarlyRequests('/workgroups/wg-1', true);
      expect(sent).toEqual([...readsFor('/workgroups/wg-1'), '/controller/v4/v2/org/self', '/controller/v4/v2/whoami']);
      expect(takeEarlyResponse('GET', '/controller/v4/v2/org/self')).toBeDefined();
      expect(takeEarlyResponse('GET', '/controller/v4/v2/org/self')).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('what a landing screen asks for itself, and what only a running workspace reads', () => {
  const wire = (status: string) => JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'r', Result: { workspace_id: 'ws-1', status } });
  const frame = frameReads.map((p) => `/controller/v4/v2${p}`);
  async function landOn(url: string, search: string, status: string) {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      sent.push(path);
      return Promise.resolve(new Response(path === readsFor(url)[0] ? wire(status) : '{}'));
    });
    try {
      startEarlyRequests(url, true, search);
      // What waits for the workspace's answer leaves once it is read.
      await new Promise((r) => setTimeout(r, 10));
      return sent;
    } finally {
      vi.unstubAllGlobals();
    }
  }
  const ws = '/workgroups/wg-1/workspaces/ws-1';
  const load = ['/console/metrics/wg-1/ws-1/history?range=1h', '/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/alert-thresholds'];

  it('the workspace screen: its last hour and its thresholds (the load warning), once the early answer says it runs', async () => {
    expect(screenReadsFor(ws)).toEqual({ asks: [], running: load });
    const sent = await landOn(ws, '', 'Active');
    expect(sent).toEqual([...readsFor(ws), ...frame, ...load]);
    // Adopted by their own readers (the history's, features/monitoring/metric-history-queries.ts, and the client), once.
    for (const path of load) {
      expect(takeEarlyResponse('GET', path)).toBeDefined();
      expect(takeEarlyResponse('GET', path)).toBeUndefined();
    }
  });

  it('are in the table before the answer, so the screen adopts them whichever comes first', async () => {
    vi.stubGlobal('fetch', (path: string) => Promise.resolve(new Response(path === readsFor(ws)[0] ? wire('Idle') : '{"history":true}')));
    try {
      startEarlyRequests(ws, true);
      const history = takeEarlyResponse('GET', load[0]!);
      expect(history).toBeDefined();
      expect(await (await history!).json()).toEqual({ history: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the monitoring view: its scrape and the history of the range in the address at once, the load once it runs', async () => {
    const monitoring = `${ws}/monitoring`;
    expect(screenReadsFor(monitoring, '?range=7d')).toEqual({ asks: ['/metrics/wg-1/ws-1', '/console/metrics/wg-1/ws-1/history?range=7d'], running: load });
    // The range the route shows: an unknown one is 1h, whose history is the load's too (asked once).
    expect(screenReadsFor(monitoring, '?range=2y')).toEqual({
      asks: ['/metrics/wg-1/ws-1', '/console/metrics/wg-1/ws-1/history?range=1h'],
      running: [load[1]],
    });
    expect(await landOn(monitoring, '?range=7d', 'Idle')).toEqual([
      ...readsFor(monitoring),
      ...screenReadsFor(monitoring, '?range=7d').asks,
      ...frame,
      ...load,
    ]);
    // A stopped workspace's view still shows its scrape and history (it says it is not running): no load reads.
    expect(await landOn(monitoring, '', 'Stopped')).toEqual([...readsFor(monitoring), ...screenReadsFor(monitoring).asks, ...frame]);
  });

  it('ask as the client does: the scrape for text, the rest for JSON', () => {
    const accepts: Record<string, string> = {};
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
      accepts[path] = (init.headers as Record<string, string>).Accept!;
      return Promise.resolve(new Response('{}'));
    });
    try {
      startEarlyRequests(`${ws}/monitoring`, true);
      expect(accepts['/metrics/wg-1/ws-1']).toBe('text/plain');
      expect(accepts['/console/metrics/wg-1/ws-1/history?range=1h']).toBe('application/json');
      expect(accepts['/controller/v4/v2/workgroups/wg-1/workspaces/ws-1']).toBe('application/json');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a paused workspace makes no load reads and leaves nothing to adopt; other screens ask for none', async () => {
    expect(await landOn(ws, '', 'Paused')).toEqual([...readsFor(ws), ...frame]);
    for (const path of load) expect(takeEarlyResponse('GET', path)).toBeUndefined();
    expect(screenReadsFor(`${ws}/schedules`)).toEqual({ asks: [], running: [] });
    expect(screenReadsFor('/workgroups/wg-1')).toEqual({ asks: [], running: [] });
  });
});
