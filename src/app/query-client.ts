import { MutationCache, QueryCache, QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { noticesOf } from '@/api/client';
import { ApiError, adviceFor, isApiError, rateLimitWaitMs, retryTransient } from '@/api/api-error';
import { credentialKindFor, requestCredentials } from '@/api/auth-events';
import { toast } from '@/ui/toasts';
import { invalidateResources, type Resource } from '@/api/define';
import { outcomeUnknown } from '@/api/create-once';
import { knownRow } from '@/api/loaded-operations';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    mutationMeta: {
      handlesErrors?: boolean;
      /** The resources a mutation changes: once it succeeds, their queries are refreshed (awaited before it settles). */
      invalidates?: readonly Resource[];
    };
  }
}

function onUnauthorized(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  // A billing read that also takes a session token was refused for it: its screen says so in place.
  const op = knownRow(error.operation);
  if (op?.bearerToo) return true;
  // A session token sent beside the key that the service refused (api/access.ts): it is the token that is asked for again.
  requestCredentials(error.fieldNames.includes('Authorization') ? 'sessionToken' : credentialKindFor(error.operation));
  return true;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({
      // After the mutation's own onSuccess (which may write its answer into the cache), and
      // before it settles: a screen that waits for the mutation sees the refreshed data.
      // A write whose answer was lost may have happened: its screens are read again (without holding
      // the error back for it), so they show what is there and a retry can adopt it (api/create-once).
      onSettled: (_data, error, _vars, _ctx, mutation) => {
        if (!error) return invalidateResources(queryClient, mutation.meta?.invalidates ?? []);
        if (outcomeUnknown(error)) void invalidateResources(queryClient, mutation.meta?.invalidates ?? []);
        return undefined;
      },
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
        // An answer that left notices (api/client.ts noticesOf) is kept as it came, with them; others share what did not change.
        structuralSharing: (old: unknown, next: unknown) => (noticesOf(old) || noticesOf(next) ? next : replaceEqualDeep(old, next)),
        // Reads retry only what may pass on a second try; a factory that reads beside a screen's subject says otherwise (features/<area>/*-queries.ts).
        retry: retryTransient,
        retryDelay: (attempt, error) => (isApiError(error) && error.rateLimited ? rateLimitWaitMs(error) : Math.min(500 * 2 ** attempt, 4000)),
      },
      // 'always': offline, a write fails at once with a clear message instead of
      // waiting in a queue the user cannot see.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
