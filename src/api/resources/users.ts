import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { custom, list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/user-body';
import { api, bodyOf, op, rootKey } from './define';

/** The organization's people and their roles (an owner's session token). */
export const userOperations = {
  updateUserRoles: op({
    documented: 12,
    method: 'PUT',
    path: '/users/{userId}/roles',
    auth: 'session',
    resource: 'users',
    title: 'Replace user roles',
    body: bodyOf<typeof bodies.UpdateUserRolesBody>(),
    result: custom('nothing', () => undefined),
    noContent: true,
  }),
  listUsers: op({
    bareAnswer: true,
    method: 'GET',
    path: '/users',
    auth: 'session',
    resource: 'users',
    title: 'List users',
    body: undefined,
    result: list(s.User),
    list: true,
  }),
};

export const userQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('users'), 'list'] as const,
      queryFn: ({ signal }) => api.listUsers({ signal }),
    }),
};

export function useReplaceUserRoles() {
  return useMutation({
    // Refreshed by the query client's mutation cache (app/query-client.ts).
    meta: { handlesErrors: true, invalidates: ['users'] },
    mutationFn: ({ userId, roles }: { userId: string; roles: string[] }) => api.updateUserRoles({ params: { userId }, body: { roles } }),
  });
}
