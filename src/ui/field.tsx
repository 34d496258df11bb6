import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
  /** Controls that belong to the input (a generator, Show): right under it, above the hint and error, so a message that appears never moves them. */
  after?: ReactNode;
}

/**
 * A labelled control with its hint and its error beside it. The control gets
 * its id, aria-invalid and aria-describedby here so no form forgets them.
 */
export function Field({ label, error, hint, children, className, after }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })
    : children;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {control}
      {after}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label to the right and an optional explanation. */
export function CheckboxField({ label, hint, children }: { label: ReactNode; hint?: ReactNode; children: ReactElement<Record<string, unknown>> }) {
  const id = useId();
  const control = cloneElement(children, { id, type: 'checkbox', 'aria-describedby': hint ? `${id}-hint` : undefined });
  return (
    <div className="check-field">
      {control}
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
