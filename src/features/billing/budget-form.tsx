import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@/ui/zod-resolver';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { useSetBudget } from './billing-queries';
import type { BillingBudget } from './billing-schema';
import { monthlyUsdProblem, sharesOfText, sharesProblem } from './budget-rules';
import { BudgetFormBody, budgetBodyOf, budgetValuesOf, type BudgetValues } from './budget-form-body';

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
 * An owner's budget form. Its code (the form library, the schema) is loaded after the screen has painted
 * (budget-section.tsx): until then its fields are drawn still, in the same room.
 */
export function BudgetForm({ budget }: { budget: BillingBudget | null }) {
  const set = useSetBudget();
  const form = useForm<BudgetValues>({ resolver: zodResolver(BudgetFormSchema), defaultValues: budgetValuesOf(budget) });
  const { submit, serverErrors } = useFormSubmit(form, BudgetFormSchema, set);
  const errors = form.formState.errors;
  // A budget read again (after it was set, or by another owner) is what the form shows, unless it is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(budgetValuesOf(budget));
  }, [budget, form]);
  return (
    <form
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
