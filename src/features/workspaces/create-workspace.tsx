import { Suspense, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { usePrefetchQuery, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { metaQueries } from '@/kernel/meta-queries';
import { orgQueries } from '@/kernel/org-queries';
import { quotaCheck } from '@/kernel/quota-check';
import { useCreateWorkspace } from '@/kernel/workspaces-queries';
import { PageHeader, Section } from '@/ui/page';
import { CheckboxField, Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { ListLoadError } from '@/ui/list-load-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { recoveredDetail, useCreateOnce } from '@/api/create-once';
import { CopyRequest } from '@/ui/copy-request';
import { SizePicker } from './size-picker';
import { PricePreview } from './price-preview';
import { DatabaseAccessSection } from './database-access-section';
import { AddonsSection } from './addons-section';
import { AdvancedSection } from './advanced-section';
import { lazyNamed } from '@/ui/lazy';
import { WhenNear } from '@/ui/when-near';
import { Kept } from '@/ui/placeholders';
import { useFirstReads } from '@/ui/first-reads';
import { serverFieldAlias, toCreateBody } from './workspace-form';
import type { WorkspaceFormValues } from './workspace-form-schema';
import { creatableVersions, isPastEndOfLife, versionLabel } from './versions';
import { sortSizes } from '@/kernel/sizes';
import { viewerZone } from '@/lib/timezones';
import { facts } from './create-workspace.route-facts';
import { ScreenNotices, useHasReadNotices } from '@/ui/read-notices';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { knowOperations } from '@/api/loaded-operations';
import { workgroupOperations } from '@/kernel/workgroups-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(workgroupOperations);

// Below the sizes and the database choices, two screens down: its code (the zone picker, the window's maths) loads when
// the person scrolls or tabs near it (or submits), in a space kept for it.
const MaintenanceWindowFields = lazyNamed(() => import('./maintenance-fields'), 'MaintenanceWindowFields');
const WorkspaceForm = lazySchema(() => import('./workspace-form-schema').then((m) => m.WorkspaceForm));

const route = getRouteApi('/workgroups/$workgroupID/workspaces/new');

/**
 * The maintenance window's place while its code has not come: its fields' own markup, unseen and inert, so that it is
 * their height at every width (one row of fields, two or three, as the grid wraps them) and nothing moves when they come.
 */
function MaintenanceWindowPlace() {
  return (
    <Kept>
      <fieldset>
        <legend>Maintenance window</legend>
        <div className="form-grid">
          <Field label="Day">
            <select />
          </Field>
          <Field label="Starting hour">
            <select />
          </Field>
          <Field label="Every how many weeks">
            <input type="number" />
          </Field>
          <Field label="Time zone" className="field-full">
            <div className="zone-select">
              <input type="search" />
              <select />
            </div>
          </Field>
        </div>
        <p className="muted small">Next window: Sun, Dec 6, 2026, 2:00 AM UTC.</p>
      </fieldset>
    </Kept>
  );
}

export function CreateWorkspace() {
  const { workgroupID } = route.useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { data: wg } = useSuspenseQuery(workgroupQueries.detail(workgroupID));
  const options = useQuery(metaQueries.workspaceOptions());
  const addons = useQuery(metaQueries.addons());
  // The organization's quota, where the deployment offers it: checked before anything is sent.
  const quota = useQuery(orgQueries.quota());
  const addonsUnread = useHasReadNotices(metaQueries.addons());
  // The size picker (hundreds of pixels high on a phone) and everything after it in the form show together once the
  // sizes, versions and add-ons have answered (see useFirstReads), with one line in their place before: drawn first and
  // pushed down by the picker, the form jumped under a person typing its name. What needs none of them (the name) is
  // there at once. With the page drawn by the server, they came with it: the whole form at once.
  const shaped = useFirstReads('create-workspace', [options, addons]);
  // The prices' box comes above the submit row: its read starts with the others, not once the row is drawn.
  usePrefetchQuery(orgQueries.pricing());
  const create = useCreateWorkspace(workgroupID);
  const createOnce = useCreateOnce();

  const draftKey = `create-workspace.${workgroupID}`;
  const [blank] = useState<WorkspaceFormValues>(() => ({
    name: '',
    workspace_type_name: '',
    tg_version: '',
    database: 'new',
    tg_database_id: '',
    access: 'rw',
    enable_ha: false,
    auto_stop_minutes: 60,
    enable_auto_start: true,
    maintenance_window_day_of_week: 0,
    maintenance_window_hour_of_day: 2,
    maintenance_window_interval_weeks: 1,
    maintenance_window_time_zone: viewerZone(),
    addons: [],
    install_solution: false,
    solution_catalog_id: '',
    solution_name: '',
    data_source_origin: '',
    update_strategy: '',
  }));
  const form = useForm<WorkspaceFormValues>({
    resolver: zodResolver(WorkspaceForm),
    defaultValues: withDraft(draftKey, blank),
  });
  const { submit, serverErrors } = useFormSubmit(form, WorkspaceForm, create, { alias: serverFieldAlias });
  const draft = useFormDraft(form, draftKey, blank);
  const { register, control, watch, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const versions = creatableVersions(options.data?.tgVersions ?? []);
  const sizes = sortSizes(options.data?.workspaceTypes ?? []);

  // Sensible first choices once the options arrive, never over what the user picked.
  useEffect(() => {
    if (!getValues('tg_version') && versions[0]) setValue('tg_version', versions[0].name);
    if (!getValues('workspace_type_name') && sizes[0]) setValue('workspace_type_name', sizes[Math.min(1, sizes.length - 1)]!.typeName);
  }, [versions, sizes, getValues, setValue]);

  // A kept value is given again when the options arrive: a select shows it only once they exist.
  useEffect(() => {
    const kept = getValues('tg_version');
    if (kept && options.data) setValue('tg_version', kept);
  }, [options.data, getValues, setValue]);

  const chosenVersion = versions.find((v) => v.name === watch('tg_version'));
  const access = watch('access');
  // Read-only has no high availability: the choice is cleared, and the box says why.
  useEffect(() => {
    if (access === 'ro' && getValues('enable_ha')) setValue('enable_ha', false);
  }, [access, getValues, setValue]);
  const check = quotaCheck(quota.data, sizes);
  const countRefused = check.countRefusal(access !== 'ro');
  const memoryRefused = check.memoryRefusal(
    sizes.find((t) => t.typeName === watch('workspace_type_name')),
    watch('enable_ha'),
  );

  const onSubmit = submit(async (values) => {
    // What the quota refuses is said beside its field and never sent.
    if (countRefused || memoryRefused) return;

    const { result: ws, recovered } = await createOnce(
      () => create.mutateAsync(toCreateBody(values)),
      async () => (await qc.fetchQuery({ ...workgroupQueries.detail(workgroupID), staleTime: 0 })).workspaces.find((w) => w.name === values.name),
    );
    draft.clear();
    toast({ tone: 'success', title: `Workspace ${ws.name} is being created`, detail: recovered ? recoveredDetail : undefined });
    await navigate({ to: '/workgroups/$workgroupID/workspaces/$workspaceID', params: { workgroupID, workspaceID: ws.workspace_id } });
  });

  return (
    <>
      <PageHeader
        names={{ workgroup: wg.name || wg.workgroup_id }}
        description={`In ${wg.name} (${wg.platform.toUpperCase()} · ${wg.region}). A new workspace comes with its database, unless you attach an existing one.`}
      />
      <ScreenNotices facts={facts} params={{ workgroupID }} />
      <DraftNotice draft={draft} />
      {/* Nothing is sent before the form is whole: Enter in the name, its only field until then, would submit it. */}
      <form className="form form-wide" noValidate onSubmit={shaped ? onSubmit : (e) => e.preventDefault()}>
        <Section title="Basics">
          <div className="stack">
            <Field label="Name" error={errors.name?.message} hint="Unique in this workgroup.">
              <input type="text" autoComplete="off" {...register('name')} />
            </Field>
            {!shaped ? (
              <p className="muted" role="status">
                Reading the sizes, versions and add-ons…
              </p>
            ) : options.isError ? (
              <ListLoadError what="sizes and versions" error={options.error} onRetry={() => options.refetch()} />
            ) : options.isPending ? (
              <p className="muted">Loading sizes and versions…</p>
            ) : (
              <>
                <Controller
                  control={control}
                  name="workspace_type_name"
                  render={({ field, fieldState }) => (
                    <SizePicker
                      types={sizes}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message ?? memoryRefused}
                      name="workspace_type_name"
                      refusal={check.sizeRefusal}
                    />
                  )}
                />
                <Field
                  label="Version"
                  error={errors.tg_version?.message}
                  hint={
                    chosenVersion && isPastEndOfLife(chosenVersion)
                      ? '⚠ This version is past its end of life: it gets no fixes. Choose a supported version unless you must match another workspace.'
                      : 'Only versions that allow new workspaces are listed.'
                  }
                >
                  <select {...register('tg_version')}>
                    {versions.map((v) => (
                      <option key={v.name} value={v.name}>
                        {versionLabel(v)}
                        {isPastEndOfLife(v) ? ' ⚠' : ''}
                      </option>
                    ))}
                  </select>
                </Field>
              </>
            )}
          </div>
        </Section>

        {shaped && (
          <>
            <DatabaseAccessSection form={form} databases={wg.tg_databases} access={access} countRefused={countRefused} />

            <Section title="Idle and maintenance">
              <div className="form-grid">
                <Field label="Auto-stop after idle minutes" error={errors.auto_stop_minutes?.message} hint="0 never stops it. Up to 10080 (a week).">
                  <input type="number" inputMode="numeric" min={0} max={10080} step={1} {...register('auto_stop_minutes', { valueAsNumber: true })} />
                </Field>
                <div className="field">
                  <CheckboxField label="Start automatically on access" hint="A stopped workspace starts when a query arrives.">
                    <input {...register('enable_auto_start')} />
                  </CheckboxField>
                </div>
              </div>
              <div style={{ marginTop: '1rem' }}>
                <WhenNear fallback={<MaintenanceWindowPlace />} placed={!options.isPending} now={formState.submitCount > 0}>
                  <Suspense fallback={<MaintenanceWindowPlace />}>
                    <MaintenanceWindowFields form={form} />
                  </Suspense>
                </WhenNear>
              </div>
            </Section>

            <AddonsSection addons={addons} unread={addonsUnread} register={register} />

            <AdvancedSection form={form} />

            {(countRefused || memoryRefused) && (
              <div className="notice notice-warn" role="status" id="quota-notice">
                {countRefused ?? 'The size chosen would pass the organization’s memory quota: choose a smaller size.'}{' '}
                <Link to="/organization">See the quota</Link>
              </div>
            )}
            <PricePreview
              compute
              size={watch('workspace_type_name')}
              region={wg.region}
              ha={watch('enable_ha')}
              addons={(watch('addons') ?? []).flatMap((id) => {
                const a = addons.data?.find((x) => x.id === id);
                return a ? [{ label: a.name, names: [a.uniqueName, a.name], isFree: a.isFree }] : [];
              })}
            />
            <FormError error={create.error} title="The workspace was not created" form={serverErrors} />
            <div className="form-actions">
              <button
                type="submit"
                className="button button-primary"
                disabled={create.isPending || options.isPending || Boolean(countRefused || memoryRefused)}
                aria-describedby={countRefused || memoryRefused ? 'quota-notice' : undefined}
              >
                {create.isPending ? 'Creating…' : 'Create workspace'}
              </button>
              <Link to="/workgroups/$workgroupID" params={{ workgroupID }} className="button">
                Cancel
              </Link>
              <CopyRequest operation="createWorkspace" args={() => ({ params: { workgroupID }, body: toCreateBody(getValues()) })} />
            </div>
          </>
        )}
      </form>
    </>
  );
}
