import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/runtime';
import type { ScheduleBody } from '@/api/schemas';
import { rootKeys } from './keys';
import { removeIdempotently } from './remove';
import { requestKey } from '@/api/notices';

type WS = { workgroupID: string; workspaceID: string };

export const scheduleQueries = {
  forWorkspace: (p: WS) =>
    queryOptions({
      queryKey: [...rootKeys.schedules, 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listWorkspaceSchedules({ params: p, signal }),
      meta: { request: requestKey('listWorkspaceSchedules', p) },
    }),
};

export function useSaveSchedule(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ scheduleID, body }: { scheduleID?: string; body: ScheduleBody }): Promise<void> => {
      if (scheduleID) await api.updateWorkspaceSchedule({ params: { ...p, scheduleID }, body });
      else await api.createWorkspaceSchedule({ params: p, body });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.schedules }),
  });
}

export function useDeleteSchedule(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    // Deleting a schedule is an assumed operation: its 404 means "already gone" only if the schedule is no longer listed.
    mutationFn: (scheduleID: string) =>
      removeIdempotently(
        () => api.deleteWorkspaceSchedule({ params: { ...p, scheduleID } }),
        async () => (await api.listWorkspaceSchedules({ params: p })).some((s) => s.id === scheduleID),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.schedules }),
  });
}
