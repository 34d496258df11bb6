import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { flag, list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/addon-body';
import { api, bodyOf, op, rootKey, V } from './define';
import { removeIdempotently } from './remove';

/**
 * Add-ons for the whole organization (vendor-later-operations.md, revision D). Both prefixes,
 * `addons/…` and `add-ons/…`, are the vendor's own, as written here. A deployment older than
 * revision D answers them 404/405: "not offered" (`sinceRevisionC` covers every later revision).
 */
export const addonOperations = {
  installAddon: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/addons/{addonsID}/install`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Install or turn off add-on',
    body: undefined,
    result: s.InstalledAddon,
  }),
  listInstalledAddons: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/installed-addons`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'List installed add-ons',
    body: undefined,
    result: s.InstalledAddonsResult,
    list: true,
  }),
  getInstalledAddon: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/installed-addons/{installedAddonsID}`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Get installed add-on',
    body: undefined,
    result: s.InstalledAddon,
  }),
  listAddonWorkspaces: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/addons/{addonsID}/workspaces`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'List workspaces using add-on',
    body: undefined,
    result: list(s.Workspace),
    list: true,
  }),
  addAddonConfig: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/add-ons/{installedAddonsID}/configs`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Add add-on configuration',
    body: bodyOf<typeof bodies.AddonConfigBody>(),
    result: s.AddonConfig,
  }),
  updateAddonConfig: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/add-ons/{installedAddonsID}/configs/{configID}`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Change add-on configuration',
    body: bodyOf<typeof bodies.AddonConfigValueBody>(),
    result: s.AddonConfig,
  }),
  deleteAddonConfig: op({
    sinceRevisionC: true,
    method: 'DELETE',
    path: `${V}/add-ons/{installedAddonsID}/configs/{configID}`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Remove add-on configuration',
    body: undefined,
    result: flag(),
  }),
  getAddonConfig: op({
    sinceRevisionC: true,
    method: 'GET',
    path: `${V}/installed-addons/{installedAddonsID}/configs/{configName}`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Get add-on configuration',
    body: undefined,
    result: s.AddonConfig,
  }),
  requestAddon: op({
    sinceRevisionC: true,
    method: 'POST',
    path: `${V}/addons/request`,
    auth: 'apiKey',
    resource: 'addons',
    title: 'Ask for an add-on',
    body: bodyOf<typeof bodies.AddonRequestBody>(),
    result: s.RawStringResult,
  }),
};

export const addonQueries = {
  installed: () =>
    queryOptions({
      queryKey: [...rootKey('addons'), 'installed'] as const,
      queryFn: ({ signal }) => api.listInstalledAddons({ signal }),
    }),
  // Which workspaces use an add-on changes with the workspaces: kept under their key too.
  workspaces: (addonsID: string) =>
    queryOptions({
      queryKey: [...rootKey('addons'), 'workspaces', addonsID] as const,
      queryFn: ({ signal }) => api.listAddonWorkspaces({ params: { addonsID }, signal }),
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
