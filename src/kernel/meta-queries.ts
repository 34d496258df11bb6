import { queryOptions } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import type { metaOperations } from './meta-operations';
import { rootKey } from '@/api/define';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof metaOperations>(() => import('./meta-operations').then((m) => m.metaOperations));

/** The service's catalogs (sizes, regions, versions, add-ons): read only. */

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
