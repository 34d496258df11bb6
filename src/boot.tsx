import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from './router';
import { loadRuntimeConfig } from '@/api/runtime';

/** Starts the console: the entry (src/main.tsx) calls it in a task after this module's code has run. */
export async function boot(): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);

  // The router is made in a task of its own (10–30 ms on a desktop: its routes, the address read), the rest in the next.
  await Promise.all([loadRuntimeConfig(), new Promise((resolve) => setTimeout(resolve))]);
  // A screen the server drew (server/http/session/first-screen.ts) is replaced by the same screen, whole: its route's
  // code and reads first (they came with the page), so that it is never replaced by a "Loading…" in between.
  // Otherwise the route is given as long as it would have before showing its "Loading…" (the router's pending time),
  // the page's frame standing meanwhile: a route loaded by then is drawn in the first render, a transition React
  // splits into slices, not in a second one its loaded state would start, which React draws at once and whole.
  const loading = router.load().catch(() => undefined);
  if (document.querySelector('[data-drawn-by-server]')) await loading;
  else await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs))]);

  // The page's static frame (index.html), or the screen the server drew, stands until the console replaces it.
  // Drawn as a transition: React yields to the browser every few milliseconds while it builds the first screen, instead of
  // holding the main thread for the whole of it (what is on the page meanwhile stays, and input is answered).
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
