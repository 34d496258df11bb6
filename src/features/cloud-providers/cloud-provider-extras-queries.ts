import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './provider-extras-body';
import { api } from '@/api/api-ref';
import { rootKey } from '@/api/define';
/** Revision D (vendor-later-operations.md): the vendor's own providers, validation before creating, and upgrades. */

export const publicProviderQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('cloudProviders'), 'public'] as const,
      queryFn: ({ signal }) => api.listPublicCloudProviders({ signal }),
      staleTime: 5 * 60_000,
    }),
};

/** Validation has no effect on the service: nothing to refresh, and a deployment without it is told apart by the caller. */
export function useValidateCloudProvider() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: bodies.ValidateCloudProviderBody) => api.validateCloudProvider({ body }),
  });
}

export function useUpgradeCloudProvider(id: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: (body: bodies.UpgradeCloudProviderBody) => api.upgradeCloudProvider({ params: { id }, body }),
  });
}
