import { queryOptions } from '@tanstack/react-query';
import { api } from '../runtime';
import { rootKeys } from './keys';

// Options change rarely: keep them fresh for five minutes.
const FIVE_MINUTES = 5 * 60_000;

export const metaQueries = {
  workspaceOptions: (upgrade = false) =>
    queryOptions({
      queryKey: [...rootKeys.meta, 'workspaces', { upgrade }] as const,
      queryFn: ({ signal }) => api.getWorkspaceOptions({ upgrade: upgrade || undefined }, { signal }),
      staleTime: FIVE_MINUTES,
    }),
  addons: () =>
    queryOptions({
      queryKey: [...rootKeys.meta, 'addons'] as const,
      queryFn: ({ signal }) => api.listAddons({ signal }),
      staleTime: FIVE_MINUTES,
    }),
};
