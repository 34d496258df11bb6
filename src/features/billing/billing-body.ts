import * as z from 'zod/mini';
import { monthlyUsdProblem, sharesProblem } from './budget-rules';

const checked = (problem: (v: unknown) => string | undefined) =>
  z.superRefine((v: unknown, ctx) => {
    const p = problem(v);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  });

/** Set the monthly budget (assumed, companion-operations.md "Budgets"): owners only; the words are budget-rules.ts's, the form's too. */
export const SetBudgetBody = z.object({
  monthly_usd: z.number({ error: 'Enter the monthly budget in US$, such as 500' }).check(checked(monthlyUsdProblem)),
  notify_at_percent: z.array(z.number({ error: 'Each share is a whole percentage from 1 to 200' })).check(checked(sharesProblem)),
});
export type SetBudgetBody = z.infer<typeof SetBudgetBody>;
