import type * as z from 'zod/mini';
import { repeatKinds, weekDays, readRepeat, readRepeatOn, type Schedule, type WeekDay, type RepeatKind } from '@/kernel/schedule-schema';
import { type ScheduleBody } from './schedule-body';
import { viewerZone } from '@/lib/timezones';

/** What the schedule form holds; its checks (`schedule-form-schema.ts`) are written against this shape. */
export interface ScheduleFormValues {
  repeat: RepeatKind;
  days: WeekDay[];
  date: string;
  time: string;
  timezone: string;
  workspace_type_name: string;
}

export function toScheduleBody(v: ScheduleFormValues, workspaceID: string, id?: string): z.input<typeof ScheduleBody> {
  const ordered = weekDays.filter((d) => v.days.includes(d));
  return {
    ...(id ? { id } : {}),
    workspace_id: workspaceID,
    repeat: v.repeat,
    ...(v.repeat === 'weekly' && ordered.length ? { repeat_on: ordered.join(',') } : {}),
    ...(v.repeat === 'none' ? { date: v.date } : {}),
    time: v.time,
    timezone: v.timezone,
    ...(v.workspace_type_name ? { workspace_type_name: v.workspace_type_name } : {}),
  };
}

export function fromSchedule(s: Schedule): ScheduleFormValues {
  const repeat = readRepeat(s.repeat);
  return {
    repeat: (repeatKinds as readonly string[]).includes(repeat) ? (repeat as RepeatKind) : 'daily',
    days: readRepeatOn(s.repeat_on) as WeekDay[],
    date: s.date,
    time: s.time,
    timezone: s.timezone,
    workspace_type_name: s.workspace_type_name,
  };
}

/** A new schedule's form: on weekdays at 08:00 in the viewer's zone, no size chosen. */
export const blankSchedule = (): ScheduleFormValues => ({
  repeat: 'weekdays',
  days: [],
  date: '',
  time: '08:00',
  timezone: viewerZone(),
  workspace_type_name: '',
});

/** A new schedule keeps a draft across reloads, and so does an edit, one for each schedule edited (the screen's URL names it). */
export const scheduleDraftKey = (workgroupID: string, workspaceID: string, editing: Schedule | undefined) =>
  `schedule.${workgroupID}.${workspaceID}${editing ? `.edit.${editing.id}` : ''}`;
