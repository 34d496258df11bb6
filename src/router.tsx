import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { NotFoundView, PendingView } from '@/ui/route-states';
import { AppRouteError } from '@/app/route-error';

export function createAppRouter(queryClient: QueryClient) {
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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
