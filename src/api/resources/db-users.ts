import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as access from '@/api/schemas/org-body';
import { api, bodyOf, op, rootKey, WS } from './define';
import { removeIdempotently } from './remove';

type WSParams = { workgroupID: string; workspaceID: string };

/** A workspace's database users (for applications and query tools). */
export const dbUserOperations = {
  listDbUsers: op({
    method: 'GET',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    resource: 'dbUsers',
    title: 'List database users',
    body: undefined,
    result: list(s.DbUser),
    list: true,
  }),
  createDbUser: op({
    method: 'POST',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    resource: 'dbUsers',
    title: 'Create database user',
    body: bodyOf<typeof access.DbUserBody>(),
    result: s.DbUser,
  }),
  updateDbUserPassword: op({
    method: 'PUT',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    resource: 'dbUsers',
    title: 'Change database user password',
    body: bodyOf<typeof access.DbUserBody>(),
    result: s.RawStringResult,
  }),
  deleteDbUser: op({
    method: 'DELETE',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    resource: 'dbUsers',
    title: 'Delete database user',
    body: bodyOf<typeof access.DeleteDbUserBody>(),
    result: s.RawStringResult,
  }),
};

export const dbUserQueries = {
  list: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('dbUsers'), 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listDbUsers({ params: p, signal }),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useCreateDbUser(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['dbUsers'] },
    mutationFn: (body: access.DbUserBody) => api.createDbUser({ params: p, body }),
  });
}

export function useChangeDbUserPassword(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['dbUsers'] },
    mutationFn: (body: access.DbUserBody) => api.updateDbUserPassword({ params: p, body }),
  });
}

export function useDeleteDbUser(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['dbUsers'] },
    mutationFn: (username: string) => removeIdempotently(() => api.deleteDbUser({ params: p, body: { username } })),
  });
}
