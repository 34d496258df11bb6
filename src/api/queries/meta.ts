import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';

// Options change rarely: keep them fresh for five minutes.
const FIVE_MINUTES = 5 * 60_000;

const upgradeQuery = (upgrade: boolean) => ({ upgrade: upgrade ? 'true' : undefined });

export const metaQueries = {
  workspaceOptions: (upgrade = false) =>
    queryOptions({
      queryKey: [...rootKeys.meta, 'workspaces', { upgrade }] as const,
      queryFn: ({ signal }) => api.getWorkspaceOptions({ query: upgradeQuery(upgrade), signal }),
      meta: { request: requestKey('getWorkspaceOptions', {}, upgradeQuery(upgrade)) },
      staleTime: FIVE_MINUTES,
    }),
  addons: () =>
    queryOptions({
      queryKey: [...rootKeys.meta, 'addons'] as const,
      queryFn: ({ signal }) => api.listAddons({ signal }),
      meta: { request: requestKey('listAddons', {}) },
      staleTime: FIVE_MINUTES,
    }),
};
