import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@/ui/zod-resolver';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
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

/** Where the focus is in the still form, if it is: which of its controls, and the selection in a field. */
function focusIn(frame: HTMLFormElement | null | undefined) {
  const el = document.activeElement;
  if (!frame || !el || !frame.contains(el)) return undefined;
  const input = el instanceof HTMLInputElement ? el : undefined;
  return { index: [...frame.elements].indexOf(el), start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null };
}

/**
 * An owner's budget form. Its code (the form library, the schema) is loaded when the owner reaches for the form
 * (budget-section.tsx): until then its fields are drawn from the same markup, and what was done there is carried over.
 */
export function BudgetForm({ budget, carry }: { budget: BillingBudget | null; carry?: BudgetCarry }) {
  const set = useSetBudget();
  const ref = useRef<HTMLFormElement>(null);
  // Read while the still form is on screen: this render comes before the commit that replaces it.
  const [focus] = useState(() => focusIn(carry?.frame));
  const form = useForm<BudgetValues>({ resolver: zodResolver(BudgetFormSchema), defaultValues: budgetValuesOf(budget) });
  const { submit, serverErrors } = useFormSubmit(form, BudgetFormSchema, set);
  // Read here, so that the form keeps count of them from its first render (react-hook-form works out what is read).
  const { errors, isDirty } = form.formState;
  const seeded = useRef(budget);
  // What was typed in the still form (to the last key), the focus where it was, and a send that was asked for.
  useLayoutEffect(() => {
    if (!carry) return;
    // Kept as the values, not the defaults: the form is edited (isDirty), so a budget read again does not replace them.
    if (Object.keys(carry.values).length > 0) form.reset({ ...budgetValuesOf(budget), ...carry.values }, { keepDefaultValues: true });
    const el = focus && ref.current?.elements[focus.index];
    if (el instanceof HTMLElement) el.focus();
    if (el instanceof HTMLInputElement && focus?.start != null) el.setSelectionRange(focus.start, focus.end);
    if (carry.submit) ref.current?.requestSubmit();
    carry.submit = false;
    // Once, when the form takes the still one's place (budget only seeds it, as the defaults do).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [carry, focus, form]);
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
