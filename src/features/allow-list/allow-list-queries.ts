import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as bodies from './allow-list-body';
import { bindApi } from '@/api/api-ref';
import type { allowListOperations } from './allow-list-operations';
import { invalidateResources, rootKey, type Resource } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof allowListOperations>(() => import('./allow-list-operations').then((m) => m.allowListOperations));

export const allowListQueries = {
  entries: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKey('allowList'), 'entries', workgroupID] as const,
      queryFn: ({ signal }) => api.listAllowedIps({ params: { workgroupID }, signal }),
    }),
  currentIp: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKey('allowList'), 'current', workgroupID] as const,
      queryFn: ({ signal }) => api.getCurrentIp({ params: { workgroupID }, signal }),
    }),
};

/**
 * What every change of the list refreshes (run by the query client's mutation cache,
 * app/query-client.ts): the workgroup shows whether the list is on and whether the caller is allowed.
 */
const invalidates: Resource[] = ['allowList', 'workgroups'];

export function useAddAllowedIp(workgroupID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates },
    mutationFn: (body: bodies.AllowedIpBody) => api.addAllowedIp({ params: { workgroupID }, body }),
  });
}

/**
 * Many entries at once (a paste): each add is sent as is, and the list is
 * refreshed once at the end instead of after every entry.
 */
export function useAllowListBatch(workgroupID: string) {
  const qc = useQueryClient();
  return {
    add: (body: bodies.AllowedIpBody) => api.addAllowedIp({ params: { workgroupID }, body }),
    finished: () => invalidateResources(qc, invalidates),
  };
}

export function useUpdateAllowedIp(workgroupID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates },
    mutationFn: ({ id, body }: { id: string; body: bodies.AllowedIpBody }) => api.updateAllowedIp({ params: { workgroupID, id }, body }),
  });
}

export function useDeleteAllowedIp(workgroupID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates },
    mutationFn: (id: string) => removeIdempotently(() => api.deleteAllowedIp({ params: { workgroupID, id } })),
  });
}

export function useSetAllowListEnabled(workgroupID: string) {
  return useMutation({
    // A refusal shows in its confirmation, or beside the switch when it sent without one (allow-list-screen.tsx).
    meta: { handlesErrors: true, invalidates },
    mutationFn: (enabled: boolean) => (enabled ? api.enableAllowList({ params: { workgroupID } }) : api.disableAllowList({ params: { workgroupID } })),
  });
}
