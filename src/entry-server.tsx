// Server rendering of the first screen, for the embedded control plane only
// (it alone can read the organization's data with the demo key). Built by
// `vite build --ssr` into dist-ssr/ and loaded by src/server/ssr.ts.
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerData } from './app/server-data';
import { AppRoot } from './app/app-root';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';
import { applyRuntimeConfig, setServerFetch } from './api/runtime';
import { setServerViewerZone } from './lib/intl';

export interface RenderRequest {
  /** Path and query string the browser asked for. */
  url: string;
  /** The runtime config the page would be handed (embedded mode, demo key). */
  config: unknown;
  /** Reaches the control plane in-process: the page's own requests, from the server. */
  fetch: typeof fetch;
  /** The viewer's time zone, when the browser has reported it (see boot.tsx). */
  timeZone?: string | undefined;
}

export type RenderResult = { redirect: string } | ScreenResult;

export interface ScreenResult {
  redirect?: undefined;
  html: string;
  /** The answers the screen was drawn from (JSON): the browser starts from them instead of asking again. */
  state: string;
}

/**
 * Renders the screen at `url` with its data, or returns undefined when there is
 * nothing worth sending (the screen failed to load, or redirected): the page
 * then renders in the browser as usual.
 */
export function render(req: RenderRequest): Promise<RenderResult | undefined> {
  // One at a time: the viewer's zone is set for the whole of a render.
  const result = queue.then(() => renderNow(req));
  // Every step of a render is bounded in time; should one hang anyway, the next goes ahead.
  queue = Promise.race([result, new Promise((resolve) => setTimeout(resolve, 3000).unref())]).then(
    () => undefined,
    () => undefined,
  );
  return result;
}
let queue: Promise<unknown> = Promise.resolve();

async function renderNow(req: RenderRequest): Promise<RenderResult | undefined> {
  setServerViewerZone(req.timeZone);
  try {
    return await renderScreen(req);
  } finally {
    setServerViewerZone(undefined);
  }
}

async function renderScreen(req: RenderRequest): Promise<RenderResult | undefined> {
  applyRuntimeConfig(req.config);
  setServerFetch(req.fetch);
  const queryClient = createQueryClient();
  // Retrying on the server only delays the page: the browser retries by itself.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [req.url] }));
  await router.load();
  const state = router.state;
  // A route that sends the browser elsewhere (/ → /workgroups): the server says so itself.
  // (The router keeps the outcome of a server load here; its redirect is not in `state`.)
  const outcome = (router as unknown as { _serverResult?: { type: 'redirect'; redirect: Parameters<typeof router.resolveRedirect>[0] } | { type: 'render'; status: number } })._serverResult;
  if (outcome?.type === 'redirect') {
    const href = router.resolveRedirect(outcome.redirect).headers.get('Location');
    return href ? { redirect: href } : undefined;
  }
  if (outcome?.type === 'render' && outcome.status !== 200) return undefined;
  const requested = new URL(req.url, 'http://console.local');
  if (state.location.pathname !== requested.pathname) return { redirect: state.location.href };
  if (state.matches.some((m) => m.status !== 'success' || router.routesById[m.routeId]?.options.staticData?.browserOnly)) return undefined;
  // Data the route asked for without waiting (prefetches) is waited for here:
  // whatever is still loading when React renders is left for the browser.
  for (let i = 0; i < 20 && queryClient.isFetching() > 0; i++) {
    await Promise.allSettled(queryClient.getQueryCache().getAll().map((q) => q.promise));
  }
  const html = await renderOnce(queryClient, router);
  if (!html) return undefined;
  // A part sent apart from the page would need an inline script to put it in
  // place, which the page's policy forbids: the browser renders this screen itself.
  if (html.includes('<script')) throw new Error('part of the screen could not be rendered in place');
  // The answers the screen was drawn from, as they stood.
  const data: ServerData = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }));
  queryClient.clear();
  return { html, state: JSON.stringify(data) };
}

async function renderOnce(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): Promise<string> {
  let failure: unknown;
  // Waits for every lazy part of the screen (renderToString would leave them out).
  const { prelude } = await prerenderToNodeStream(<AppRoot queryClient={queryClient} router={router} />, {
    signal: AbortSignal.timeout(1500),
    // Everything in place, in one piece: no part is sent apart from the page.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (e) => {
      failure ??= e;
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failure) throw failure;
  return html;
}
