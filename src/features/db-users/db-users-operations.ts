import { RawStringResult } from '@/api/schemas/envelope';
import { DbUser } from './db-user-schema';
import { list } from '@/api/schemas/read';
import type * as access from './db-user-body';
import { bodyOf, op, WS } from '@/api/define';

export const dbUserOperations = {
  listDbUsers: op({
    method: 'GET',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    access: 'member',
    resource: 'dbUsers',
    title: 'List database users',
    body: undefined,
    result: list(DbUser),
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
    result: DbUser,
  }),
  updateDbUserPassword: op({
    method: 'PUT',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    access: 'member',
    resource: 'dbUsers',
    title: 'Change database user password',
    body: bodyOf<typeof access.DbUserBody>(),
    result: RawStringResult,
  }),
  deleteDbUser: op({
    method: 'DELETE',
    path: `${WS}/dbuser`,
    auth: 'apiKey',
    access: 'member',
    resource: 'dbUsers',
    title: 'Delete database user',
    body: bodyOf<typeof access.DeleteDbUserBody>(),
    result: RawStringResult,
  }),
};
