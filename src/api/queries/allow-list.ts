import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { AllowedIpBody } from '@/api/schemas';
import { rootKeys } from './keys';
import { removeIdempotently } from './remove';
import { requestKey } from '@/api/notices';

export const allowListQueries = {
  entries: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKeys.allowList, 'entries', workgroupID] as const,
      queryFn: ({ signal }) => api.listAllowedIps({ params: { workgroupID }, signal }),
      meta: { request: requestKey('listAllowedIps', { workgroupID }) },
    }),
  currentIp: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKeys.allowList, 'current', workgroupID] as const,
      queryFn: ({ signal }) => api.getCurrentIp({ params: { workgroupID }, signal }),
      meta: { request: requestKey('getCurrentIp', { workgroupID }) },
    }),
};

// The workgroup shows whether the list is on and whether the caller is allowed.
async function refresh(qc: QueryClient) {
  await Promise.all([qc.invalidateQueries({ queryKey: rootKeys.allowList }), qc.invalidateQueries({ queryKey: rootKeys.workgroups })]);
}

export function useAddAllowedIp(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: AllowedIpBody) => api.addAllowedIp({ params: { workgroupID }, body }),
    onSuccess: () => refresh(qc),
  });
}

/**
 * Many entries at once (a paste): each add is sent as is, and the list is
 * refreshed once at the end instead of after every entry.
 */
export function useAllowListBatch(workgroupID: string) {
  const qc = useQueryClient();
  return {
    add: (body: AllowedIpBody) => api.addAllowedIp({ params: { workgroupID }, body }),
    finished: () => refresh(qc),
  };
}

export function useUpdateAllowedIp(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, body }: { id: string; body: AllowedIpBody }) => api.updateAllowedIp({ params: { workgroupID, id }, body }),
    onSuccess: () => refresh(qc),
  });
}

export function useDeleteAllowedIp(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (id: string) => removeIdempotently(() => api.deleteAllowedIp({ params: { workgroupID, id } })),
    onSuccess: () => refresh(qc),
  });
}

export function useSetAllowListEnabled(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => (enabled ? api.enableAllowList({ params: { workgroupID } }) : api.disableAllowList({ params: { workgroupID } })),
    onSuccess: () => refresh(qc),
  });
}
