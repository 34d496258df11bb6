import { queryOptions } from '@tanstack/react-query';
import { bindApi } from '@/api/api-ref';
import type { upgradeOperations } from './upgrades-operations';
import { rootKey } from '@/api/define';

// The rows (and their readers) load on the first call, or with the screen that imports them: not with every screen.
const api = bindApi<typeof upgradeOperations>(() => import('./upgrades-operations').then((m) => m.upgradeOperations));

/** The upgrades due in the next maintenance window across the organization. */
export const upgradeQueries = {
  upcomingUpgrades: () =>
    queryOptions({
      queryKey: [...rootKey('workspaces'), 'upgrade-next-window'] as const,
      queryFn: ({ signal }) => api.listUpcomingUpgrades({ signal }),
    }),
};
