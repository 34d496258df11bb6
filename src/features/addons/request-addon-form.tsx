import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { AddonRequestBody } from './addon-body';
import { useRequestAddon } from './addons-queries';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

type Values = z.input<typeof AddonRequestBody>;
const RequestForm = lazySchema(() => import('./addon-form-schema').then((m) => m.RequestForm));
const EMPTY: Values = { addon_name: '', message: '' };
const DRAFT = 'addon-request';

/** Asks the service for an add-on it does not offer (`POST /addons/request`). */
export function RequestAddonForm() {
  const ask = useRequestAddon();
  const form = useForm<Values>({ resolver: zodResolver(RequestForm), defaultValues: withDraft(DRAFT, EMPTY) });
  const { submit, serverErrors } = useFormSubmit(form, RequestForm, ask);
  const draft = useFormDraft(form, DRAFT, EMPTY);
  const [answer, setAnswer] = useState('');
  return (
    <form
      className="form"
      noValidate
      onSubmit={submit(async (values) => {
        const said = await ask.mutateAsync({ addon_name: values.addon_name.trim(), message: values.message.trim() });
        setAnswer(said || 'Request sent.');
        toast({ tone: 'success', title: `Asked for ${values.addon_name.trim()}` });
        draft.clear();
        form.reset(EMPTY);
      })}
    >
      <DraftNotice draft={draft} />
      <Field label="Add-on you need" error={form.formState.errors.addon_name?.message} hint="A product or a capability, e.g. “Graph ML” or “Kafka connector”.">
        <input type="text" autoComplete="off" {...form.register('addon_name')} />
      </Field>
      <Field label="What you would use it for" error={form.formState.errors.message?.message} hint="Optional; up to 2000 characters.">
        <textarea rows={3} {...form.register('message')} />
      </Field>
      {answer && (
        <p className="notice notice-ok" role="status">
          {answer}
        </p>
      )}
      <FormError error={ask.error} title="The request was not sent" form={serverErrors} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={ask.isPending}>
          {ask.isPending ? 'Sending…' : 'Ask for this add-on'}
        </button>
        <CopyRequest operation="requestAddon" args={() => ({ body: { addon_name: form.getValues('addon_name'), message: form.getValues('message') } })} />
      </div>
    </form>
  );
}
