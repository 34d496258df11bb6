import * as s from '@/api/schemas/responses';
import type * as bodies from '@/api/schemas/workspace-body';
import { bodyOf, op, WG } from '@/api/resources/define';

export const databaseOperations = {
  updateDatabase: op({
    documented: 5,
    method: 'PUT',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'databases',
    title: 'Rename database',
    body: bodyOf<typeof bodies.UpdateDatabaseBody>(),
    result: s.Database,
  }),
  getDatabase: op({
    method: 'GET',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'databases',
    title: 'Get database',
    body: undefined,
    result: s.Database,
  }),
  deleteDatabase: op({
    method: 'DELETE',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'databases',
    title: 'Delete database',
    body: undefined,
    result: s.RawStringResult,
  }),
};
