import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { CreateApiKeyBody } from '@/api/schemas/org-body';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';
import { removeIdempotently } from './remove';

export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKeys.apiKeys, 'list'] as const,
      queryFn: ({ signal }) => api.listApiKeys({ signal }),
      meta: { request: requestKey('listApiKeys', {}) },
    }),
};

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateApiKeyBody) => api.createApiKey({ body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.apiKeys }),
  });
}

export function useDeleteApiKey() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (keyName: string) => removeIdempotently(() => api.deleteApiKey({ body: { key_name: keyName } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.apiKeys }),
  });
}
