import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import { PublicCloudProvider } from '@/api/schemas/public-provider';
import type * as bodies from '@/api/schemas/provider-extras-body';
import { api, bodyOf, op, rootKey, V } from './define';

/** Revision D (vendor-later-operations.md): the vendor's own providers, validation before creating, and upgrades. */
export const cloudProviderExtraOperations = {
  listPublicCloudProviders: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/cloud-providers/public`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'List vendor-operated cloud providers',
    body: undefined,
    result: list(PublicCloudProvider),
    list: true,
  }),
  validateCloudProvider: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/cloud-providers/validate`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'Validate cloud provider',
    body: bodyOf<typeof bodies.ValidateCloudProviderBody>(),
    result: s.RawStringResult,
  }),
  upgradeCloudProvider: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/cloud-providers/{id}/upgrade`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'Upgrade cloud provider',
    body: bodyOf<typeof bodies.UpgradeCloudProviderBody>(),
    result: s.CloudProvider,
  }),
};

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
