import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as access from '@/api/schemas/org-body';
import { api, bodyOf, op, rootKey, V } from './define';
import { removeIdempotently } from './remove';

/** The organization's API keys (service C). */
export const apiKeyOperations = {
  listApiKeys: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/org/api-keys`,
    auth: 'apiKey',
    resource: 'apiKeys',
    title: 'List API keys',
    body: undefined,
    result: list(s.ApiKey),
    list: true,
  }),
  createApiKey: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/org/api-keys`,
    auth: 'apiKey',
    resource: 'apiKeys',
    title: 'Create API key',
    body: bodyOf<typeof access.CreateApiKeyBody>(),
    result: s.ApiKey,
  }),
  deleteApiKey: op({
    sinceRevisionC: true,
    method: 'DELETE',
    path: `${V}/org/api-keys`,
    auth: 'apiKey',
    resource: 'apiKeys',
    title: 'Delete API key',
    body: bodyOf<typeof access.DeleteApiKeyBody>(),
    result: s.RawStringResult,
  }),
};

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
