import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './org-admin-body';
import { isApiError } from '@/api/api-error';
import { bindApi } from '@/api/api-ref';
import { orgAdminOperations } from './org-admin-operations';
import type { workspaceOperations } from '@/kernel/workspaces-operations';
import { rootKey } from '@/api/define';

// The shell reads who acts on every screen: these rows load with it; a workspace's upgrade is read by the screens that show it.
const api = bindApi(orgAdminOperations);

const workspacesApi = bindApi<typeof workspaceOperations>(() => import('@/kernel/workspaces-operations').then((m) => m.workspaceOperations));
/**
 * The organization's own settings (vendor revision D), whose credentials the console holds
 * (assumed), and cancelling a workspace's scheduled upgrade.
 */

/** Whose credentials, or `undefined` when the deployment does not say (the console then falls back on what it can tell itself). */
async function unlessNotOffered<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    if (isApiError(e) && e.notOffered) return null;
    throw e;
  }
}

export const orgAdminQueries = {
  /** `null`: the deployment does not offer it. */
  whoAmI: () =>
    queryOptions({
      queryKey: [...rootKey('org'), 'whoami'] as const,
      queryFn: ({ signal }) => unlessNotOffered(() => api.getWhoAmI({ signal })),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  sessionWhoAmI: () =>
    queryOptions({
      queryKey: [...rootKey('users'), 'whoami'] as const,
      queryFn: ({ signal }) => unlessNotOffered(() => api.getSessionWhoAmI({ signal })),
      staleTime: 5 * 60_000,
      retry: false,
    }),
};

export function useUpdateOrg() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['org'] },
    mutationFn: (body: bodies.UpdateOrgBody) => api.updateOrg({ body }),
  });
}

/**
 * Cancels a scheduled upgrade with the assumed `cancel_scheduled_upgrade` of the workspace update.
 * A service that ignores the field answers the workspace still scheduled: that is said, not taken for success.
 */
export function useCancelUpgrade() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workspaces', 'workgroups'] },
    mutationFn: async (p: { workgroupID: string; workspaceID: string }) => {
      const ws = await workspacesApi.updateWorkspace({ params: p, body: { cancel_scheduled_upgrade: true } });
      if (ws.auto_upgrade_state === 'Scheduled' && ws.desired_tg_version && ws.desired_tg_version !== ws.tg_version) throw new UpgradeNotCancelled(ws.name);
      return ws;
    },
  });
}

export class UpgradeNotCancelled extends Error {
  constructor(name: string) {
    super(
      `The service kept ${name || 'the workspace'}'s upgrade scheduled: it does not offer the console's cancel (an assumed field of the workspace update). Cancel it in the vendor's console or with its support.`,
    );
  }
}
