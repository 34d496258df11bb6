import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '@/ui/field';
import { CopyRequest } from '@/ui/copy-request';
import type { FormCarry } from '@/ui/still-form';
import type { BillingBudget } from './billing-schema';
import { DEFAULT_SHARES, sharesOfText, sortedShares } from './budget-rules';

/** The budget form's fields, as text: the form (budget-form.tsx) judges them with the rules of budget-rules.ts. */
export interface BudgetValues {
  monthly_usd: string;
  notify_at_percent: string;
}

export const budgetBodyOf = (v: BudgetValues) => ({
  monthly_usd: Number(v.monthly_usd.trim()),
  notify_at_percent: sortedShares(sharesOfText(v.notify_at_percent)),
});
export const budgetValuesOf = (b: BillingBudget | null | undefined): BudgetValues => ({
  monthly_usd: b?.monthly_usd ? String(b.monthly_usd) : '',
  notify_at_percent: (b?.notify_at_percent.length ? b.notify_at_percent : DEFAULT_SHARES).join(', '),
});

/** What happened in the still form (budget-section.tsx) before the form's code came: the form (budget-form.tsx) takes it over. */
export type BudgetCarry = FormCarry<BudgetValues>;

type Input = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode' | 'autoComplete'>;

/**
 * The budget form's fields and buttons. The form (budget-form.tsx, whose code comes when the owner reaches for it) draws
 * them with its inputs; until then the section draws them in its place (BudgetFormFrame), so the room kept is the form's
 * own at every width and nothing below moves when it comes.
 */
export function BudgetFormBody({
  budget,
  monthly,
  notify,
  errors = {},
  pending = false,
  feedback,
  copyArgs,
}: {
  budget: BillingBudget | null;
  monthly: Input;
  notify: Input;
  errors?: { monthly_usd?: string | undefined; notify_at_percent?: string | undefined };
  pending?: boolean;
  /** The answer's error, between the fields and the buttons. */
  feedback?: ReactNode;
  copyArgs: () => { body: ReturnType<typeof budgetBodyOf> };
}) {
  return (
    <>
      <div className="row budget-fields">
        <Field label="Monthly budget (US$)" error={errors.monthly_usd} hint="From US$ 1 to US$ 10,000,000, in whole cents.">
          <input type="text" inputMode="decimal" autoComplete="off" {...monthly} />
        </Field>
        <Field
          label="Notify at (% of the budget)"
          error={errors.notify_at_percent}
          hint="1 to 5 whole percentages from 1 to 200, such as 50, 80, 100. Each notifies the alert channels once a month."
        >
          <input type="text" inputMode="numeric" autoComplete="off" {...notify} />
        </Field>
      </div>
      {feedback}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={pending}>
          {pending ? 'Setting…' : budget?.monthly_usd ? 'Change budget' : 'Set budget'}
        </button>
        <CopyRequest operation="setBudget" args={copyArgs} />
      </div>
    </>
  );
}
