import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { BackupScheduleBody, TakeBackupBody } from '@/api/schemas';
import { rootKeys } from './keys';
import { requestKey } from '@/api/notices';
import { removeIdempotently } from './remove';

type WS = { workgroupID: string; workspaceID: string };

const settled = (status: string) => status !== 'InProgress' && status !== 'Running';

export const backupQueries = {
  list: (p: WS) =>
    queryOptions({
      queryKey: [...rootKeys.backups, 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listBackups({ params: p, signal }),
      meta: { request: requestKey('listBackups', p) },
      // A backup being taken finishes by itself: poll until none is.
      refetchInterval: (q) => (q.state.data?.some((b) => !settled(b.status)) ? 1500 : false),
    }),
  schedule: (p: WS) =>
    queryOptions({
      queryKey: [...rootKeys.backups, 'schedule', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.getBackupSchedule({ params: p, signal }),
      meta: { request: requestKey('getBackupSchedule', p) },
    }),
  restore: (p: WS & { job: string }) =>
    queryOptions({
      queryKey: [...rootKeys.backups, 'restore', p.workgroupID, p.workspaceID, p.job] as const,
      queryFn: ({ signal }) => api.getRestoreStatus({ params: p, signal }),
      meta: { request: requestKey('getRestoreStatus', p) },
      // The log grows while the restore runs.
      refetchInterval: (q) => (q.state.data && settled(q.state.data.status) ? false : 1000),
    }),
};

/** A restore changes the workspace's status too. */
async function refreshAround(qc: QueryClient) {
  await Promise.all([qc.invalidateQueries({ queryKey: rootKeys.backups }), qc.invalidateQueries({ queryKey: rootKeys.workspaces })]);
}

export function useTakeBackup(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: TakeBackupBody) => api.takeBackup({ params: p, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.backups }),
  });
}

export function useDeleteBackup(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (backupID: string) => removeIdempotently(() => api.deleteBackup({ params: p, body: { backup_id: backupID } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.backups }),
  });
}

export function useRestoreBackup(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (backupID: string) => api.restoreBackup({ params: p, body: { backup_id: backupID } }),
    onSuccess: () => refreshAround(qc),
  });
}

export function useSetBackupSchedule(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (body: BackupScheduleBody) => api.setBackupSchedule({ params: p, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.backups }),
  });
}
