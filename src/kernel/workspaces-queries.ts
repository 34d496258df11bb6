import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './workspace-body';
import { isTransitional } from '@/lib/workspace-status';
import { bindApi } from '@/api/api-ref';
import type { workspaceOperations } from './workspaces-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof workspaceOperations>(() => import('./workspaces-operations').then((m) => m.workspaceOperations));

type WSParams = { workgroupID: string; workspaceID: string };

export const workspaceQueries = {
  detail: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('workspaces'), 'detail', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.getWorkspace({ params: p, signal }),
      // Poll only while the workspace is moving between states, or waits for a scheduled upgrade.
      refetchInterval: (q) => (q.state.data && isTransitional(q.state.data.status) ? 1500 : q.state.data?.auto_upgrade_state === 'Scheduled' ? 5000 : false),
    }),
};

// Each mutation names the resources it changes (`invalidates`): the query client's mutation
// cache refreshes them (app/query-client.ts). Workgroups list their workspaces' counts and
// storage, so a workspace change refreshes them too. What stays here writes the answer itself
// into the cache, or forgets what was deleted.

export function useCreateWorkspace(workgroupID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workspaces', 'workgroups'] },
    mutationFn: (body: bodies.CreateWorkspaceBody) => api.createWorkspace({ params: { workgroupID }, body }),
    // The answer is the new workspace: its screen opens without asking again.
    onSuccess: (ws, _body, _r, { client }) => client.setQueryData(workspaceQueries.detail({ workgroupID, workspaceID: ws.workspace_id }).queryKey, ws),
  });
}

export function useUpdateWorkspace(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workspaces', 'workgroups'] },
    mutationFn: (body: bodies.UpdateWorkspaceBody) => api.updateWorkspace({ params: p, body }),
    onSuccess: (ws, _body, _r, { client }) => client.setQueryData(workspaceQueries.detail(p).queryKey, ws),
  });
}

export function useUpgradeWorkspace(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workspaces', 'workgroups'] },
    mutationFn: (body: bodies.UpgradeWorkspaceBody) => api.upgradeWorkspace({ params: p, body }),
  });
}

export function usePowerWorkspace(p: WSParams) {
  return useMutation({
    // A refused Pause shows in its dialog, a refused Resume below the buttons (workspace-actions.tsx): no toast repeats them.
    meta: { handlesErrors: true, invalidates: ['workspaces', 'workgroups'] },
    mutationFn: (action: 'pause' | 'resume') => (action === 'pause' ? api.pauseWorkspace({ params: p }) : api.resumeWorkspace({ params: p })),
  });
}

export function useDeleteWorkspace(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workspaces', 'workgroups', 'schedules'] },
    mutationFn: () => removeIdempotently(() => api.deleteWorkspace({ params: p })),
    // What was deleted is forgotten, not asked for again.
    onSuccess: (_r, _v, _c, { client }) => client.removeQueries({ queryKey: workspaceQueries.detail(p).queryKey }),
  });
}

/** A read-only workspace refreshed from its read-write one: its status and refresh fields change. */
export function useRefreshWorkspace(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workspaces'] },
    mutationFn: () => api.refreshWorkspace({ params: p }),
  });
}
