import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './addon-body';
import { bindApi } from '@/api/api-ref';
import type { addonOperations } from './addons-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof addonOperations>(() => import('./addons-operations').then((m) => m.addonOperations));

/**
 * Add-ons for the whole organization (vendor-later-operations.md, revision D). Both prefixes,
 * `addons/…` and `add-ons/…`, are the vendor's own, as written here. A deployment older than
 * revision D answers them 404/405: "not offered" (`sinceRevisionC` covers every later revision).
 * Their reads are asked once: the screens say at once what could not be read.
 */

export const addonQueries = {
  installed: () =>
    queryOptions({
      queryKey: [...rootKey('addons'), 'installed'] as const,
      queryFn: ({ signal }) => api.listInstalledAddons({ signal }),
      retry: false,
    }),
  // Which workspaces use an add-on changes with the workspaces: kept under their key too.
  workspaces: (addonsID: string) =>
    queryOptions({
      queryKey: [...rootKey('addons'), 'workspaces', addonsID] as const,
      queryFn: ({ signal }) => api.listAddonWorkspaces({ params: { addonsID }, signal }),
      retry: false,
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useInstallAddon(addonsID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['addons'] },
    mutationFn: (enable: boolean) => api.installAddon({ params: { addonsID }, query: { enable: String(enable) } }),
  });
}

export function useAddAddonConfig(installedAddonsID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['addons'] },
    mutationFn: (body: bodies.AddonConfigBody) => api.addAddonConfig({ params: { installedAddonsID }, body }),
  });
}

export function useUpdateAddonConfig(installedAddonsID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['addons'] },
    mutationFn: ({ configID, ...body }: bodies.AddonConfigValueBody & { configID: string }) =>
      api.updateAddonConfig({ params: { installedAddonsID, configID }, body }),
  });
}

export function useDeleteAddonConfig(installedAddonsID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['addons'] },
    mutationFn: (configID: string) => removeIdempotently(() => api.deleteAddonConfig({ params: { installedAddonsID, configID } })),
  });
}

export function useRequestAddon() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: [] },
    mutationFn: (body: bodies.AddonRequestBody) => api.requestAddon({ body }),
  });
}
