import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { NotFoundView, PendingView, RouteErrorView } from './ui/route-states';

/** `history` is given on the server (a memory history at the requested URL). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
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
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
    // In the browser only: on the server it would put an inline script in the page.
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen shows what only the browser holds: the server never draws it. */
    browserOnly?: boolean;
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
