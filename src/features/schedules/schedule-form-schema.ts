import * as z from 'zod/mini';
import { ScheduleBody } from './schedule-body';
import { repeatKinds, weekDays } from '@/kernel/schedule-schema';
import { toScheduleBody, type ScheduleFormValues } from './schedule-form';

/** The schedule form's checks: loaded with the form, not before it (see ui/zod-resolver). */
export const ScheduleForm: z.ZodMiniType<ScheduleFormValues, ScheduleFormValues> = z
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
