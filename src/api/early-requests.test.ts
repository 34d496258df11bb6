import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { earlyRoutes, frameReads, readsFor, runningReadsFor, startEarlyRequests, takeEarlyResponse } from './early-requests';
import { credentials } from './credentials';
import { orgAdminQueries } from '@/features/organization/org-admin-queries';
import { orgQueries } from '@/features/organization/org-queries';
import { createClient } from './client';
import { api } from './api-ref';
import { screenLoader, type ScreenPath } from './screen-reads';
import { fakeFetch } from './fake-fetch.test-util';
import { matchPath, operations } from './operations';

const getOperations = Object.values(operations).filter((op) => op.method === 'GET');

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
    for (const url of ['/users', '/settings', '/activity', '/nowhere', '/workgroups/a/b/c/d/e']) expect(readsFor(url)).toEqual([]);
  });
});

describe('the early reads of a screen', () => {
  it('are what its loader reads (api/screen-reads.ts), for every route that starts any', async () => {
    const sample: Record<string, string> = { workgroupID: 'wg-1', workspaceID: 'ws-1', providerId: 'cp-1' };
    const f = fakeFetch(() => new Response(JSON.stringify({ Error: false, ErrorDetails: [], Message: '', RequestID: 'r', Result: [] }), { status: 200 }));
    Object.assign(api, createClient({ baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch: f.fn }));
    for (const route of earlyRoutes) {
      const url = route.replace(/\$(\w+)/g, (_, name: string) => sample[name]!);
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      f.calls.length = 0;
      // A route's sample params: the loader takes those of its own path (a cast, since the route is a string here).
      await screenLoader(route as ScreenPath)({ context: { queryClient }, params: sample as never }).catch(() => undefined);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      const loaderReads = f.calls.filter((c) => (c.init.method ?? 'GET') === 'GET').map((c) => c.url);
      expect(readsFor(url).sort(), route).toEqual(loaderReads.sort());
    }
  });
});

describe('the frame’s early reads', () => {
  it('are what the header reads on every screen (the organization’s name, who acts)', async () => {
    const f = fakeFetch(() => new Response(JSON.stringify({ Error: false, ErrorDetails: [], Message: '', RequestID: 'r', Result: {} }), { status: 200 }));
    Object.assign(api, createClient({ baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch: f.fn }));
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
      startEarlyRequests('/workgroups/wg-1', 'demo-key');
      expect(sent).toEqual([...readsFor('/workgroups/wg-1'), '/controller/v4/v2/org/self', '/controller/v4/v2/whoami']);
      expect(takeEarlyResponse('GET', '/controller/v4/v2/org/self', 'demo-key')).toBeDefined();
      expect(takeEarlyResponse('GET', '/controller/v4/v2/org/self', 'demo-key')).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
      credentials.setDemoApiKey(undefined);
    }
  });
});

describe('what a running workspace’s landing screen reads once the workspace is known', () => {
  const wire = (status: string) => JSON.stringify({ Error: false, ErrorDetails: [], Message: 'OK', RequestID: 'r', Result: { workspace_id: 'ws-1', status } });
  async function landOn(url: string, search: string, status: string) {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      sent.push(path);
      return Promise.resolve(new Response(path === readsFor(url)[0] ? wire(status) : '{}'));
    });
    try {
      startEarlyRequests(url, 'demo-key', search);
      // The follow-up leaves once the workspace's answer is read.
      await new Promise((r) => setTimeout(r, 10));
      return sent;
    } finally {
      vi.unstubAllGlobals();
      credentials.setDemoApiKey(undefined);
    }
  }

  it('the workspace screen: its last hour and its thresholds (the load warning), sent once the early answer says it runs', async () => {
    const sent = await landOn('/workgroups/wg-1/workspaces/ws-1', '', 'Active');
    expect(sent).toEqual([
      ...readsFor('/workgroups/wg-1/workspaces/ws-1'),
      ...frameReads.map((p) => `/controller/v4/v2${p}`),
      ...runningReadsFor('/workgroups/wg-1/workspaces/ws-1'),
    ]);
    expect(runningReadsFor('/workgroups/wg-1/workspaces/ws-1')).toEqual([
      '/console/metrics/wg-1/ws-1/history?range=1h',
      '/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/alert-thresholds',
    ]);
    // The history is adopted by its own reader (features/monitoring/metric-history-queries.ts), once.
    expect(takeEarlyResponse('GET', '/console/metrics/wg-1/ws-1/history?range=1h', 'demo-key')).toBeDefined();
    expect(takeEarlyResponse('GET', '/console/metrics/wg-1/ws-1/history?range=1h', 'demo-key')).toBeUndefined();
  });

  it('the monitoring view: the scrape and the history of the range in the address', async () => {
    const sent = await landOn('/workgroups/wg-1/workspaces/ws-1/monitoring', '?range=7d', 'Idle');
    expect(sent).toContain('/metrics/wg-1/ws-1');
    expect(sent).toContain('/console/metrics/wg-1/ws-1/history?range=7d');
    expect(sent).toContain('/controller/v4/v2/workgroups/wg-1/workspaces/ws-1/alert-thresholds');
    // An unknown range is read as the route reads it.
    expect(runningReadsFor('/workgroups/wg-1/workspaces/ws-1/monitoring', '?range=2y')).toContain('/console/metrics/wg-1/ws-1/history?range=1h');
  });

  it('a paused workspace, or another screen, makes none of them', async () => {
    const sent = await landOn('/workgroups/wg-1/workspaces/ws-1', '', 'Paused');
    expect(sent).toEqual([...readsFor('/workgroups/wg-1/workspaces/ws-1'), ...frameReads.map((p) => `/controller/v4/v2${p}`)]);
    expect(await landOn('/workgroups/wg-1/workspaces/ws-1/monitoring', '', 'Stopped')).not.toContain('/metrics/wg-1/ws-1');
    expect(runningReadsFor('/workgroups/wg-1/workspaces/ws-1/schedules')).toEqual([]);
    expect(runningReadsFor('/workgroups/wg-1')).toEqual([]);
  });
});
