import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import { isApiError } from '@/api/api-error';
import type { CreateCloudProviderBody } from '@/api/schemas';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';

const SETTLED = ['active', 'error', 'failed', 'deleted', 'inactive', 'disabled'];
export function isProviderSettled(status: string): boolean {
  return SETTLED.includes(status.toLowerCase());
}

/** Route loaders: a deployment that does not offer the read leaves the screen to say so. */
export function unlessNotOffered(promise: Promise<unknown>): Promise<unknown> {
  return promise.catch((e: unknown) => {
    if (isApiError(e) && e.notOffered) return undefined;
    throw e;
  });
}

export const cloudProviderQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKeys.cloudProviders, 'list'] as const,
      queryFn: ({ signal }) => api.listCloudProviders({ signal }),
      meta: { request: requestKey('listCloudProviders', {}) },
      // Follow a provider that is still being set up until it settles.
      refetchInterval: (q) => (!q.state.error?.notOffered && q.state.data?.some((p) => !isProviderSettled(p.status)) ? 3000 : false),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...rootKeys.cloudProviders, 'detail', id] as const,
      queryFn: ({ signal }) => api.getCloudProvider({ params: { id }, signal }),
      meta: { request: requestKey('getCloudProvider', { id }) },
      // A deployment without this (assumed) read cannot be followed: stop asking.
      refetchInterval: (q) => (!q.state.error?.notOffered && q.state.data && !isProviderSettled(q.state.data.status) ? 3000 : false),
    }),
};

export function useCreateCloudProvider() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateCloudProviderBody) => api.createCloudProvider({ body }),
    onSuccess: async (p) => {
      qc.setQueryData(cloudProviderQueries.detail(p.id).queryKey, p);
      await qc.invalidateQueries({ queryKey: rootKeys.cloudProviders });
    },
  });
}
