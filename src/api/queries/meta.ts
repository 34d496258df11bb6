import { queryOptions } from '@tanstack/react-query';
import { api } from '../runtime';
import { rootKeys } from './keys';
import { requestKey } from '../notices';

// Options change rarely: keep them fresh for five minutes.
const FIVE_MINUTES = 5 * 60_000;

export const metaQueries = {
  workspaceOptions: (upgrade = false) =>
    queryOptions({
      queryKey: [...rootKeys.meta, 'workspaces', { upgrade }] as const,
      queryFn: ({ signal }) => api.getWorkspaceOptions({ upgrade: upgrade || undefined }, { signal }),
      meta: { request: requestKey('getWorkspaceOptions', {}, { upgrade: upgrade ? 'true' : undefined }) },
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
