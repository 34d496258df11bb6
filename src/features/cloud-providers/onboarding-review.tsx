import { platformLabel } from '@/lib/labels';
import { onboardingSteps } from './onboarding-steps';
import type { WizardValues } from './onboarding-draft';

/** The wizard's steps; each one that may open is a button, so the review can go straight back to any step and return. */
export function StepList({ step, reachable, onGo }: { step: number; reachable: (i: number) => boolean; onGo: (i: number) => void }) {
  return (
    <nav aria-label="Onboarding progress" className="steps">
      <ol>
        {onboardingSteps.map((s, i) => (
          <li key={s.title} className={i === step ? 'current' : i < step ? 'done' : ''} aria-current={i === step ? 'step' : undefined}>
            {i !== step && reachable(i) ? (
              <button type="button" className="step-link" onClick={() => onGo(i)}>
                <span className="step-number">{i + 1}</span> {s.title}
              </button>
            ) : (
              <>
                <span className="step-number">{i + 1}</span> {s.title}
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The last step: every value, each with Edit to its step (values are kept: the form holds them all). */
export function OnboardingReview({ values, onEdit }: { values: WizardValues; onEdit: (step: number) => void }) {
  const rows: [label: string, value: string, step: number, mono?: boolean][] = [
    ['Name', values.name, 0],
    ['Platform · region', `${platformLabel(values.platform)} · ${values.region}`, 0],
    ['Account ID', values.account_id, 1],
    ['Private secure connection', values.secure_connection ? 'Yes' : 'No', 1],
    ['Role name', values.role_name, 2],
    ['External ID', 'Set (shown in step 3)', 2],
    ['Role ARN', values.role_arn, 3, true],
  ];
  return (
    <dl className="facts">
      {rows.map(([label, value, step, mono]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <span className={mono ? 'mono break' : undefined}>{value}</span>{' '}
            <button type="button" className="button button-small" aria-label={`Edit ${label.toLowerCase()}`} onClick={() => onEdit(step)}>
              Edit
            </button>
          </dd>
        </div>
      ))}
      <div>
        <dt>Access type</dt>
        <dd>public</dd>
      </div>
    </dl>
  );
}
