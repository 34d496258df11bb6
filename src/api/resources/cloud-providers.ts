import { queryOptions, useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/cloud-provider-body';
import type * as access from '@/api/schemas/org-body';
import { api, bodyOf, op, rootKey, V } from './define';

export const cloudProviderOperations = {
  createCloudProvider: op({
    documented: 9,
    method: 'POST',
    path: `${V}/cloud-providers`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'Register cloud provider',
    body: bodyOf<typeof bodies.CreateCloudProviderBody>(),
    result: s.CloudProvider,
  }),
  listCloudProviders: op({
    assumed: true,
    method: 'GET',
    path: `${V}/cloud-providers`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'List cloud providers',
    body: undefined,
    result: list(s.CloudProvider),
    list: true,
  }),
  getCloudProvider: op({
    assumed: true,
    method: 'GET',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'Get cloud provider',
    body: undefined,
    result: s.CloudProvider,
  }),
  updateCloudProvider: op({
    sinceRevisionC: true,
    method: 'PUT',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'Update cloud provider',
    body: bodyOf<typeof access.UpdateCloudProviderBody>(),
    result: s.CloudProvider,
  }),
  deleteCloudProvider: op({
    sinceRevisionC: true,
    method: 'DELETE',
    path: `${V}/cloud-providers/{id}`,
    auth: 'apiKey',
    resource: 'cloudProviders',
    title: 'Delete cloud provider',
    body: undefined,
    result: s.RawStringResult,
  }),
};

const SETTLED = ['active', 'error', 'failed', 'deleted', 'inactive', 'disabled'];
export function isProviderSettled(status: string): boolean {
  return SETTLED.includes(status.toLowerCase());
}

/** Route loaders: a deployment that does not offer the read leaves the screen to say so. */
export function unlessNotOffered(promise: Promise<unknown>): Promise<unknown> {
  return promise.catch((e: unknown) => {
    if (isApiError(e) && e.notOffered) return undefined;
    throw e;
  });
}

export const cloudProviderQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('cloudProviders'), 'list'] as const,
      queryFn: ({ signal }) => api.listCloudProviders({ signal }),
      // Follow a provider that is still being set up until it settles.
      refetchInterval: (q) => (!q.state.error?.notOffered && q.state.data?.some((p) => !isProviderSettled(p.status)) ? 3000 : false),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...rootKey('cloudProviders'), 'detail', id] as const,
      queryFn: ({ signal }) => api.getCloudProvider({ params: { id }, signal }),
      // A deployment without this (assumed) read cannot be followed: stop asking.
      refetchInterval: (q) => (!q.state.error?.notOffered && q.state.data && !isProviderSettled(q.state.data.status) ? 3000 : false),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).
// What stays here writes the answer itself into the cache, or forgets what was deleted.

export function useCreateCloudProvider() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: (body: bodies.CreateCloudProviderBody) => api.createCloudProvider({ body }),
    // The answer is the new provider: its screen opens without asking again.
    onSuccess: (p, _body, _r, { client }) => client.setQueryData(cloudProviderQueries.detail(p.id).queryKey, p),
  });
}

export function useUpdateCloudProvider(id: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: (body: access.UpdateCloudProviderBody) => api.updateCloudProvider({ params: { id }, body }),
  });
}

export function useDeleteCloudProvider(id: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['cloudProviders'] },
    mutationFn: () => api.deleteCloudProvider({ params: { id } }),
    // What was deleted is forgotten, not asked for again.
    onSuccess: (_r, _v, _c, { client }) => client.removeQueries({ queryKey: cloudProviderQueries.detail(id).queryKey }),
  });
}
