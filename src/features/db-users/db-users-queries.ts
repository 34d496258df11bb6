import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as access from './db-user-body';
import { bindApi } from '@/api/api-ref';
import type { dbUserOperations } from './db-users-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof dbUserOperations>(() => import('./db-users-operations').then((m) => m.dbUserOperations));

type WSParams = { workgroupID: string; workspaceID: string };

/** A workspace's database users (for applications and query tools). */

export const dbUserQueries = {
  list: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('dbUsers'), 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listDbUsers({ params: p, signal }),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useCreateDbUser(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['dbUsers'] },
    mutationFn: (body: access.DbUserBody) => api.createDbUser({ params: p, body }),
  });
}

export function useChangeDbUserPassword(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['dbUsers'] },
    mutationFn: (body: access.DbUserBody) => api.updateDbUserPassword({ params: p, body }),
  });
}

export function useDeleteDbUser(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['dbUsers'] },
    mutationFn: (username: string) => removeIdempotently(() => api.deleteDbUser({ params: p, body: { username } })),
  });
}
