import { useMutation } from '@tanstack/react-query';
import type * as bodies from './workspace-body';
import { api } from '@/api/api-ref';
import { removeIdempotently } from '@/api/remove';
type DBParams = { workgroupID: string; databaseID: string };

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
