import { useMutation } from '@tanstack/react-query';
import type * as bodies from './provider-extras-body';
import { bindApi } from '@/api/api-ref';
import type { cloudProviderExtraOperations } from './cloud-provider-extras-operations';
import { providerListQueries } from '@/kernel/provider-lists-queries';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof cloudProviderExtraOperations>(() => import('./cloud-provider-extras-operations').then((m) => m.cloudProviderExtraOperations));

/** Revision D (vendor-later-operations.md): the vendor's own providers, validation before creating, and upgrades. */

export const publicProviderQueries = {
  list: providerListQueries.vendor,
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
