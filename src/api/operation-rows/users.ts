import * as s from '@/api/schemas/responses';
import { custom, list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/user-body';
import { bodyOf, op } from '@/api/resources/define';

export const userOperations = {
  updateUserRoles: op({
    documented: 12,
    method: 'PUT',
    path: '/users/{userId}/roles',
    auth: 'session',
    access: 'owner',
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
    access: 'member',
    resource: 'users',
    title: 'List users',
    body: undefined,
    result: list(s.User),
    list: true,
  }),
};
