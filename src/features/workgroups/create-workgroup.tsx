import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type * as z from 'zod/mini';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { platforms } from '@/kernel/workgroup-schema';
import type { CreateWorkgroupForm as Schema } from './create-workgroup-form';
import { useCreateWorkgroup, workgroupQueries } from '@/kernel/workgroups-queries';
import { providerListQueries } from '@/kernel/provider-lists-queries';
import { defaultProvider, platformAvailable, providerFits } from './provider-choice';
import { ProviderField } from './provider-field';
import { metaQueries } from '@/kernel/meta-queries';
import { PageHeader, Section } from '@/ui/page';
import { CheckboxField, Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { ListLoadError } from '@/ui/list-load-error';
import { toast } from '@/ui/toasts';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { CopyRequest } from '@/ui/copy-request';
import { RegionOptions } from '@/kernel/region-options';
import { facts } from './create-workgroup.route-facts';
import { ScreenNotices } from '@/ui/read-notices';
import { platformLabel, withArticle } from '@/lib/labels';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';

const CreateWorkgroupForm = lazySchema(() => import('./create-workgroup-form').then((m) => m.CreateWorkgroupForm));
type FormValues = z.infer<typeof Schema>;

const DRAFT = 'create-workgroup';
const route = getRouteApi('/workgroups/new');
const blank: FormValues = {
  name: '',
  cloud_provider_id: '',
  platform: 'aws',
  region: '',
  enable_application_log: true,
  enable_encryption: true,
  shared_storage: false,
};

export function CreateWorkgroup() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const create = useCreateWorkgroup();
  const createOnce = useCreateOnce();
  const providers = useQuery(providerListQueries.own());
  // The vendor's own providers (revision D): a deployment without them leaves the organization's own.
  const vendorProviders = useQuery(providerListQueries.vendor());
  const options = useQuery(metaQueries.workspaceOptions());
  // From a provider's page, that provider is chosen (its platform and region follow below).
  const { provider: linkedProvider } = route.useSearch();
  const [defaults] = useState(() => ({ ...withDraft(DRAFT, blank), ...(linkedProvider ? { cloud_provider_id: linkedProvider } : {}) }));
  const form = useForm<FormValues>({ resolver: zodResolver(CreateWorkgroupForm), defaultValues: defaults });
  const { submit, serverErrors } = useFormSubmit(form, CreateWorkgroupForm, create);
  const draft = useFormDraft(form, DRAFT, blank);
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;
  const providerId = watch('cloud_provider_id');

  // Choosing a provider fills in its platform and region once: a workgroup lives
  // where its provider does. A later refetch of the list never changes what the user set.
  const filledFor = useRef<string | undefined>(undefined);
  const vendor = vendorProviders.data ?? [];
  const own = providers.data ?? [];
  const provider = own.find((x) => x.id === providerId) ?? vendor.find((x) => x.id === providerId);
  const providerIsVendor = vendor.some((x) => x.id === providerId);

  // A region or platform chosen first picks a provider there (the vendor's, else an own account's);
  // one the user chose is kept as long as it fits.
  const followPlace = () => {
    const v = form.getValues();
    const current = own.find((x) => x.id === v.cloud_provider_id) ?? vendor.find((x) => x.id === v.cloud_provider_id);
    if (!v.region || providerFits(current, v.platform, v.region)) return;
    const id = defaultProvider(vendor, own, v.platform, v.region);
    if (!id) return;
    filledFor.current = id;
    setValue('cloud_provider_id', id, { shouldValidate: formState.isSubmitted });
  };
  const followPlaceOnLoad = useRef(followPlace);
  followPlaceOnLoad.current = followPlace;
  useEffect(() => {
    if (vendorProviders.data && !form.getValues('cloud_provider_id')) followPlaceOnLoad.current();
  }, [vendorProviders.data, providers.data, form]);
  useEffect(() => {
    if (!provider || filledFor.current === provider.id) return;
    filledFor.current = provider.id;
    if ((platforms as readonly string[]).includes(provider.platform)) setValue('platform', provider.platform as FormValues['platform']);
    if (provider.region) setValue('region', provider.region);
  }, [provider, setValue]);
  // A platform other than the provider's cannot work: said beside the field as soon as it is chosen.
  const platform = watch('platform');
  const platformMismatch =
    provider && (platforms as readonly string[]).includes(provider.platform) && platform !== provider.platform
      ? `${provider.name} is ${withArticle(platformLabel(provider.platform))} account: a workgroup uses its provider's platform (${platformLabel(provider.platform)}).`
      : undefined;
  const region = watch('region');
  const regionMismatch =
    provider && provider.region && region && region !== provider.region
      ? `${provider.name} deploys into ${provider.region}: choose a provider in ${region}, or the region ${provider.region}.`
      : undefined;
  // A platform no provider runs on cannot be chosen; said once both lists are known.
  const known = vendorProviders.isSuccess && providers.isSuccess;
  const unavailable = known ? platforms.filter((p) => !platformAvailable(p, vendor, own)) : [];

  // A select shows a kept value only once its options exist: give it again when they arrive.
  useEffect(() => {
    for (const field of ['cloud_provider_id', 'region'] as const) {
      const value = form.getValues(field);
      if (value) setValue(field, value);
    }
  }, [providers.data, vendorProviders.data, options.data, form, setValue]);

  const onSubmit = submit(async (values) => {
    if (platformMismatch || regionMismatch) {
      if (platformMismatch) form.setError('platform', { type: 'provider', message: platformMismatch }, { shouldFocus: true });
      else form.setError('region', { type: 'provider', message: regionMismatch }, { shouldFocus: true });
      return;
    }

    const { result: wg, recovered } = await createOnce(
      () => create.mutateAsync(values),
      async () => (await qc.fetchQuery({ ...workgroupQueries.list(), staleTime: 0 })).find((w) => w.name === values.name),
    );
    draft.clear();
    toast({ tone: 'success', title: `Workgroup ${wg.name} created`, detail: recovered ? recoveredDetail : undefined });
    await navigate({ to: '/workgroups/$workgroupID', params: { workgroupID: wg.workgroup_id } });
  });

  return (
    <>
      <PageHeader description="A workgroup runs on a cloud provider: one the vendor runs for you, or a cloud account of your own." />
      <ScreenNotices facts={facts} params={{}} />
      <Section title="Workgroup settings">
        <DraftNotice draft={draft} />
        <form className="form" noValidate onSubmit={onSubmit}>
          <Field label="Name" error={errors.name?.message} hint="Letters, digits, spaces, '.', '_' and '-'; up to 64 characters.">
            <input type="text" autoComplete="off" {...register('name')} />
          </Field>

          <div className="form-grid">
            <Field
              label="Platform"
              error={errors.platform?.message ?? platformMismatch}
              hint={
                unavailable.length > 0
                  ? `${unavailable.map(platformLabel).join(' and ')}: no provider runs there, neither one the vendor runs nor an Active account of yours.`
                  : undefined
              }
            >
              <select {...register('platform', { onChange: followPlace })}>
                {platforms.map((p) => {
                  const off = unavailable.includes(p);
                  return (
                    <option key={p} value={p} disabled={off}>
                      {platformLabel(p)}
                      {off ? ' (no provider available)' : ''}
                    </option>
                  );
                })}
              </select>
            </Field>
            <Field label="Region" error={errors.region?.message ?? regionMismatch}>
              <select {...register('region', { onChange: followPlace })} disabled={options.isPending}>
                <RegionOptions regions={options.data?.regions} pending={options.isPending} />
              </select>
            </Field>
          </div>
          {options.isError && <ListLoadError what="regions" error={options.error} onRetry={() => options.refetch()} />}

          {providers.isError ? (
            <>
              <ListLoadError what="cloud providers" error={providers.error} onRetry={() => providers.refetch()} />
              <Field
                label="Cloud provider ID"
                error={errors.cloud_provider_id?.message}
                hint={
                  providers.error.notOffered
                    ? "The id the registration of your cloud account answered (it is on the provider's page right after registering)."
                    : "The list could not load: type the provider's id instead."
                }
              >
                <input type="text" autoComplete="off" spellCheck={false} {...register('cloud_provider_id')} />
              </Field>
            </>
          ) : (
            <ProviderField
              field={register('cloud_provider_id')}
              error={errors.cloud_provider_id?.message}
              vendor={vendor}
              own={own}
              pending={providers.isPending || (vendorProviders.isPending && own.length === 0)}
              chosen={provider}
              chosenIsVendor={providerIsVendor}
            />
          )}

          {vendorProviders.isError && !vendorProviders.error.notOffered && (
            <ListLoadError what="vendor-run providers" error={vendorProviders.error} onRetry={() => vendorProviders.refetch()} />
          )}

          <fieldset>
            <legend>Options</legend>
            <div className="stack">
              <CheckboxField label="Application logging" hint="Ship the database's application logs to the service's log store.">
                <input {...register('enable_application_log')} />
              </CheckboxField>
              <CheckboxField label="Encryption at rest" hint="Encrypt storage with service-managed keys (TMK).">
                <input {...register('enable_encryption')} />
              </CheckboxField>
              <CheckboxField label="Shared storage" hint="Workspaces of this workgroup share one storage volume.">
                <input {...register('shared_storage')} />
              </CheckboxField>
            </div>
          </fieldset>

          <FormError error={create.error} title="The workgroup was not created" form={serverErrors} />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create workgroup'}
            </button>
            <Link to="/workgroups" className="button">
              Cancel
            </Link>
            <CopyRequest operation="createWorkgroup" args={() => ({ params: {}, body: form.getValues() })} />
          </div>
        </form>
      </Section>
    </>
  );
}
