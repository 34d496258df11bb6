import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Section } from '@/ui/page';
import { ReadFailed } from '@/ui/read-failed';
import { lazyNamed } from '@/ui/lazy';
import { StillFormSlot, stillFormProps } from '@/ui/still-form';
import { useMayCall } from '@/kernel/may-call';
import { billingOperations } from './billing-operations';
import { budgetQueries } from './billing-queries';
import type { BillingBudget } from './billing-schema';
import { budgetBanner, type Budget } from './budget-rules';
import { BudgetFormBody, budgetBodyOf, budgetValuesOf, type BudgetCarry, type BudgetValues } from './budget-form-body';
import { formatCents } from './month-cost';
import type { MonthCostState } from './use-month-cost';

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

// The owner's form: its code (the form library, the schema) comes when the owner reaches for it, in a file of its own.
const BudgetForm = lazyNamed(() => import('./budget-form'), 'BudgetForm');

/**
 * The form's fields and buttons as it draws them, before its code has come: what is typed is kept, and pointing at the form,
 * focusing or sending it asks for the code; the form then takes over what was typed and where the focus was (budget-form.tsx).
 */
function BudgetFormFrame({ budget, carry, onIntent }: { budget: BillingBudget | null; carry: BudgetCarry; onIntent: () => void }) {
  const values = budgetValuesOf(budget);
  const keep = (name: keyof BudgetValues) => ({
    name,
    defaultValue: values[name],
    onInput: (e: FormEvent<HTMLInputElement>) => {
      carry.values[name] = e.currentTarget.value;
    },
  });
  return (
    <form className="form budget-form" {...stillFormProps(carry, onIntent)}>
      <BudgetFormBody
        budget={budget}
        monthly={keep('monthly_usd')}
        notify={keep('notify_at_percent')}
        copyArgs={() => ({ body: budgetBodyOf({ ...values, ...carry.values }) })}
      />
    </form>
  );
}

/** The owner's form: drawn at once, its code loaded when it is wanted (a transition: what is drawn stays until the code has come). */
function BudgetFormSlot({ budget }: { budget: BillingBudget | null }) {
  return (
    <StillFormSlot<BudgetValues>
      still={(carry, onIntent) => <BudgetFormFrame budget={budget} carry={carry} onIntent={onIntent} />}
      form={(carry) => <BudgetForm budget={budget} carry={carry} />}
    />
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
            <BudgetFormSlot budget={read.data} />
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
