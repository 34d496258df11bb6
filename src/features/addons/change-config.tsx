import { useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { AddonConfig } from '@/kernel/addon-schema';
import { useUpdateAddonConfig } from './addons-queries';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

const ConfigValueForm = lazySchema(() => import('./addon-form-schema').then((m) => m.ConfigValueForm));

/** Changes one configuration's value in its row; its name stays (remove and add to rename). */
export function ChangeConfig({ installedID, config, onDone }: { installedID: string; config: AddonConfig; onDone: () => void }) {
  const update = useUpdateAddonConfig(installedID);
  const form = useForm<{ config_value: string }>({ resolver: zodResolver(ConfigValueForm), defaultValues: { config_value: config.config_value } });
  const { submit, serverErrors } = useFormSubmit(form, ConfigValueForm, update);
  return (
    <form
      className="stack"
      noValidate
      onSubmit={submit(async (values) => {
        await update.mutateAsync({ configID: config.id, config_value: values.config_value });
        toast({ tone: 'success', title: `${config.config_name} changed` });
        onDone();
      })}
    >
      <Field label={`New value of ${config.config_name}`} error={form.formState.errors.config_value?.message}>
        <input type="text" autoComplete="off" spellCheck={false} autoFocus {...form.register('config_value')} />
      </Field>
      <FormError error={update.error} title={`${config.config_name} was not changed`} form={serverErrors} />
      <div className="row">
        <button type="submit" className="button button-small button-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="button button-small" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <CopyRequest
          operation="updateAddonConfig"
          args={() => ({ params: { installedAddonsID: installedID, configID: config.id }, body: { config_value: form.getValues('config_value') } })}
        />
      </div>
    </form>
  );
}
