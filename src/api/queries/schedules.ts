import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../runtime';
import type { ScheduleBody } from '../schemas';
import { rootKeys } from './keys';
import { ApiError, isApiError } from '../api-error';
import { requestKey } from '../notices';

type WS = { workgroupID: string; workspaceID: string };

export const scheduleQueries = {
  forWorkspace: (p: WS) =>
    queryOptions({
      queryKey: [...rootKeys.schedules, 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listWorkspaceSchedules(p, { signal }),
      meta: { request: requestKey('listWorkspaceSchedules', p) },
    }),
};

export function useSaveSchedule(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ scheduleID, body }: { scheduleID?: string; body: ScheduleBody }): Promise<void> => {
      if (scheduleID) await api.updateWorkspaceSchedule({ ...p, scheduleID }, body);
      else await api.createWorkspaceSchedule(p, body);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.schedules }),
  });
}

export function useDeleteSchedule(p: WS) {
  const qc = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (scheduleID: string) => {
      try {
        await api.deleteWorkspaceSchedule({ ...p, scheduleID });
      } catch (e) {
        if (!(isApiError(e) && e.status === 404 && !e.notOffered)) throw e;
        // Deleting a schedule is an assumed operation: a 404 is "already gone"
        // (a retry after a lost answer) only if the schedule is no longer listed.
        const listed = await api.listWorkspaceSchedules(p);
        if (listed.some((s) => s.id === scheduleID)) {
          throw new ApiError({ kind: 'not-offered', status: 404, message: 'This deployment does not offer deleting a schedule.', requestId: e.requestId, operation: 'deleteWorkspaceSchedule' });
        }
      }
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: rootKeys.schedules }),
  });
}
