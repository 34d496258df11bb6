import { RawStringResult } from '@/api/schemas/envelope';
import { Database } from '@/kernel/workspace-schema';
import type * as bodies from '@/kernel/workspace-body';
import { bodyOf, op, WG } from '@/api/define';

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
    result: Database,
  }),
  getDatabase: op({
    method: 'GET',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'databases',
    title: 'Get database',
    body: undefined,
    result: Database,
  }),
  deleteDatabase: op({
    method: 'DELETE',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    access: 'member',
    resource: 'databases',
    title: 'Delete database',
    body: undefined,
    result: RawStringResult,
  }),
};
