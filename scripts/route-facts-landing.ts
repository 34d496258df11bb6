/**
 * The landing reads of the routes whose facts module says `export const early = true`: the API paths their loader asks for at once,
 * found by running each read against a client that only records (as api/early-requests.test.ts checks them).
 * The entry sends them while the console's code is still downloading (api/early-requests.ts), from
 * src/api/landing-reads.gen.ts, which scripts/route-facts.ts writes.
 */
import { QueryClient } from '@tanstack/react-query';
import { client } from '@/api/api-ref';
import { createClient } from '@/api/client';
import { operations } from '@/api/operations';
import { readsOf, type RouteFacts } from '@/api/route-facts';
import { routePattern } from '@/lib/route-match';

const V = '/controller/v4/v2';
/** A route's parameter, as the reads are run with it; written `{name}` in the table. */
const sample = (name: string) => `__${name}__`;

/** The GET paths one read asks for, with `{name}` in place of each parameter. */
async function pathsOf(ensure: (qc: QueryClient) => Promise<unknown>): Promise<string[]> {
  const urls: string[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    if ((init.method ?? 'GET') === 'GET') urls.push(url);
    return new Response(JSON.stringify({ Error: false, ErrorDetails: [], Message: '', RequestID: 'r', Result: [] }), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  client.call = createClient({ baseUrl: '', getApiKey: () => 'k', getSessionToken: () => undefined, fetch }, operations).call;
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await ensure(qc).catch(() => undefined);
  while (qc.isFetching() > 0) await new Promise((r) => setTimeout(r, 5));
  return urls.map((u) => u.replace(V, '').replace(/__(\w+)__/g, '{$1}'));
}

/**
 * The landing table: each early route's reads (those its loader waits for or starts, in its facts' order), and
 * an empty entry for a route that an early route's pattern would otherwise take ('/workgroups/new' is no
 * workgroup's id). Static segments first, so that they win.
 */
export async function landingReads(modules: { path: string; facts: RouteFacts; early?: boolean }[]): Promise<Record<string, string[]>> {
  const early = modules.filter((m) => m.early);
  const table: [string, string[]][] = [];
  for (const { path, facts } of early) {
    const params = Object.fromEntries(routePattern(path).names.map((n) => [n, sample(n)])) as never;
    const paths: string[] = [];
    for (const read of readsOf(facts, params).filter((r) => r.when !== 'screen')) paths.push(...(await pathsOf(read.ensure)));
    table.push([path, paths]);
  }
  for (const { path } of modules.filter((m) => !m.early)) {
    const url = path.replace(/\$\w+/g, 'x');
    if (early.some((e) => routePattern(e.path).pattern.test(url))) table.push([path, []]);
  }
  table.sort(([a], [b]) => routePattern(b).rank - routePattern(a).rank || (a < b ? -1 : 1));
  return Object.fromEntries(table);
}
