import { useMutation } from '@tanstack/react-query';
import type * as bodies from '@/kernel/workspace-body';
import { bindApi } from '@/api/api-ref';
import type { databaseOperations } from './databases-operations';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof databaseOperations>(() => import('./databases-operations').then((m) => m.databaseOperations));

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
