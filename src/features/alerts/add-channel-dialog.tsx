import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { zodResolver } from '@/ui/zod-resolver';
import { AddAlertChannelBody, CHANNEL_KINDS } from './alerts-body';
import { useAddAlertChannel } from './alerts-queries';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { CopyRequest } from '@/ui/copy-request';
import { FormActions } from '@/ui/form-actions';
import { focusRowSoon } from '@/ui/row-focus';
import { toast } from '@/ui/toasts';

type Values = z.input<typeof AddAlertChannelBody>;
const defaults: Values = { name: '', kind: 'webhook', url: '', secret: '' };
const DRAFT = 'alert-channel';
const kindLabels = { webhook: 'Webhook (JSON, signed with the secret)', slack: 'Slack-compatible webhook' } as const;

const bodyOf = (v: Values) => ({ name: v.name, kind: v.kind, url: v.url, ...(v.kind === 'webhook' && v.secret ? { secret: v.secret } : {}) });

/** An owner adds a channel: its secret goes once, in this request, and is never shown again (nor kept as a draft). */
export function AddChannelDialog({ onClose }: { onClose: () => void }) {
  const add = useAddAlertChannel();
  const form = useForm<Values>({ resolver: zodResolver(AddAlertChannelBody), defaultValues: withDraft(DRAFT, defaults) });
  const draft = useFormDraft(form, DRAFT, defaults, ['secret']);
  const { submit, serverErrors } = useFormSubmit(form, AddAlertChannelBody, add);
  const kind = form.watch('kind');
  const errors = form.formState.errors;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Add a notification channel" busy={add.isPending}>
      <form
        className="form"
        noValidate
        onSubmit={submit(async (values) => {
          const channel = await add.mutateAsync(bodyOf(values));
          draft.clear();
          toast({ tone: 'success', title: `Channel "${channel.name}" added`, detail: 'Send it a test notification to check that it arrives.' });
          if (channel.id) focusRowSoon(channel.id);
          onClose();
        })}
      >
        <DraftNotice draft={draft} />
        <Field label="Name" error={errors.name?.message} hint="Who receives it, such as “On-call” or “#ops”.">
          <input type="text" autoComplete="off" {...form.register('name')} />
        </Field>
        <fieldset>
          <legend>Kind</legend>
          <div className="row">
            {CHANNEL_KINDS.map((k) => (
              <label key={k} className="check-field">
                <input type="radio" value={k} {...form.register('kind')} /> {kindLabels[k]}
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label="Address"
          error={errors.url?.message}
          hint={
            kind === 'slack'
              ? 'The incoming webhook’s address; it is the credential, so only its host is shown afterwards.'
              : 'An http or https address that takes a POST of JSON. Not this console’s own address.'
          }
        >
          <input type="text" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" {...form.register('url')} />
        </Field>
        {kind === 'webhook' && (
          <Field
            label="Secret (optional)"
            error={errors.secret?.message}
            hint="Signs each delivery: X-Signature-256: sha256=<hex HMAC-SHA256 of the body>. It is never shown again."
          >
            <input type="password" autoComplete="new-password" {...form.register('secret')} />
          </Field>
        )}
        <FormError error={add.error} title="The channel was not added" form={serverErrors} />
        <FormActions pending={add.isPending} pendingLabel="Adding…" label="Add channel" onCancel={onClose}>
          <CopyRequest
            operation="addAlertChannel"
            args={() => {
              const body = bodyOf(form.getValues());
              // The secret stays out of the command: the shell takes it from the environment.
              return { body: 'secret' in body ? { ...body, secret: '$CHANNEL_SECRET' } : body };
            }}
            variables={['CHANNEL_SECRET']}
          />
        </FormActions>
      </form>
    </Dialog>
  );
}
