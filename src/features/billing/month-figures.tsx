import { formatCents } from './month-cost';
import { Section } from '@/ui/page';
import { FormError } from '@/ui/form-error';
import type { MonthCostState } from './use-month-cost';

const monthName = (d: Date) => d.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const clock = (d: Date) => d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The month to date and the projection, in space kept for them: the two figures and the line under
 * them take the same room while they are added up, so nothing below moves when they arrive.
 */
export function MonthFigures({ state }: { state: MonthCostState }) {
  const ready = state.kind === 'ready' ? state : undefined;
  const figure = (cents: number | undefined) =>
    cents !== undefined ? (
      <strong className="cost-figure">{formatCents(cents)}</strong>
    ) : (
      <span className="cost-figure muted">{state.kind === 'pending' ? 'Adding up…' : '—'}</span>
    );
  return (
    <Section title="This month">
      <dl className="facts cost-figures">
        <div>
          <dt>Month to date</dt>
          <dd>{figure(ready?.cost.soFar)}</dd>
        </div>
        <div>
          <dt>Projected for the month</dt>
          <dd>{figure(ready?.cost.projected)}</dd>
        </div>
      </dl>
      <div className="cost-figures-note small">
        {state.kind === 'ready' ? (
          <p className="muted">
            {monthName(state.cost.start)} (UTC), as of <time dateTime={state.cost.asOf.toISOString()}>{clock(state.cost.asOf)} UTC</time>:{' '}
            {state.fromHistory
              ? 'each workspace’s running time, pauses and resizes included.'
              : 'estimated: this deployment keeps no usage history, so each workspace counts in its present state.'}
          </p>
        ) : state.kind === 'pending' ? (
          <p className="muted" role="status">
            {state.progress}
          </p>
        ) : state.error ? (
          <FormError error={state.error} title={state.reason} />
        ) : (
          <p className="muted" role="note">
            {state.reason}
          </p>
        )}
      </div>
    </Section>
  );
}
