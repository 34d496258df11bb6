import { useState } from 'react';
import { retryTransient } from '@/api/api-error';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { AddonConfig, InstalledAddon } from '@/kernel/addon-schema';
import type { ConfigValues } from './addon-form-schema';
import { addonQueries, useAddAddonConfig, useDeleteAddonConfig } from './addons-queries';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { Section } from '@/ui/page';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { useSendOnce } from '@/ui/send-once';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { ChangeConfig } from './change-config';
import { capRefusal } from '@/api/schemas/caps';
import { focusRowSoon, rowFocusProps, useRowFocus } from '@/ui/row-focus';

const ConfigForm = lazySchema(() => import('./addon-form-schema').then((m) => m.ConfigForm));
const EMPTY: ConfigValues = { config_name: '', config_value: '' };
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const configRowKey = (name: string) => `config:${name.trim().toLowerCase()}`;

/** The add-on's name/value configurations for the organization: a name is unique per add-on (any case). */
export function AddonConfigs({ installed, name }: { installed: InstalledAddon; name: string }) {
  const [editing, setEditing] = useState<string>();
  const remove = useDeleteAddonConfig(installed.id);
  const send = useSendOnce();
  const [removing, setRemoving] = useState<string>();
  // A configuration just added takes focus in the list (its row, by name: the add's answer may not carry an id).
  useRowFocus();
  return (
    <Section title="Configurations">
      {installed.configs.length === 0 ? (
        <p className="muted">{name} has no configurations yet.</p>
      ) : (
        <div className="table-wrap">
          <table aria-label={`${name} configurations`} className="responsive row-headed">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Value</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {installed.configs.map((c) => (
                <tr key={c.id || c.config_name} {...rowFocusProps(configRowKey(c.config_name))}>
                  <th scope="row" className="mono">
                    {c.config_name}
                  </th>
                  <td data-label="Value">
                    {editing === c.id ? (
                      <ChangeConfig installedID={installed.id} config={c} onDone={() => setEditing(undefined)} />
                    ) : (
                      <span className="mono break">{c.config_value || <span className="muted">(empty)</span>}</span>
                    )}
                  </td>
                  <td data-label="">
                    {c.id && editing !== c.id && (
                      <div className="row">
                        <button type="button" className="button button-small" onClick={() => setEditing(c.id)} aria-label={`Change ${c.config_name}`}>
                          Change
                        </button>
                        <button
                          type="button"
                          className="button button-small button-danger"
                          aria-label={`Remove ${c.config_name}`}
                          disabled={remove.isPending}
                          onClick={() => {
                            setRemoving(c.config_name);
                            send(() => remove.mutateAsync(c.id).then(() => toast({ tone: 'success', title: `${c.config_name} removed` })));
                          }}
                        >
                          {remove.isPending && removing === c.config_name ? 'Removing…' : 'Remove'}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormError error={remove.error} title={`${removing ?? 'The configuration'} was not removed`} takeFocus />
      <AddConfigForm installed={installed} />
    </Section>
  );
}

function AddConfigForm({ installed }: { installed: InstalledAddon }) {
  const add = useAddAddonConfig(installed.id);
  const createOnce = useCreateOnce();
  const qc = useQueryClient();
  const form = useForm<ConfigValues>({ resolver: zodResolver(ConfigForm), defaultValues: EMPTY });
  const { submit, serverErrors } = useFormSubmit(form, ConfigForm, add);
  const findByName = (n: string, list: readonly AddonConfig[]) => list.find((c) => sameName(c.config_name, n));
  return (
    <form
      className="form addon-config-form"
      noValidate
      aria-label="Add a configuration"
      onSubmit={submit(async (values) => {
        const full = capRefusal('addonConfigsPerAddon', installed.configs.length);
        if (full) {
          form.setError('config_name', { type: 'full', message: full });
          return;
        }
        const taken = findByName(values.config_name, installed.configs);
        // Unless it may be this form's own, made by an attempt whose answer was lost (adopted below).
        if (taken && !createOnce.uncertain()) {
          form.setError('config_name', { type: 'duplicate', message: `${taken.config_name} is already set: change it in the list instead` });
          return;
        }

        const { recovered } = await createOnce(
          () => add.mutateAsync({ config_name: values.config_name.trim(), config_value: values.config_value }),
          async () => {
            const now = await qc.fetchQuery({ ...addonQueries.installed(), staleTime: 0, retry: retryTransient });
            return findByName(values.config_name, now.find((i) => i.id === installed.id)?.configs ?? []);
          },
        );
        if (recovered) add.reset();
        toast({ tone: 'success', title: `${values.config_name.trim()} added`, detail: recovered ? recoveredDetail : undefined });
        form.reset(EMPTY);
        // Focus goes to the new row (the disabled Add button had left it on the page's start).
        focusRowSoon(configRowKey(values.config_name));
      })}
    >
      <h3>Add a configuration</h3>
      <div className="form-grid">
        <Field label="Configuration name" error={form.formState.errors.config_name?.message} hint="Letters, digits, “_”, “.” and “-”; unique for this add-on.">
          <input type="text" autoComplete="off" spellCheck={false} {...form.register('config_name')} />
        </Field>
        <Field label="Configuration value" error={form.formState.errors.config_value?.message}>
          <input type="text" autoComplete="off" spellCheck={false} {...form.register('config_value')} />
        </Field>
      </div>
      <FormError error={add.error} title="The configuration was not added" form={serverErrors} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add configuration'}
        </button>
        <CopyRequest
          operation="addAddonConfig"
          args={() => ({
            params: { installedAddonsID: installed.id },
            body: { config_name: form.getValues('config_name'), config_value: form.getValues('config_value') },
          })}
        />
      </div>
    </form>
  );
}
