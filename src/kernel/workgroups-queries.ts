import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './workgroup-body';
import { bindApi } from '@/api/api-ref';
import type { workgroupOperations } from './workgroups-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof workgroupOperations>(() => import('./workgroups-operations').then((m) => m.workgroupOperations));

export const workgroupQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('workgroups'), 'list'] as const,
      queryFn: ({ signal }) => api.listWorkgroups({ signal }),
    }),
  detail: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKey('workgroups'), 'detail', workgroupID] as const,
      queryFn: ({ signal }) => api.getWorkgroup({ params: { workgroupID }, signal }),
    }),
};

// Each mutation names the resources it changes (`invalidates`): the query client's
// mutation cache refreshes them (app/query-client.ts). What stays here writes the
// answer itself into the cache, or forgets what was deleted.

export function useCreateWorkgroup() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workgroups'] },
    mutationFn: (body: bodies.CreateWorkgroupBody) => api.createWorkgroup({ body }),
    // The answer is the new workgroup: its screen opens without asking again.
    onSuccess: (wg, _body, _r, { client }) => client.setQueryData(workgroupQueries.detail(wg.workgroup_id).queryKey, wg),
  });
}

export function useUpdateWorkgroup(workgroupID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workgroups'] },
    mutationFn: (body: bodies.UpdateWorkgroupBody) => api.updateWorkgroup({ params: { workgroupID }, body }),
    onSuccess: (wg, _body, _r, { client }) => client.setQueryData(workgroupQueries.detail(workgroupID).queryKey, wg),
  });
}

export function useDeleteWorkgroup() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['workgroups', 'workspaces'] },
    mutationFn: (workgroupID: string) => removeIdempotently(() => api.deleteWorkgroup({ params: { workgroupID } })),
    // What was deleted is forgotten, not asked for again.
    onSuccess: (_r, workgroupID, _c, { client }) => client.removeQueries({ queryKey: workgroupQueries.detail(workgroupID).queryKey }),
  });
}
