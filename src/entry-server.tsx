/**
 * The console's first screen drawn on its server (src/server/http/session/first-screen.ts): built for Node by
 * `npm run build` (`vite build --ssr`), it renders a landing URL with the console's own router, queries and screens,
 * from the answers the server read for the page (the same the page then adopts, api/early-requests.ts). Nothing else
 * is asked for: a read that did not come with the page stays pending, and its screen draws what it draws while
 * waiting. The markup is inert: the console replaces it when it starts (src/boot.tsx).
 */
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { QueryClientProvider, type Query } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from './router';
import { credentials } from '@/api/credentials';
import { runtime } from '@/api/runtime';
import { answerOnlyWithPage, forgetEarlyRequests, readsFor, type SentWithPage } from '@/api/early-requests';

/** How long the route's loader may take: its reads came with the page, so this is only its code (slow on a cold server). */
const LOAD_MS = 1000;
/** How long a pass waits at most for the reads its screen asked for. */
const PASS_MS = 150;
/** Passes at most: a screen that draws a part once a read is in may ask for more in that part. */
const PASSES = 4;
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const noop = () => undefined;
/** What the next page's drawing starts from: no credentials held. */
const noSession = { apiKey: { source: 'none', masked: 'not set' }, sessionToken: { source: 'none', masked: 'not set' }, orgs: [] };
/** A query the screen turned off (`enabled: false`, or a function saying so) is not asked for, as in the browser. */
const enabled = (q: Query) => {
  // The options the screen's useQuery built the query with (its `enabled` among them, which the query's own type leaves out).
  const on = (q.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof on === 'function' ? on(q) : on) !== false;
};

/**
 * Waits for the reads a pass asked for: those that came with the page answer within a few milliseconds of each other,
 * the others never do. Done when all have answered, or when none has for 15 ms, or after PASS_MS.
 */
async function settle(fetches: Promise<unknown>[]): Promise<void> {
  let answered = 0;
  for (const f of fetches) void f.then(() => answered++);
  const start = Date.now();
  let last = { answered: -1, at: start };
  while (answered < fetches.length && Date.now() - start < PASS_MS) {
    await after(2);
    if (answered !== last.answered) last = { answered, at: Date.now() };
    else if (Date.now() - last.at >= 15) break;
  }
}

/** The screen's markup for the page's `#root`, or why it was not drawn (`lacksReads`: a first read did not answer, no fault of the drawing). */
type Drawn = { html: string } | { not: string; lacksReads?: true };

/** The screen at `href`, drawn from the answers the server read for the page. */
export async function renderFirstScreen(
  href: string,
  session: unknown,
  reads: Record<string, SentWithPage>,
  config: { mode: 'embedded' | 'proxy'; servicePrincipal: string },
): Promise<Drawn> {
  // The route's loader waits for its first reads: without all of them it would wait for ever.
  const path = href.split('?')[0]!;
  // (A read answered 404 is the screen's "not there", which the console says itself.)
  if (!readsFor(path).every((p) => reads[p]?.status === 200)) return { not: 'the page lacks some of its route’s first reads', lacksReads: true };
  // The serving host's set-up (the header says which), the same for every browser.
  Object.assign(runtime, config);
  credentials.adopt(session);
  // A view it could not read is not drawn: the last page's would stand in its place.
  if (credentials.view() !== session) return { not: 'the session’s view could not be read' };
  // Only what came with the page: anything else is never answered here.
  answerOnlyWithPage(reads);
  const queryClient = createQueryClient();
  // A read answered "not there" stays so while drawing (in the browser, a screen mounting would ask again, and show it pending).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  try {
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [href] }), scrollRestoration: false });
    // The address as its route writes it (a search it fills in: the monitoring view's range), as the browser's router
    // shows it; the server's would answer a redirect to it and draw nothing.
    const canonical = router.buildLocation({ to: path, search: true, params: true, _includeValidateSearch: true }).publicHref;
    if (canonical !== href) router.history.replace(canonical);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loading = router.load();
    const loaded = await Promise.race([
      loading.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), LOAD_MS))),
    ]).finally(() => clearTimeout(timer));
    const match = router.state.matches.at(-1);
    if (!loaded) {
      // Not left running into the next page's drawing, whose answers it would take (5 s at most).
      await Promise.race([loading.catch(noop), after(5000)]);
      return { not: `its route did not load within ${LOAD_MS} ms` };
    }
    if (!match || match.status !== 'success') return { not: `its route ${match?.status ?? 'did not match'}` };
    const app = (
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
    // A query is not asked for while drawing on a server, and a part whose code is still loading (`<!--$!-->`, its
    // fallback drawn) is not waited for: each pass asks for the reads the screen made and did not have, lets that code
    // load, and draws again with them (those that came with the page answer at once; the others never do).
    let html = renderToString(app);
    for (let pass = 1; pass < PASSES; pass++) {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
      const loading = html.includes('<!--$!-->');
      if (waiting.length === 0 && !loading) break;
      await settle(waiting.map((q) => q.fetch().then(noop, noop)));
      // A read answered "not there" is drawn as the console draws it (the monitoring view's live history, say).
      if (!loading && !waiting.some((q) => q.state.status !== 'pending')) break;
      html = renderToString(app);
    }
    if (/<script/i.test(html) || !html.startsWith('<div class="shell">')) return { not: 'it drew a script, or no shell' };
    return { html: html.replace('<div class="shell">', '<div class="shell" inert="" aria-hidden="true" data-drawn-by-server="">') };
  } finally {
    queryClient.clear();
    forgetEarlyRequests();
    credentials.adopt(noSession);
  }
}
