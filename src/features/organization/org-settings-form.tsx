import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { Organization } from '@/kernel/org-schema';
import type { OrgSettingsForm as Schema } from '@/kernel/org-admin-body';
import { useUpdateOrg } from '@/kernel/org-admin-queries';
import { orgKeys } from '@/api/org-keys';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { OrgLogo } from './org-logo';

const OrgSettingsForm = lazySchema(() => import('@/kernel/org-admin-body').then((m) => m.OrgSettingsForm));
type Values = z.infer<typeof Schema>;

/** An owner's form: the display name and logo, sent with the organization's current id and name (`PUT /org`). */
export function OrgSettingsEditor({ org, onDone }: { org: Organization; onDone: () => void }) {
  const update = useUpdateOrg();
  const form = useForm<Values>({ resolver: zodResolver(OrgSettingsForm), defaultValues: { orgDisplayName: org.org_display_name, logoUrl: org.logo_url } });
  const { submit, serverErrors } = useFormSubmit(form, OrgSettingsForm, update);
  const errors = form.formState.errors;
  const body = (v: Values) => ({ orgID: org.org_id, orgName: org.org_name, orgDisplayName: v.orgDisplayName.trim(), logoUrl: v.logoUrl.trim() });
  const logo = form.watch('logoUrl');
  return (
    <form
      className="form"
      noValidate
      onSubmit={submit(async (values) => {
        await update.mutateAsync(body(values));
        // The organizations' list names this organization by its display name too.
        const active = orgKeys.active();
        if (active) void orgKeys.relabel(active.orgId, values.orgDisplayName.trim()).catch(() => undefined);
        toast({ tone: 'success', title: 'Organization updated', detail: 'The header shows the new name and logo.' });
        onDone();
      })}
    >
      <Field label="Display name" error={errors.orgDisplayName?.message} hint="What the header and the organization switcher show.">
        <input type="text" autoComplete="off" {...form.register('orgDisplayName')} />
      </Field>
      <Field
        label="Logo URL"
        error={errors.logoUrl?.message}
        hint="The address of a square image (PNG, SVG, JPEG), best https:// (an http:// image may be blocked on an https:// console); empty for none."
      >
        <input type="url" inputMode="url" autoComplete="off" spellCheck={false} {...form.register('logoUrl')} />
      </Field>
      {logo && !errors.logoUrl && (
        <p className="org-settings-logo muted small">
          Preview: <OrgLogo url={logo.trim()} name={form.watch('orgDisplayName') || org.org_name} size={32} />
        </p>
      )}
      <FormError error={update.error} form={serverErrors} title="The organization could not be updated" />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save organization'}
        </button>
        <button type="button" className="button" onClick={onDone} disabled={update.isPending}>
          Cancel
        </button>
        <CopyRequest operation="updateOrg" args={() => ({ body: body(form.getValues()) })} />
      </div>
    </form>
  );
}
