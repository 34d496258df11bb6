import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { CreateWorkspaceBody, UpdateDatabaseBody, UpdateWorkspaceBody, UpgradeWorkspaceBody } from '@/api/schemas';
import { rootKeys } from './keys';
import { isTransitional } from '@/lib/workspace-status';
import { removeIdempotently } from './remove';
import { requestKey } from '@/api/notices';

type WS = { workgroupID: string; workspaceID: string };

export const workspaceQueries = {
  detail: (p: WS) =>
    queryOptions({
      queryKey: [...rootKeys.workspaces, 'detail', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.getWorkspace({ params: p, signal }),
      meta: { request: requestKey('getWorkspace', p) },
      // Poll only while the workspace is moving between states, or waits for a scheduled upgrade.
      refetchInterval: (q) => (q.state.data && isTransitional(q.state.data.status) ? 1500 : q.state.data?.auto_upgrade_state === 'Scheduled' ? 5000 : false),
    }),
  database: (p: { workgroupID: string; databaseID: string }) =>
    queryOptions({
      queryKey: [...rootKeys.workspaces, 'database', p.workgroupID, p.databaseID] as const,
      queryFn: ({ signal }) => api.getDatabase({ params: p, signal }),
      meta: { request: requestKey('getDatabase', p) },
    }),
};

async function refreshAround(qc: QueryClient) {
  await Promise.all([qc.invalidateQueries({ queryKey: rootKeys.workspaces }), qc.invalidateQueries({ queryKey: rootKeys.workgroups })]);
}

export function useCreateWorkspace(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateWorkspaceBody) => api.createWorkspace({ params: { workgroupID }, body }),
    onSuccess: async (ws) => {
      qc.setQueryData(workspaceQueries.detail({ workgroupID, workspaceID: ws.workspace_id }).queryKey, ws);
      await refreshAround(qc);
    },
  });
}

export function useUpdateWorkspace(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpdateWorkspaceBody) => api.updateWorkspace({ params: p, body }),
    onSuccess: async (ws) => {
      qc.setQueryData(workspaceQueries.detail(p).queryKey, ws);
      await refreshAround(qc);
    },
  });
}

export function useUpgradeWorkspace(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpgradeWorkspaceBody) => api.upgradeWorkspace({ params: p, body }),
    onSuccess: () => refreshAround(qc),
  });
}

export function usePowerWorkspace(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'pause' | 'resume') => (action === 'pause' ? api.pauseWorkspace({ params: p }) : api.resumeWorkspace({ params: p })),
    onSuccess: () => refreshAround(qc),
  });
}

export function useDeleteWorkspace(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => removeIdempotently(() => api.deleteWorkspace({ params: p })),
    onSuccess: async () => {
      qc.removeQueries({ queryKey: workspaceQueries.detail(p).queryKey });
      await Promise.all([refreshAround(qc), qc.invalidateQueries({ queryKey: rootKeys.schedules })]);
    },
  });
}

export function useRenameDatabase(p: { workgroupID: string; databaseID: string }) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpdateDatabaseBody) => api.updateDatabase({ params: p, body }),
    onSuccess: () => refreshAround(qc),
  });
}
