import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@/ui/zod-resolver';
import { Section } from '@/ui/page';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { CopyRequest } from '@/ui/copy-request';
import { ReadFailed } from '@/ui/read-failed';
import { useFormSubmit } from '@/ui/form-helpers';
import { useMayCall } from '@/kernel/may-call';
import { toast } from '@/ui/toasts';
import { billingOperations } from './billing-operations';
import { budgetQueries, useSetBudget } from './billing-queries';
import type { BillingBudget } from './billing-schema';
import { budgetBanner, DEFAULT_SHARES, monthlyUsdProblem, sharesOfText, sharesProblem, sortedShares, type Budget } from './budget-rules';
import { formatCents } from './month-cost';
import type { MonthCostState } from './use-month-cost';

/** The form's fields are the body's, as text: the same rules (budget-rules.ts) judge them, so the words beside a field are the server's. */
const BudgetForm = z.object({
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
type Values = z.infer<typeof BudgetForm>;

const bodyOf = (v: Values) => ({ monthly_usd: Number(v.monthly_usd.trim()), notify_at_percent: sortedShares(sharesOfText(v.notify_at_percent)) });
const valuesOf = (b: BillingBudget | null | undefined): Values => ({
  monthly_usd: b?.monthly_usd ? String(b.monthly_usd) : '',
  notify_at_percent: (b?.notify_at_percent.length ? b.notify_at_percent : DEFAULT_SHARES).join(', '),
});
const setBudgetOf = (b: BillingBudget | null | undefined): Budget | undefined =>
  b && b.monthly_usd ? { monthly_usd: b.monthly_usd, notify_at_percent: b.notify_at_percent.filter((n): n is number => n !== null) } : undefined;
const percentOf = (cents: number, budget: Budget) => Math.round((cents / Math.round(budget.monthly_usd * 100)) * 100);

/** The crossing in the billing banner: the highest share the month to date has reached, else the highest the projection reaches. */
export function BudgetBanner({ state }: { state: MonthCostState }) {
  const budget = setBudgetOf(useQuery(budgetQueries.get()).data);
  if (!budget || state.kind !== 'ready') return null;
  const banner = budgetBanner(budget, state.cost.soFar, state.cost.projected);
  if (!banner) return null;
  return (
    <section className={`notice budget-banner ${banner.reached ? 'notice-danger' : 'notice-warn'}`} aria-label="Budget crossed">
      <p>
        <strong>{banner.text}</strong>
      </p>
    </section>
  );
}

/**
 * The month to date filled, the projection marked, against the budget (whichever is largest is the full width), and the same
 * in words beside it. Drawn at once, in the room it keeps: the figures fill in when the month is added up, nothing moves.
 */
function BudgetBar({ budget, state }: { budget: Budget; state: MonthCostState }) {
  const limit = Math.round(budget.monthly_usd * 100);
  const cost = state.kind === 'ready' ? state.cost : undefined;
  const scale = Math.max(limit, cost?.soFar ?? 0, cost?.projected ?? 0, 1);
  const at = (cents: number) => `${Math.min(100, (cents / scale) * 100)}%`;
  const figure = (cents: number | undefined) =>
    cents === undefined ? (
      <span className="muted">{state.kind === 'pending' ? 'Adding up…' : '—'}</span>
    ) : (
      <>
        <strong>{formatCents(cents)}</strong>, {percentOf(cents, budget)} % of the budget
      </>
    );
  return (
    <div className="budget-meter">
      <div className="budget-bar" aria-hidden="true">
        {cost && <div className={`budget-bar-filled${cost.soFar >= limit ? ' budget-bar-over' : ''}`} style={{ width: at(cost.soFar) }} />}
        {cost && <div className="budget-bar-mark budget-bar-projection" style={{ left: at(cost.projected) }} />}
        <div className="budget-bar-mark budget-bar-limit" style={{ left: at(limit) }} />
      </div>
      <p className="muted small budget-keys" aria-hidden="true">
        <span className="budget-key budget-key-filled" /> month to date <span className="budget-key budget-key-projection" /> projection{' '}
        <span className="budget-key budget-key-limit" /> budget
      </p>
      <dl className="facts budget-facts">
        <div>
          <dt>Budget</dt>
          <dd>
            <strong>{formatCents(limit)}</strong> a month, notifying at {budget.notify_at_percent.map((n) => `${n} %`).join(', ')}
          </dd>
        </div>
        <div>
          <dt>Month to date</dt>
          <dd>{figure(cost?.soFar)}</dd>
        </div>
        <div>
          <dt>Projected for the month</dt>
          <dd>{figure(cost?.projected)}</dd>
        </div>
      </dl>
    </div>
  );
}

function BudgetFormSection({ budget }: { budget: BillingBudget | null }) {
  const set = useSetBudget();
  const form = useForm<Values>({ resolver: zodResolver(BudgetForm), defaultValues: valuesOf(budget) });
  const { submit, serverErrors } = useFormSubmit(form, BudgetForm, set);
  const errors = form.formState.errors;
  // A budget read again (after it was set, or by another owner) is what the form shows, unless it is being edited.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(budget));
  }, [budget, form]);
  return (
    <form
      className="form budget-form"
      noValidate
      onSubmit={submit(async (values) => {
        const saved = await set.mutateAsync(bodyOf(values));
        form.reset(valuesOf(saved));
        toast({ tone: 'success', title: 'Budget set', detail: `US$ ${saved.monthly_usd?.toLocaleString('en-US') ?? '—'} a month.` });
      })}
    >
      <div className="row budget-fields">
        <Field label="Monthly budget (US$)" error={errors.monthly_usd?.message} hint="From US$ 1 to US$ 10,000,000, in whole cents.">
          <input type="text" inputMode="decimal" autoComplete="off" {...form.register('monthly_usd')} />
        </Field>
        <Field
          label="Notify at (% of the budget)"
          error={errors.notify_at_percent?.message}
          hint="1 to 5 whole percentages from 1 to 200, such as 50, 80, 100. Each notifies the alert channels once a month."
        >
          <input type="text" inputMode="numeric" autoComplete="off" {...form.register('notify_at_percent')} />
        </Field>
      </div>
      <FormError error={set.error} title="The budget was not set" form={serverErrors} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={set.isPending}>
          {set.isPending ? 'Setting…' : budget?.monthly_usd ? 'Change budget' : 'Set budget'}
        </button>
        <CopyRequest operation="setBudget" args={() => ({ body: bodyOf(form.getValues()) })} />
      </div>
    </form>
  );
}

/** The monthly budget beside the month's figures: the bar, and the form for an owner (read-only, with the reason, for others). */
export function BudgetSection({ state }: { state: MonthCostState }) {
  const read = useQuery(budgetQueries.get());
  const may = useMayCall(billingOperations.setBudget);
  const budget = setBudgetOf(read.data);
  return (
    <Section title="Budget">
      {read.data === null ? (
        <p className="muted" role="note">
          Budgets are not offered by this deployment (it answers no <code>GET /billing/budget</code>), so there is nothing to set here.
        </p>
      ) : read.isError ? (
        <ReadFailed what="The budget" why="GET /billing/budget" error={read.error} onRetry={() => void read.refetch()} />
      ) : !read.data ? (
        <p className="muted" role="status">
          Reading the budget…
        </p>
      ) : (
        <div className="stack">
          {budget ? <BudgetBar budget={budget} state={state} /> : <p className="muted">No monthly budget is set: nothing notifies of the month’s spending.</p>}
          {may.may ? (
            <BudgetFormSection budget={read.data} />
          ) : (
            <p className="notice" role="note">
              {may.reason}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
