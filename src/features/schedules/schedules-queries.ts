import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './schedule-body';
import { isApiError } from '@/api/api-error';
import { bindApi } from '@/api/api-ref';
import type { scheduleOperations } from './schedules-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof scheduleOperations>(() => import('./schedules-operations').then((m) => m.scheduleOperations));

type WSParams = { workgroupID: string; workspaceID: string };

/**
 * A workspace's schedules. The vendor's older service answers a workspace it keeps no schedules for
 * Not-Found (sent as 400 or 500 in revision A) at the path it serves: nothing is scheduled there. A
 * workspace that is gone is said by its own read, which every screen of schedules makes beside this one.
 */
async function schedulesOf(p: WSParams, signal?: AbortSignal) {
  try {
    return await api.listWorkspaceSchedules({ params: p, signal });
  } catch (e) {
    if (isApiError(e) && e.status === 404 && !e.notOffered && e.details.some((d) => d.Type === 'Not-Found')) return [];
    throw e;
  }
}

export const scheduleQueries = {
  forWorkspace: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('schedules'), 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => schedulesOf(p, signal),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useSaveSchedule(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['schedules'] },
    /** Answers the schedule's id (a created one's as the service gave it), so its row can take focus. */
    mutationFn: async ({ scheduleID, body }: { scheduleID?: string; body: bodies.ScheduleBody }): Promise<string> => {
      if (scheduleID) {
        await api.updateWorkspaceSchedule({ params: { ...p, scheduleID }, body });
        return scheduleID;
      }
      return (await api.createWorkspaceSchedule({ params: p, body })).id;
    },
  });
}

export function useDeleteSchedule(p: WSParams) {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['schedules'] },
    // Deleting a schedule is an assumed operation: its 404 means "already gone" only if the schedule is no longer listed.
    mutationFn: (scheduleID: string) =>
      removeIdempotently(
        () => api.deleteWorkspaceSchedule({ params: { ...p, scheduleID } }),
        async () => (await schedulesOf(p)).some((s) => s.id === scheduleID),
      ),
  });
}
