import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as access from './org-body';
import { bindApi } from '@/api/api-ref';
import type { apiKeyOperations } from './api-keys-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof apiKeyOperations>(() => import('./api-keys-operations').then((m) => m.apiKeyOperations));

/** The organization's API keys (service C). */

export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('apiKeys'), 'list'] as const,
      queryFn: ({ signal }) => api.listApiKeys({ signal }),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useCreateApiKey() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['apiKeys'] },
    mutationFn: (body: access.CreateApiKeyBody) => api.createApiKey({ body }),
  });
}

export function useDeleteApiKey() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['apiKeys'] },
    mutationFn: (keyName: string) => removeIdempotently(() => api.deleteApiKey({ body: { key_name: keyName } })),
  });
}
