import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { CreateWorkgroupBody, UpdateWorkgroupBody, Workgroup } from '@/api/schemas';
import { rootKeys } from './keys';
import { removeIdempotently } from './remove';
import { requestKey } from '@/api/notices';

export const workgroupQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKeys.workgroups, 'list'] as const,
      queryFn: ({ signal }) => api.listWorkgroups({ signal }),
      meta: { request: requestKey('listWorkgroups', {}) },
    }),
  detail: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKeys.workgroups, 'detail', workgroupID] as const,
      queryFn: ({ signal }) => api.getWorkgroup({ params: { workgroupID }, signal }),
      meta: { request: requestKey('getWorkgroup', { workgroupID }) },
    }),
};

export function useCreateWorkgroup() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: CreateWorkgroupBody) => api.createWorkgroup({ body }),
    onSuccess: async (wg: Workgroup) => {
      qc.setQueryData(workgroupQueries.detail(wg.workgroup_id).queryKey, wg);
      await qc.invalidateQueries({ queryKey: rootKeys.workgroups });
    },
  });
}

export function useUpdateWorkgroup(workgroupID: string) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: UpdateWorkgroupBody) => api.updateWorkgroup({ params: { workgroupID }, body }),
    onSuccess: async (wg) => {
      qc.setQueryData(workgroupQueries.detail(workgroupID).queryKey, wg);
      await qc.invalidateQueries({ queryKey: rootKeys.workgroups });
    },
  });
}

export function useDeleteWorkgroup() {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (workgroupID: string) => removeIdempotently(() => api.deleteWorkgroup({ params: { workgroupID } })),
    onSuccess: async (_r, workgroupID) => {
      qc.removeQueries({ queryKey: workgroupQueries.detail(workgroupID).queryKey });
      await Promise.all([
        qc.invalidateQueries({ queryKey: rootKeys.workgroups }),
        qc.invalidateQueries({ queryKey: rootKeys.workspaces }),
      ]);
    },
  });
}
