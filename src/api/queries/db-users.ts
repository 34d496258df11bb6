import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { DbUserBody } from '@/api/schemas/org-body';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';
import { removeIdempotently } from './remove';

type WS = { workgroupID: string; workspaceID: string };

export const dbUserQueries = {
  list: (p: WS) =>
    queryOptions({
      queryKey: [...rootKeys.dbUsers, 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listDbUsers({ params: p, signal }),
      meta: { request: requestKey('listDbUsers', p) },
    }),
};

export function useCreateDbUser(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: DbUserBody) => api.createDbUser({ params: p, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.dbUsers }),
  });
}

export function useChangeDbUserPassword(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: DbUserBody) => api.updateDbUserPassword({ params: p, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.dbUsers }),
  });
}

export function useDeleteDbUser(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (username: string) => removeIdempotently(() => api.deleteDbUser({ params: p, body: { username } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.dbUsers }),
  });
}
