import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from '../router';
import { Hydrated } from './hydrated';

/**
 * The whole console. The server and the browser render this same tree, so
 * generated ids (labels, descriptions) come out the same on both sides.
 */
export function AppRoot({ queryClient, router, onHydrated }: { queryClient: QueryClient; router: ReturnType<typeof createAppRouter>; onHydrated?: () => void }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Hydrated onHydrated={onHydrated} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
