import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './cloud-provider-body';
import { bindApi } from '@/api/api-ref';
import type { cloudProviderOperations } from './cloud-providers-operations';
import { rootKey } from '@/api/define';
import { isProviderSettled, providerListQueries } from '@/kernel/provider-lists-queries';

export { isProviderSettled };

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof cloudProviderOperations>(() => import('./cloud-providers-operations').then((m) => m.cloudProviderOperations));

export const cloudProviderQueries = {
  list: providerListQueries.own,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...rootKey('cloudProviders'), 'detail', id] as const,
      queryFn: ({ signal }) => api.getCloudProvider({ params: { id }, signal }),
      // A deployment without this (assumed) read cannot be followed: stop asking.
      refetchInterval: (q) => (!q.state.error?.notOffered && q.state.data && !isProviderSettled(q.state.data.status) ? 3000 : false),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).
// What stays here writes the answer itself into the cache, or forgets what was deleted.

export function useCreateCloudProvider() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: (body: bodies.CreateCloudProviderBody) => api.createCloudProvider({ body }),
    // The answer is the new provider: its screen opens without asking again.
    onSuccess: (p, _body, _r, { client }) => client.setQueryData(cloudProviderQueries.detail(p.id).queryKey, p),
  });
}

export function useUpdateCloudProvider(id: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: (body: bodies.UpdateCloudProviderBody) => api.updateCloudProvider({ params: { id }, body }),
  });
}

export function useDeleteCloudProvider(id: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: () => api.deleteCloudProvider({ params: { id } }),
    // What was deleted is forgotten, not asked for again.
    onSuccess: (_r, _v, _c, { client }) => client.removeQueries({ queryKey: cloudProviderQueries.detail(id).queryKey }),
  });
}
