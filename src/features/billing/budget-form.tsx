import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@/ui/zod-resolver';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { useTakeOver } from '@/ui/form-take-over';
import { toast } from '@/ui/toasts';
import { useSetBudget } from './billing-queries';
import type { BillingBudget } from './billing-schema';
import { monthlyUsdProblem, sharesOfText, sharesProblem } from './budget-rules';
import { BudgetFormBody, budgetBodyOf, budgetValuesOf, type BudgetCarry, type BudgetValues } from './budget-form-body';

/** The form's fields are the body's, as text: the same rules (budget-rules.ts) judge them, so the words beside a field are the server's. */
const BudgetFormSchema = z.object({
  monthly_usd: z.string().check(
    z.superRefine((v, ctx) => {
      const p = monthlyUsdProblem(v.trim() === '' ? Number.NaN : Number(v.trim()));
      if (p) ctx.addIssue({ code: 'custom', message: p });
    }),
  ),
  notify_at_percent: z.string().check(
    z.superRefine((v, ctx) => {
      const p = sharesProblem(sharesOfText(v));
      if (p) ctx.addIssue({ code: 'custom', message: p });
    }),
  ),
});

/**
 * An owner's budget form. Its code (the form library, the schema) is loaded when the owner reaches for the form
 * (budget-section.tsx): until then its fields are drawn from the same markup, and what was done there is carried over.
 */
export function BudgetForm({ budget, carry }: { budget: BillingBudget | null; carry?: BudgetCarry }) {
  const set = useSetBudget();
  const form = useForm<BudgetValues>({ resolver: zodResolver(BudgetFormSchema), defaultValues: budgetValuesOf(budget) });
  const { submit, serverErrors } = useFormSubmit(form, BudgetFormSchema, set);
  // Read here, so that the form keeps count of them from its first render (react-hook-form works out what is read).
  const { errors, isDirty } = form.formState;
  const seeded = useRef(budget);
  // What was typed in the still form (to the last key), the focus where it was, and a send that was asked for. Kept as the
  // values, not the defaults: the form is edited (isDirty), so a budget read again does not replace them.
  const ref = useTakeOver(carry, (typed) => form.reset({ ...budgetValuesOf(budget), ...typed }, { keepDefaultValues: true }));
  // A budget read again (after it was set, or by another owner) is what the form shows, unless it is being edited.
  useEffect(() => {
    if (seeded.current === budget) return;
    seeded.current = budget;
    if (!isDirty) form.reset(budgetValuesOf(budget));
  }, [budget, form, isDirty]);
  return (
    <form
      ref={ref}
      className="form budget-form"
      noValidate
      onSubmit={submit(async (values) => {
        const saved = await set.mutateAsync(budgetBodyOf(values));
        form.reset(budgetValuesOf(saved));
        toast({ tone: 'success', title: 'Budget set', detail: `US$ ${saved.monthly_usd?.toLocaleString('en-US') ?? '—'} a month.` });
      })}
    >
      <BudgetFormBody
        budget={budget}
        monthly={form.register('monthly_usd')}
        notify={form.register('notify_at_percent')}
        errors={{ monthly_usd: errors.monthly_usd?.message, notify_at_percent: errors.notify_at_percent?.message }}
        pending={set.isPending}
        feedback={<FormError error={set.error} title="The budget was not set" form={serverErrors} />}
        copyArgs={() => ({ body: budgetBodyOf(form.getValues()) })}
      />
    </form>
  );
}
