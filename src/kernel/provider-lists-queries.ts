import { queryOptions } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import type { providerListOperations } from './provider-lists-operations';
import { rootKey } from '@/api/define';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof providerListOperations>(() => import('./provider-lists-operations').then((m) => m.providerListOperations));

const SETTLED = ['active', 'error', 'failed', 'deleted', 'inactive', 'disabled'];
/** A provider no longer being set up or changed: its screens stop following it. */
export function isProviderSettled(status: string): boolean {
  return SETTLED.includes(status.toLowerCase());
}

/** The two lists a workgroup's provider is chosen from (provider-lists-operations.ts). */
export const providerListQueries = {
  own: () =>
    queryOptions({
      queryKey: [...rootKey('cloudProviders'), 'list'] as const,
      queryFn: ({ signal }) => api.listCloudProviders({ signal }),
      // Follow a provider that is still being set up until it settles.
      refetchInterval: (q) => (!q.state.error?.notOffered && q.state.data?.some((p) => !isProviderSettled(p.status)) ? 3000 : false),
    }),
  vendor: () =>
    queryOptions({
      queryKey: [...rootKey('cloudProviders'), 'public'] as const,
      queryFn: ({ signal }) => api.listPublicCloudProviders({ signal }),
      staleTime: 5 * 60_000,
    }),
};
