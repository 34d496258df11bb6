import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../runtime';
import type { CreateCloudProviderBody } from '../schemas';
import { rootKeys } from './keys';

const SETTLED = ['active', 'error', 'failed', 'deleted', 'inactive', 'disabled'];
export function isProviderSettled(status: string): boolean {
  return SETTLED.includes(status.toLowerCase());
}

export const cloudProviderQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKeys.cloudProviders, 'list'] as const,
      queryFn: ({ signal }) => api.listCloudProviders({ signal }),
      // Follow a provider that is still being set up until it settles.
      refetchInterval: (q) => (q.state.data?.some((p) => !isProviderSettled(p.status)) ? 3000 : false),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...rootKeys.cloudProviders, 'detail', id] as const,
      queryFn: ({ signal }) => api.getCloudProvider({ id }, { signal }),
      refetchInterval: (q) => (q.state.data && !isProviderSettled(q.state.data.status) ? 3000 : false),
    }),
};

export function useCreateCloudProvider() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateCloudProviderBody) => api.createCloudProvider(body),
    onSuccess: async (p) => {
      qc.setQueryData(cloudProviderQueries.detail(p.id).queryKey, p);
      await qc.invalidateQueries({ queryKey: rootKeys.cloudProviders });
    },
  });
}
