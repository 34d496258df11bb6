import { useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { authEvents, clearCredentialRequest, type CredentialKind } from '@/api/auth-events';
import { credentials } from '@/api/credentials';
import { checkAndSave } from '@/features/settings/credential-check';
import { Dialog } from '@/ui/dialog';
import { Field, CheckboxField } from '@/ui/field';

const labels: Record<CredentialKind, string> = { apiKey: 'API key', sessionToken: 'Owner session token' };

/** Asks for a key or token over the current screen when the service answers 401. */
export function CredentialPrompt() {
  const kind = useSyncExternalStore(authEvents.subscribe, authEvents.pending, () => undefined);
  const inline = useSyncExternalStore(authEvents.subscribe, authEvents.inline, () => false);
  // A screen that asks for the key itself (first visit) is not covered by the same question.
  if (!kind || inline) return null;
  const label = labels[kind];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && clearCredentialRequest()}
      title={kind === 'apiKey' ? 'Enter your API key' : 'Enter an owner session token'}
      description={
        credentials.sourceOf(kind) === 'none'
          ? `The control service needs ${kind === 'apiKey' ? 'your API key' : 'an owner session token'}, and none has been entered in this browser yet. Enter one to continue; this screen and what you typed stay as they are.`
          : `The control service did not accept the ${label.toLowerCase()} in use. Enter a valid one to continue; this screen and what you typed stay as they are.`
      }
    >
      <CredentialForm kind={kind} />
    </Dialog>
  );
}

/** The key or token, saved for this tab (or this device), then what failed is asked again. */
export function CredentialForm({ kind }: { kind: CredentialKind }) {
  const qc = useQueryClient();
  const router = useRouter();
  const [value, setValue] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const label = labels[kind];
  return (
    <form
      className="form"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        if (!value.trim()) {
          setError(`${label} is required`);
          return;
        }
        setChecking(true);
        const saved = await checkAndSave(kind, value.trim(), remember);
        setChecking(false);
        if (!saved.ok) {
          setError(saved.message);
          return;
        }
        setValue('');
        setError(undefined);
        clearCredentialRequest();
        // Refetch what failed, and rerun the loaders of a screen that could not load.
        await qc.invalidateQueries({ predicate: (q) => q.state.status === 'error' });
        await router.invalidate();
      }}
    >
      <Field label={label} error={error} hint="Kept by the console server until this browser closes, unless you choose to remember it.">
        <input type="password" autoComplete="off" spellCheck={false} value={value} onChange={(e) => setValue(e.target.value)} />
      </Field>
      <CheckboxField label="Remember on this device">
        <input checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      </CheckboxField>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={checking}>
          {checking ? 'Checking…' : 'Save and continue'}
        </button>
      </div>
    </form>
  );
}
