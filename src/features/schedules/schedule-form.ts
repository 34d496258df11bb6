import type * as z from 'zod/mini';
import { repeatKinds, weekDays, readRepeat, readRepeatOn, type Schedule, type WeekDay, type RepeatKind } from '@/kernel/schedule-schema';
import { type ScheduleBody } from './schedule-body';

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
