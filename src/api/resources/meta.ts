import { queryOptions } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { api, op, rootKey, V } from './define';

/** The service's catalogs (sizes, regions, versions, add-ons): read only. */
export const metaOperations = {
  listAddons: op({
    documented: 10,
    method: 'GET',
    path: `${V}/addons/meta`,
    auth: 'apiKey',
    resource: 'meta',
    title: 'List add-ons',
    body: undefined,
    result: s.AddonsMetaResult,
  }),
  getWorkspaceOptions: op({
    documented: 11,
    method: 'GET',
    path: `${V}/workspaces/meta`,
    auth: 'apiKey',
    resource: 'meta',
    title: 'Get workspace options',
    body: undefined,
    result: s.WorkspaceOptions,
  }),
};

// Options change rarely: keep them fresh for five minutes.
const FIVE_MINUTES = 5 * 60_000;

const upgradeQuery = (upgrade: boolean) => ({ upgrade: upgrade ? 'true' : undefined });

export const metaQueries = {
  workspaceOptions: (upgrade = false) =>
    queryOptions({
      queryKey: [...rootKey('meta'), 'workspaces', { upgrade }] as const,
      queryFn: ({ signal }) => api.getWorkspaceOptions({ query: upgradeQuery(upgrade), signal }),
      staleTime: FIVE_MINUTES,
    }),
  addons: () =>
    queryOptions({
      queryKey: [...rootKey('meta'), 'addons'] as const,
      queryFn: ({ signal }) => api.listAddons({ signal }),
      staleTime: FIVE_MINUTES,
    }),
};
