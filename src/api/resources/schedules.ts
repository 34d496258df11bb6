import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/schedule-body';
import { api, bodyOf, op, rootKey, WS, WSA } from './define';
import { removeIdempotently } from './remove';

type WSParams = { workgroupID: string; workspaceID: string };

export const scheduleOperations = {
  createWorkspaceSchedule: op({
    documented: 6,
    method: 'POST',
    path: `${WS}/schedules`,
    revisionA: `${WSA}/schedules`,
    auth: 'apiKey',
    resource: 'schedules',
    title: 'Create schedule',
    body: bodyOf<typeof bodies.ScheduleBody>(),
    result: s.Schedule,
  }),
  updateWorkspaceSchedule: op({
    documented: 7,
    method: 'PUT',
    path: `${WS}/schedules/{scheduleID}`,
    revisionA: `${WSA}/schedules/{scheduleID}`,
    auth: 'apiKey',
    resource: 'schedules',
    title: 'Update schedule',
    body: bodyOf<typeof bodies.ScheduleBody>(),
    result: s.RawStringResult,
  }),
  listWorkspaceSchedules: op({
    method: 'GET',
    path: `${WS}/schedules`,
    revisionA: `${WSA}/schedules`,
    auth: 'apiKey',
    resource: 'schedules',
    title: 'List schedules',
    body: undefined,
    result: list(s.Schedule),
    list: true,
  }),
  deleteWorkspaceSchedule: op({
    assumed: true,
    method: 'DELETE',
    path: `${WS}/schedules/{scheduleID}`,
    revisionA: `${WSA}/schedules/{scheduleID}`,
    auth: 'apiKey',
    resource: 'schedules',
    title: 'Delete schedule',
    body: undefined,
    result: s.RawStringResult,
  }),
};

export const scheduleQueries = {
  forWorkspace: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('schedules'), 'list', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.listWorkspaceSchedules({ params: p, signal }),
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
        async () => (await api.listWorkspaceSchedules({ params: p })).some((s) => s.id === scheduleID),
      ),
  });
}
