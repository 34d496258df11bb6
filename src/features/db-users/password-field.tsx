import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/ui/field';
import { CopyButton } from '@/ui/copy-button';
import { PASSWORD_MIN, passwordStrength } from '@/api/schemas/password';

const words = ['Too weak', 'Weak', 'Fair', 'Good', 'Strong'];

/** A password input with the service's rule as its hint, its strength, a generator and Show. */
export function PasswordField({
  label,
  value,
  error,
  register,
  onGenerate,
}: {
  label: string;
  value: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
  onGenerate: () => void;
}) {
  const [shown, setShown] = useState(false);
  const strength = passwordStrength(value);
  // The buttons sit right under the input, above the hint and the error: leaving the input for
  // "Generate a password" shows the error (validated on blur) below them, so they do not move
  // between the press and the release, and the first click counts.
  const tools = (
    <div className="row small password-tools">
      <meter min={0} max={4} low={2} high={3} optimum={4} value={strength} aria-label="Password strength" />
      <span aria-live="polite">Strength: {value ? words[strength] : '—'}</span>
      <button type="button" className="button button-small" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button
        type="button"
        className="button button-small"
        onClick={() => {
          onGenerate();
          setShown(true);
        }}
      >
        Generate a password
      </button>
    </div>
  );
  return (
    <div className="password-field">
      <Field
        label={label}
        error={error}
        after={tools}
        hint={`At least ${PASSWORD_MIN} characters, three of: lower-case, upper-case, digits, symbols; not containing the username.`}
      >
        <input type={shown ? 'text' : 'password'} autoComplete="new-password" spellCheck={false} {...register} />
      </Field>
    </div>
  );
}

/** A secret shown once, after it was set: copy it now, it is not kept anywhere. */
export function ShownOnce({ what, value, onDone }: { what: string; value: string; onDone: () => void }) {
  return (
    <div className="form">
      <div className="notice notice-warn" role="status">
        <strong>Copy the {what} now: you will not see it again.</strong> The console does not keep it, and the service never shows it.
      </div>
      <div className="row">
        <code className="mono break secret-once" aria-label={`The ${what}`}>
          {value}
        </code>
        <CopyButton value={value} label={`Copy the ${what}`} />
      </div>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </div>
  );
}
