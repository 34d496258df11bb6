import { useState, useSyncExternalStore } from 'react';
import { useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type * as z from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { credentials } from '@/api/credentials';
import { checkAndSave } from './credential-check';
import { Field, CheckboxField } from '@/ui/field';
import { toast } from '@/ui/toasts';
import type { secret } from './settings-schemas';

const sourceText = {
  none: 'Not set',
  demo: 'Using the demo organization key from the embedded control plane',
  session: 'Kept by the console server until this browser closes',
  device: 'Remembered on this device by the console server',
} as const;

export function CredentialForm({ kind, label, noun, description }: { kind: 'apiKey' | 'sessionToken'; label: string; noun: string; description: string }) {
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const qc = useQueryClient();
  const source = credentials.sourceOf(kind);
  const [editing, setEditing] = useState(source === 'none');
  const [schema] = useState(() => lazySchema(() => import('./settings-schemas').then((m) => m.secret(label, noun))));
  const form = useForm<z.infer<ReturnType<typeof secret>>>({ resolver: zodResolver(schema), defaultValues: { value: '', remember: false } });

  const refresh = () => qc.resetQueries({ predicate: (q) => (kind === 'apiKey' ? q.queryKey[0] !== 'users' : q.queryKey[0] === 'users') });

  return (
    <div className="stack">
      <p className="muted">{description}</p>
      <dl className="facts">
        <div>
          <dt>Current {noun}</dt>
          <dd className="mono">{credentials.masked(kind)}</dd>
        </div>
        <div>
          <dt>Kept</dt>
          <dd>{source === 'demo' && kind === 'sessionToken' ? "Using the demo owner's session token from the embedded control plane" : sourceText[source]}</dd>
        </div>
      </dl>
      {editing ? (
        <form
          className="form"
          onSubmit={form.handleSubmit(async ({ value, remember }) => {
            // Checked with the service first: a key it refuses is not saved, and the error is about this key, here.
            const saved = await checkAndSave(kind, value, remember);
            if (!saved.ok) return form.setError('value', { type: 'server', message: saved.message }, { shouldFocus: true });
            form.reset();
            setEditing(false);
            await refresh();
            toast({
              tone: saved.warning ? 'info' : 'success',
              title: saved.label ? `${label} saved: ${saved.label}` : `${label} saved`,
              detail: saved.warning,
            });
          })}
        >
          <Field label={`New ${noun}`} error={form.formState.errors.value?.message} hint="Shown masked; never put in a URL or a log.">
            <input type="password" autoComplete="off" spellCheck={false} {...form.register('value')} />
          </Field>
          <CheckboxField
            label="Remember on this device"
            hint="Off: forgotten when this browser closes. On: kept for 30 days on this device until you clear it."
          >
            <input {...form.register('remember')} />
          </CheckboxField>
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? `Checking the ${noun}…` : `Save ${noun}`}
            </button>
            {source !== 'none' && (
              <button type="button" className="button" onClick={() => setEditing(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {source === 'none' ? `Set ${noun}` : `Change ${noun}`}
          </button>
          {(source === 'session' || source === 'device' || (source === 'demo' && kind === 'sessionToken')) && (
            <button
              type="button"
              className="button"
              onClick={async () => {
                await credentials.clear(kind);
                await refresh();
                toast({ tone: 'info', title: `${label} cleared` });
              }}
            >
              Clear {noun}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
