import * as s from '@/api/schemas/responses';
import { list } from '@/api/schemas/read';
import type * as bodies from '@/api/schemas/schedule-body';
import { bodyOf, op, WS, WSA } from '@/api/resources/define';

export const scheduleOperations = {
  createWorkspaceSchedule: op({
    documented: 6,
    method: 'POST',
    path: `${WS}/schedules`,
    revisionA: `${WSA}/schedules`,
    auth: 'apiKey',
    access: 'member',
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
    access: 'member',
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
    access: 'member',
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
    access: 'member',
    resource: 'schedules',
    title: 'Delete schedule',
    body: undefined,
    result: s.RawStringResult,
  }),
};
