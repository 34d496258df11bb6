import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { NotFoundView, PendingView } from '@/ui/route-states';
import { AppRouteError } from '@/app/route-error';
import { parseSearch, stringifySearch } from '@/app/search-params';

/** `server`: the server's own render of a landing URL (src/entry-server.tsx), at that URL, restoring no scroll. */
export function createAppRouter(queryClient: QueryClient, server?: { history: RouterHistory; scrollRestoration: false }) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingView,
    // The loading view appears after 300 ms and, once shown, stays 150 ms rather
    // than the router's 500: long enough not to flicker, short enough that a
    // screen whose data has arrived is not held back behind it.
    defaultPendingMs: 300,
    defaultPendingMinMs: 150,
    defaultErrorComponent: AppRouteError,
    defaultNotFoundComponent: NotFoundView,
    scrollRestoration: true,
    // What the default reads and writes, without an exception for every value that starts with a digit (app/search-params.ts).
    parseSearch,
    stringifySearch,
    ...server,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
