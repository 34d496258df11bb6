/**
 * The console's first screen drawn on its server (src/server/http/session/first-screen.ts): built for Node by
 * `npm run build` (`vite build --ssr`), it renders a landing URL with the console's own router, queries and screens,
 * from the answers the server read for the page (the same the page then adopts, api/early-requests.ts). Nothing else
 * is asked for: a read that did not come with the page stays pending, and its screen draws what it draws while
 * waiting. The markup is inert: the console replaces it when it starts (src/boot.tsx).
 */
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from './router';
import { credentials } from '@/api/credentials';
import { answerOnlyWithPage, forgetEarlyRequests, readsFor, type SentWithPage } from '@/api/early-requests';

/** How long the route's loader may take: its reads came with the page, so this is only its code (slow on a cold server). */
const LOAD_MS = 1000;
/** How long a pass waits at most for the reads its screen asked for. */
const PASS_MS = 150;
/** Passes at most: a screen that draws a part once a read is in may ask for more in that part. */
const PASSES = 4;
const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const noop = () => undefined;

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
export async function renderFirstScreen(href: string, session: unknown, reads: Record<string, SentWithPage>): Promise<Drawn> {
  // The route's loader waits for its first reads: without all of them it would wait for ever.
  const path = href.split('?')[0]!;
  if (!readsFor(path === '/' ? '/workgroups' : path).every((p) => p in reads))
    return { not: 'the page lacks some of its route’s first reads', lacksReads: true };
  credentials.adopt(session);
  // Only what came with the page: anything else is never answered here.
  answerOnlyWithPage(reads);
  const queryClient = createQueryClient();
  // A read answered "not there" stays so while drawing (in the browser, a screen mounting would ask again, and show it pending).
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  try {
    const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [href] }), scrollRestoration: false });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loaded = await Promise.race([
      router.load().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), LOAD_MS))),
    ]).finally(() => clearTimeout(timer));
    const match = router.state.matches.at(-1);
    if (!loaded) return { not: `its route did not load within ${LOAD_MS} ms` };
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
        .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle');
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
  }
}
