import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as access from '@/api/schemas/org-body';
import { bodyOf, op, WS } from '@/api/resources/define';

export const dbUserOperations = {
  listDbUsers: op({
    method: 'GET',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    access: 'member',
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
    access: 'member',
    resource: 'dbUsers',
    title: 'Create database user',
    body: bodyOf<typeof access.DbUserBody>(),
    result: s.DbUser,
  }),
  updateDbUserPassword: op({
    method: 'PUT',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    access: 'member',
    resource: 'dbUsers',
    title: 'Change database user password',
    body: bodyOf<typeof access.DbUserBody>(),
    result: s.RawStringResult,
  }),
  deleteDbUser: op({
    method: 'DELETE',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    access: 'member',
    resource: 'dbUsers',
    title: 'Delete database user',
    body: bodyOf<typeof access.DeleteDbUserBody>(),
    result: s.RawStringResult,
  }),
};
