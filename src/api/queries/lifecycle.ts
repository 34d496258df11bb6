import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import { rootKeys } from './keys';
import { removeIdempotently } from './remove';

type WS = { workgroupID: string; workspaceID: string };

/** A read-only workspace refreshed from its read-write one: its status and refresh fields change. */
export function useRefreshWorkspace(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api.refreshWorkspace({ params: p }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.workspaces }),
  });
}

export function useDeleteDatabase(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (databaseID: string) => removeIdempotently(() => api.deleteDatabase({ params: { workgroupID, databaseID } })),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: rootKeys.workgroups }), qc.invalidateQueries({ queryKey: rootKeys.workspaces })]),
  });
}
