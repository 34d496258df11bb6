import { RawStringResult } from '@/api/schemas/envelope';
import { Schedule } from '@/kernel/schedule-schema';
import { list } from '@/api/schemas/read';
import type * as bodies from './schedule-body';
import { bodyOf, op, WS, WSA } from '@/api/define';

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
    result: Schedule,
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
    result: RawStringResult,
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
    result: list(Schedule),
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
    result: RawStringResult,
  }),
};
