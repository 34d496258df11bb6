import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, MAX_RATE_LIMIT_WAIT_S, adviceFor, isApiError, rateLimitWaitMs } from '@/api/api-error';
import { credentialKindFor, requestCredentials } from './auth-events';
import { toast } from '@/ui/toasts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    mutationMeta: { handlesErrors?: boolean };
    /** The request a query sends (see api/notices): what of its answer could not be read is shown with it. */
    queryMeta: { request?: string };
  }
}

function onUnauthorized(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  requestCredentials(credentialKindFor(error.operation));
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (onUnauthorized(error)) return;
        // Forms show their own errors beside their fields; everything else gets a toast.
        if (mutation.meta?.handlesErrors) return;
        const apiError = isApiError(error) ? error : undefined;
        toast({
          tone: 'error',
          title: apiError?.reason ?? (error instanceof Error ? error.message : 'The action failed'),
          detail: apiError ? adviceFor(apiError) : undefined,
          requestId: apiError?.requestId || undefined,
        });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // Reads retry only what may pass on a second try: network errors, 5xx,
        // and a rate limit (after the wait it asks for, if that is under a minute).
        retry: (count, error) => count < 3 && isApiError(error) && (error.isTransient || (error.rateLimited && (error.retryAfterSeconds ?? 0) <= MAX_RATE_LIMIT_WAIT_S)),
        retryDelay: (attempt, error) => (isApiError(error) && error.rateLimited ? rateLimitWaitMs(error) : Math.min(500 * 2 ** attempt, 4000)),
      },
      // 'always': offline, a write fails at once with a clear message instead of
      // waiting in a queue the user cannot see.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
