import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { zodResolver } from '@/ui/zod-resolver';
import type { ApiKey } from '@/kernel/org-schema';
import { CreateApiKeyBody } from './org-body';
import { wholeNumber } from '@/api/schemas/text';
import { useCreateApiKey } from './api-keys-queries';
import { credentials } from '@/api/credentials';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { CopyRequest } from '@/ui/copy-request';
import { CopyButton } from '@/ui/copy-button';
import { toast } from '@/ui/toasts';
import { focusRowSoon } from '@/ui/row-focus';
import { keyLifetimes } from './api-keys';
import { FormActions } from '@/ui/form-actions';

const DAY = 86_400;
// The form picks a lifetime in days; the body carries seconds.
const KeyForm = z
  .object({ description: CreateApiKeyBody.shape.description, lifetime: z.string(), custom_days: z.optional(z.union([wholeNumber('Days', 1, 1095), z.nan()])) })
  .check(
    z.superRefine((v, ctx) => {
      if (v.lifetime === 'custom' && !(typeof v.custom_days === 'number' && Number.isFinite(v.custom_days)))
        ctx.addIssue({ code: 'custom', path: ['custom_days'], message: 'Enter the number of days (1 to 1095)' });
    }),
  );
type Values = z.input<typeof KeyForm>;
const defaults: Values = { description: '', lifetime: '90', custom_days: Number.NaN };
const DRAFT = 'api-key';

const days = (v: Values) => (v.lifetime === 'custom' ? Number(v.custom_days) : Number(v.lifetime));

export function CreateApiKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const create = useCreateApiKey();
  const form = useForm<Values>({ resolver: zodResolver(KeyForm), defaultValues: withDraft(DRAFT, defaults) });
  const draft = useFormDraft(form, DRAFT, defaults);
  const { submit, serverErrors } = useFormSubmit(form, KeyForm, create, { alias: { life_time_in_seconds: 'lifetime' } });
  const [made, setMade] = useState<ApiKey>();
  const [used, setUsed] = useState(false);
  const lifetime = form.watch('lifetime');
  // The key is shown once: leaving this screen (a link, the palette, Back) or the page before "I have saved it" asks first.
  // The router's history blocks it (useBlocker's own mechanism, without its hook's code in every screen's framework).
  const { history } = useRouter();
  useEffect(() => {
    if (!made) return;
    return history.block({
      enableBeforeUnload: true,
      blockerFn: ({ currentLocation, nextLocation }) =>
        nextLocation.pathname !== currentLocation.pathname &&
        !window.confirm('The new API key is shown only once. Leave without it? It cannot be shown again.'),
    });
  }, [made, history]);
  return (
    // Once the key is shown, only "I have saved it" closes it: Escape or a click beside it would lose the only copy.
    <Dialog open onOpenChange={(o) => !o && onClose()} title={made ? 'Your new API key' : 'Create an API key'} busy={create.isPending || Boolean(made)}>
      {made ? (
        <div className="form">
          <div className="notice notice-warn" role="status">
            <strong>Copy the key now: you will not see it again.</strong> The service keeps only its redacted form ({made.redacted_key}).
          </div>
          <div className="row">
            <code className="mono break secret-once" aria-label="The new API key">
              {made.plaintext_key}
            </code>
            <CopyButton value={made.plaintext_key} label="Copy the API key" />
          </div>
          <div className="form-actions">
            <button
              type="button"
              className="button"
              disabled={used}
              onClick={() =>
                void credentials.save('apiKey', made.plaintext_key, false).then(
                  () => {
                    setUsed(true);
                    toast({ tone: 'success', title: 'This console now uses the new key', detail: 'Kept by the console server until this browser closes.' });
                  },
                  (e: unknown) => toast({ tone: 'error', title: 'The key was not taken into use', detail: e instanceof Error ? e.message : String(e) }),
                )
              }
            >
              {used ? 'In use in this console' : 'Use it in this console'}
            </button>
            <button type="button" className="button button-primary" onClick={onClose}>
              I have saved it
            </button>
          </div>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={submit(async (values) => {
            // Never retried: an answer lost on the way took the only copy of the plaintext with it.
            const key = await create.mutateAsync({ description: values.description, life_time_in_seconds: days(values) * DAY });
            draft.clear();
            setMade(key);
            onCreated();
            if (key.key_name) focusRowSoon(key.key_name);
          })}
        >
          <DraftNotice draft={draft} />
          <Field label="Description" error={form.formState.errors.description?.message} hint="What uses this key, so you know which to delete later.">
            <input type="text" autoComplete="off" {...form.register('description')} />
          </Field>
          <Field label="Lifetime" error={form.formState.errors.lifetime?.message}>
            <select {...form.register('lifetime')}>
              {keyLifetimes.map((d) => (
                <option key={d} value={String(d)}>
                  {d} days
                </option>
              ))}
              <option value="custom">Custom…</option>
            </select>
          </Field>
          {lifetime === 'custom' && (
            <Field label="Days" error={form.formState.errors.custom_days?.message} hint="1 to 1095 days.">
              <input type="number" inputMode="numeric" min={1} max={1095} {...form.register('custom_days', { valueAsNumber: true })} />
            </Field>
          )}
          <FormError error={create.error} title="The key was not created" form={serverErrors} />
          <FormActions pending={create.isPending} pendingLabel="Creating…" label="Create key" onCancel={onClose}>
            <CopyRequest
              operation="createApiKey"
              args={() => ({ body: { description: form.getValues('description'), life_time_in_seconds: (days(form.getValues()) || 0) * DAY } })}
            />
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
