import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/workgroup-body';
import { api, bodyOf, op, rootKey, V, WG } from './define';
import { removeIdempotently } from './remove';

export const workgroupOperations = {
  createWorkgroup: op({
    documented: 1,
    method: 'POST',
    path: `${V}/workgroups`,
    auth: 'apiKey',
    resource: 'workgroups',
    title: 'Create workgroup',
    body: bodyOf<typeof bodies.CreateWorkgroupBody>(),
    result: s.Workgroup,
  }),
  updateWorkgroup: op({
    documented: 2,
    method: 'PUT',
    path: WG,
    auth: 'apiKey',
    resource: 'workgroups',
    title: 'Update workgroup',
    body: bodyOf<typeof bodies.UpdateWorkgroupBody>(),
    result: s.Workgroup,
  }),
  deleteWorkgroup: op({
    documented: 3,
    method: 'DELETE',
    path: WG,
    auth: 'apiKey',
    resource: 'workgroups',
    title: 'Delete workgroup',
    body: undefined,
    result: s.RawStringResult,
  }),
  listWorkgroups: op({
    method: 'GET',
    path: `${V}/workgroups`,
    auth: 'apiKey',
    resource: 'workgroups',
    title: 'List workgroups',
    body: undefined,
    result: list(s.WorkgroupListItem),
    list: true,
    items: s.WorkgroupListItem,
  }),
  getWorkgroup: op({ method: 'GET', path: WG, auth: 'apiKey', resource: 'workgroups', title: 'Get workgroup', body: undefined, result: s.Workgroup }),
};

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
