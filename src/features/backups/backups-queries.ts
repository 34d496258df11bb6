import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './backup-body';
import { bindApi } from '@/api/api-ref';
import type { backupOperations } from './backups-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof backupOperations>(() => import('./backups-operations').then((m) => m.backupOperations));

type WSParams = { workgroupID: string; workspaceID: string };

/** A workspace's backups, their restores and the automatic-backup schedule. */

const settled = (status: string) => status !== 'InProgress' && status !== 'Running';

export const backupQueries = {
  list: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('backups'), 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listBackups({ params: p, signal }),
      // A backup being taken finishes by itself: poll until none is.
      refetchInterval: (q) => (q.state.data?.some((b) => !settled(b.status)) ? 1500 : false),
    }),
  schedule: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('backups'), 'schedule', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.getBackupSchedule({ params: p, signal }),
    }),
  restore: (p: WSParams & { job: string }) =>
    queryOptions({
      queryKey: [...rootKey('backups'), 'restore', p.workgroupID, p.workspaceID, p.job] as const,
      queryFn: ({ signal }) => api.getRestoreStatus({ params: p, signal }),
      // The log grows while the restore runs.
      refetchInterval: (q) => (q.state.data && settled(q.state.data.status) ? false : 1000),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useTakeBackup(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['backups'] },
    mutationFn: (body: bodies.TakeBackupBody) => api.takeBackup({ params: p, body }),
  });
}

export function useDeleteBackup(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['backups'] },
    mutationFn: (backupID: string) => removeIdempotently(() => api.deleteBackup({ params: p, body: { backup_id: backupID } })),
  });
}

export function useRestoreBackup(p: WSParams) {
  return useMutation({
    // A restore changes the workspace's status too.
    meta: { handlesErrors: true, invalidates: ['backups', 'workspaces'] },
    mutationFn: (backupID: string) => api.restoreBackup({ params: p, body: { backup_id: backupID } }),
  });
}

export function useSetBackupSchedule(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['backups'] },
    mutationFn: (body: bodies.BackupScheduleBody) => api.setBackupSchedule({ params: p, body }),
  });
}
