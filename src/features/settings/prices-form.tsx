import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import { Field } from '@/ui/field';
import { savePrices, usePrices } from '@/kernel/prices';
import { toast } from '@/ui/toasts';
import { useQuery } from '@tanstack/react-query';
import { orgQueries } from '@/kernel/org-queries';
import { credentials } from '@/api/credentials';
import { useSyncExternalStore } from 'react';
import type { PricesForm as Schema } from './settings-schemas';

const PricesForm = lazySchema(() => import('./settings-schemas').then((m) => m.PricesForm));
type Values = z.infer<typeof Schema>;

/** Optional: what a vCPU-hour costs this organization, so schedules can show money beside hours. */
export function PricesSettings() {
  const prices = usePrices();
  // Where prices come from is said as it is: the deployment's own list where it publishes one.
  // Read only with a key: without one, a read would open the key prompt over Settings itself.
  useSyncExternalStore(credentials.subscribe, credentials.version, credentials.version);
  const hasKey = credentials.has('apiKey');
  const list = useQuery({ ...orgQueries.pricing(), enabled: hasKey });
  const published = (list.data?.workspace_pricing.length ?? 0) > 0;
  const form = useForm<Values>({
    resolver: zodResolver(PricesForm),
    defaultValues: { currency: prices?.currency ?? 'USD', perVcpuHour: prices?.perVcpuHour ?? Number.NaN },
  });
  const errors = form.formState.errors;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        savePrices(values);
        toast({ tone: 'success', title: 'Prices saved', detail: 'Schedules now show what their compute costs at these prices.' });
      })}
    >
      <p className="muted" role="status">
        {!hasKey
          ? 'Once an API key is set, this says whether the deployment publishes its price list, which Create workspace, Resize and the schedule screens then show.'
          : list.isPending
            ? 'Reading whether this deployment publishes its prices…'
            : published
              ? 'This deployment publishes its price list: Create workspace, Resize and the schedule screens show its prices per hour. A price per vCPU-hour entered here replaces it on the schedule screens and in Resize, labelled as your figure.'
              : `This deployment ${list.error?.notOffered ? 'does not offer a price list (not offered by this deployment)' : list.isError ? 'did not answer with its price list' : 'publishes no prices'}, so money shows only at a price you enter: what your contract charges per vCPU-hour. The schedule screens and Resize then show it beside hours, labelled as your figure.`}{' '}
        A price entered here stays in this browser.
      </p>
      <div className="form-grid">
        <Field label="Currency" error={errors.currency?.message}>
          <input type="text" autoComplete="off" {...form.register('currency')} />
        </Field>
        <Field label="Price per vCPU-hour" error={errors.perVcpuHour?.message}>
          <input type="number" inputMode="decimal" step="any" min={0} {...form.register('perVcpuHour', { valueAsNumber: true })} />
        </Field>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          Save prices
        </button>
        {prices && (
          <button
            type="button"
            className="button"
            onClick={() => {
              savePrices(undefined);
              form.reset({ currency: 'USD', perVcpuHour: Number.NaN });
              toast({ tone: 'info', title: 'Prices removed', detail: 'Schedules show hours only.' });
            }}
          >
            Remove prices
          </button>
        )}
      </div>
    </form>
  );
}
