import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { workspaceQueries, useUpdateWorkspace } from '@/kernel/workspaces-queries';
import { metaQueries } from '@/kernel/meta-queries';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import { PageHeader, Section } from '@/ui/page';
import { CheckboxField, Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { PricePreview } from './price-preview';
import { useFormSubmit } from '@/ui/form-helpers';
import { CopyRequest } from '@/ui/copy-request';
import { facts } from './edit-workspace.route-facts';
import { ScreenNotices, useHasReadNotices } from '@/ui/read-notices';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { focusScreenHeading } from '@/ui/focus';
import { toast } from '@/ui/toasts';
import { MaintenanceWindowFields } from './maintenance-fields';
import { READ_ONLY_HA } from './workspace-form';
import { agentKeys, agentLabels, diffWorkspace, editValuesOf, type Change, type EditWorkspaceValues } from './workspace-edit';
import { knowOperations } from '@/api/loaded-operations';
import { workspaceOperations } from '@/kernel/workspaces-operations';

// The rows of what this screen waits for come with its chunk (the page preloads them on landing), not on its first read.
knowOperations(workspaceOperations);

const EditWorkspaceForm = lazySchema(() => import('./workspace-edit-schema').then((m) => m.EditWorkspaceForm));

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/edit');

/**
 * Everything of a workspace that *Update a workspace* can change besides its
 * size: edited in a form, then reviewed as a list of changes before it is sent.
 */
export function EditWorkspace() {
  const { workgroupID, workspaceID } = route.useParams();
  const p = { workgroupID, workspaceID };
  const { data: ws } = useSuspenseQuery(workspaceQueries.detail(p));
  const catalog = useQuery(metaQueries.addons());
  const catalogUnread = useHasReadNotices(metaQueries.addons());
  const update = useUpdateWorkspace(p);
  const navigate = useNavigate();
  const [initial] = useState(() => editValuesOf(ws));
  const draftKey = `edit-workspace.${workspaceID}`;
  const form = useForm<EditWorkspaceValues>({ resolver: zodResolver(EditWorkspaceForm), defaultValues: withDraft(draftKey, initial) });
  const draft = useFormDraft(form, draftKey, initial);
  const [review, setReview] = useState<{ changes: Change[]; body: ReturnType<typeof diffWorkspace>['body'] }>();
  // A field the service refused goes back to the form, beside the field.
  const { submit, serverErrors } = useFormSubmit(form, EditWorkspaceForm, update, { refused: (_e, placed) => placed && setReview(undefined) });
  const [nothing, setNothing] = useState(false);
  const errors = form.formState.errors;
  const addonName = (id: string) => catalog.data?.find((a) => a.id === id)?.name ?? ws.addons.find((a) => a.addons_id === id)?.unique_name ?? id;
  const addonIds = [...new Set([...(catalog.data ?? []).map((a) => a.id), ...ws.addons.map((a) => a.addons_id)])];
  const detail = { to: '/workgroups/$workgroupID/workspaces/$workspaceID', params: { workgroupID, workspaceID } } as const;

  const toReview = form.handleSubmit((values) => {
    const diff = diffWorkspace(
      ws,
      values,
      addonName,
      (catalog.data ?? []).map((a) => a.id),
    );
    setNothing(diff.changes.length === 0);
    if (diff.changes.length === 0) return;
    update.reset();
    setReview(diff);
    requestAnimationFrame(() => document.getElementById('review-changes')?.focus());
  });

  // Sent from the review: the form's values are checked again, and sent once.
  const save = submit(async () => {
    if (!review) return;
    await update.mutateAsync(review.body);
    draft.clear();
    toast({
      tone: 'success',
      title: `${review.body.workspace_name ?? ws.name} updated`,
      detail: `${review.changes.length} ${review.changes.length === 1 ? 'change' : 'changes'} saved.`,
    });
    await navigate(detail);
  });

  return (
    <>
      <PageHeader
        title={`Edit ${ws.name || ws.workspace_id}`}
        names={{ workgroup: ws.workgroup_name || workgroupID, workspace: ws.name || workspaceID }}
        description="Size and pausing have their own actions on the workspace's page."
      />
      <ScreenNotices facts={facts} params={p} />
      {review ? (
        <Section title="Review the changes">
          <div id="review-changes" tabIndex={-1}>
            <table className="table diff-table">
              <caption className="visually-hidden">What saving changes</caption>
              <thead>
                <tr>
                  <th scope="col">Setting</th>
                  <th scope="col">Now</th>
                  <th scope="col">After saving</th>
                </tr>
              </thead>
              <tbody>
                {review.changes.map((c) => (
                  <tr key={c.label}>
                    <th scope="row">{c.label}</th>
                    <td>
                      <del>{c.from}</del>
                    </td>
                    <td>
                      <ins>{c.to}</ins>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {review.body.enable_ha !== undefined && (
              <p className="notice notice-warn small">
                {review.body.enable_ha
                  ? 'High availability runs a second replica: the workspace uses, and is billed for, twice the compute.'
                  : 'Without high availability, the workspace is unavailable while its single replica restarts.'}
              </p>
            )}
          </div>
          <FormError error={update.error} title="The workspace was not updated" form={serverErrors} />
          <div className="form-actions">
            <button type="button" className="button button-primary" disabled={update.isPending} onClick={() => void save()}>
              {update.isPending ? 'Saving…' : `Save ${review.changes.length} ${review.changes.length === 1 ? 'change' : 'changes'}`}
            </button>
            <button
              type="button"
              className="button"
              disabled={update.isPending}
              onClick={() => {
                setReview(undefined);
                requestAnimationFrame(focusScreenHeading);
              }}
            >
              Back to editing
            </button>
            <CopyRequest operation="updateWorkspace" args={() => ({ params: p, body: review.body })} />
          </div>
        </Section>
      ) : (
        <form className="form" noValidate onSubmit={toReview}>
          <DraftNotice draft={draft} />
          <Section title="General">
            <div className="stack">
              <Field
                label="Name"
                error={errors.workspace_name?.message}
                hint="Letters, digits, spaces, '.', '_' and '-'; up to 64 characters. Unique in the workgroup."
              >
                <input type="text" autoComplete="off" {...form.register('workspace_name')} />
              </Field>
              <CheckboxField
                label="High availability"
                hint={ws.is_rw ? 'A second replica takes over if one fails; it doubles the compute billed.' : READ_ONLY_HA}
              >
                <input disabled={!ws.is_rw} {...form.register('enable_ha')} />
              </CheckboxField>
              <div className="form-grid">
                <Field label="Stop after idle minutes" error={errors.auto_stop_minutes?.message} hint="0 never stops it; up to 10080 (a week).">
                  <input type="number" inputMode="numeric" min={0} max={10080} step={1} {...form.register('auto_stop_minutes', { valueAsNumber: true })} />
                </Field>
              </div>
              <CheckboxField label="Start automatically on access" hint="A stopped workspace starts when a query arrives.">
                <input {...form.register('enable_auto_start')} />
              </CheckboxField>
            </div>
          </Section>
          <Section title="Maintenance">
            <div className="stack">
              <p className="muted small">When the service may restart the workspace for upgrades and fixes (a scheduled upgrade waits for it).</p>
              <MaintenanceWindowFields form={form} lastMaintenance={ws.last_maintenance} />
            </div>
          </Section>
          <Section title="Add-ons">
            {addonIds.length === 0 ? (
              <p className="muted">
                {catalog.isPending
                  ? 'Loading add-ons…'
                  : catalogUnread || catalog.isError
                    ? 'The list of add-ons could not be read, so none can be changed here.'
                    : 'No add-ons are available to this organization.'}
              </p>
            ) : (
              <fieldset>
                <legend>Enabled add-ons</legend>
                {errors.addons?.message && <p className="field-error">{errors.addons.message}</p>}
                <div className="stack">
                  {addonIds.map((id) => (
                    <CheckboxField key={id} label={addonName(id)} hint={catalog.data?.find((a) => a.id === id)?.description || undefined}>
                      <input value={id} {...form.register('addons')} />
                    </CheckboxField>
                  ))}
                </div>
                <PricePreview
                  compute={false}
                  size={ws.workspace_type?.typeName ?? ''}
                  region={ws.region}
                  ha={ws.enable_ha}
                  addons={(form.watch('addons') ?? [])
                    .filter((id) => !ws.addons.some((a) => a.addons_id === id && a.enable))
                    .flatMap((id) => {
                      const a = catalog.data?.find((x) => x.id === id);
                      return a ? [{ label: a.name, names: [a.uniqueName, a.name], isFree: a.isFree }] : [];
                    })}
                />
              </fieldset>
            )}
          </Section>
          <Section title="Agent configuration">
            <div className="stack">
              <p className="muted small">
                How often the workspace's agent reports to the service. Shorter intervals show changes sooner and cost a little more traffic.
              </p>
              <div className="form-grid">
                {agentKeys.map((key) => (
                  <Field key={key} label={agentLabels[key]} error={errors.agent_config?.[key]?.message}>
                    <input type="number" inputMode="numeric" min={0} max={86400} step={1} {...form.register(`agent_config.${key}`, { valueAsNumber: true })} />
                  </Field>
                ))}
              </div>
              <CheckboxField label={agentLabels.enable_topology_force_update} hint="Report the topology on every interval, even when it has not changed.">
                <input {...form.register('agent_config.enable_topology_force_update')} />
              </CheckboxField>
            </div>
          </Section>
          {nothing && (
            <p className="notice" role="status">
              Nothing has changed yet: there is nothing to save.
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Review changes
            </button>
            <Link {...detail} className="button">
              Cancel
            </Link>
          </div>
        </form>
      )}
    </>
  );
}
