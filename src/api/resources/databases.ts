import { useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import type * as bodies from '@/api/schemas/workspace-body';
import { api, bodyOf, op, WG } from './define';
import { removeIdempotently } from './remove';

type DBParams = { workgroupID: string; databaseID: string };

export const databaseOperations = {
  updateDatabase: op({
    documented: 5,
    method: 'PUT',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    resource: 'databases',
    title: 'Rename database',
    body: bodyOf<typeof bodies.UpdateDatabaseBody>(),
    result: s.Database,
  }),
  getDatabase: op({
    method: 'GET',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    resource: 'databases',
    title: 'Get database',
    body: undefined,
    result: s.Database,
  }),
  deleteDatabase: op({
    method: 'DELETE',
    path: `${WG}/databases/{databaseID}`,
    auth: 'apiKey',
    resource: 'databases',
    title: 'Delete database',
    body: undefined,
    result: s.RawStringResult,
  }),
};

// Databases are shown inside their workgroup and its workspaces: changing one refreshes those
// (the query client's mutation cache runs `invalidates`, app/query-client.ts).

export function useRenameDatabase(p: DBParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['databases', 'workspaces', 'workgroups'] },
    mutationFn: (body: bodies.UpdateDatabaseBody) => api.updateDatabase({ params: p, body }),
  });
}

export function useDeleteDatabase(workgroupID: string) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['databases', 'workgroups', 'workspaces'] },
    mutationFn: (databaseID: string) => removeIdempotently(() => api.deleteDatabase({ params: { workgroupID, databaseID } })),
  });
}
