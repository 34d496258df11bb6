import * as z from 'zod/mini';
import { ScheduleBody, repeatKinds, weekDays, readRepeat, readRepeatOn, type Schedule, type WeekDay, type RepeatKind } from '@/api/schemas';

export const ScheduleForm = z
  .object({
    repeat: z.enum(repeatKinds),
    days: z.array(z.enum(weekDays)),
    date: z.string(),
    time: z.string(),
    timezone: z.string(),
    workspace_type_name: z.string().check(z.minLength(1, 'Choose the size to set')),
  })
  .check(
    z.superRefine((v, ctx) => {
      // The contract's own rules decide; only their field names are mapped to the form's.
      const parsed = ScheduleBody.safeParse(toScheduleBody(v, 'ws'));
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'repeat');
        ctx.addIssue({ code: 'custom', path: [field === 'repeat_on' ? 'days' : field], message: issue.message });
      }
    }),
  );
export type ScheduleFormValues = z.infer<typeof ScheduleForm>;

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

