import { useForm } from 'react-hook-form';
import { zodResolver } from '@/ui/zod-resolver';
import * as z from 'zod/mini';
import { UpdateWorkgroupBody } from '@/kernel/workgroup-body';
import { encryptionMethods, type Workgroup } from '@/kernel/workgroup-schema';
import { resourceName } from '@/api/schemas/text';
import { useUpdateWorkgroup } from '@/kernel/workgroups-queries';
import { Dialog } from '@/ui/dialog';
import { CheckboxField, Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import { DraftNotice, useDialogDraft } from '@/ui/form-draft';
import { FormActions } from '@/ui/form-actions';
import { PROTECTION_HINT, PROTECTION_LABEL } from '@/ui/protected-mark';

const EditForm = z.extend(UpdateWorkgroupBody, {
  workgroup_name: resourceName('Workgroup name'),
  enable_application_log: z.boolean(),
  deletion_protection: z.boolean(),
  encryption_method: z.union([z.literal(''), z.enum(encryptionMethods)]),
});
type Values = z.infer<typeof EditForm>;

function initial(wg: Workgroup): Values {
  return {
    workgroup_name: wg.name,
    enable_application_log: wg.enable_application_log,
    deletion_protection: wg.deletion_protection ?? false,
    encryption_method: wg.encryption_method === 'TMK' ? 'TMK' : '',
  };
}

/** Operation 2: only the fields the user changed are sent. */
function changedFields(before: Values, after: Values): z.infer<typeof UpdateWorkgroupBody> {
  const body: z.infer<typeof UpdateWorkgroupBody> = {};
  if (after.workgroup_name !== before.workgroup_name) body.workgroup_name = after.workgroup_name;
  if (after.enable_application_log !== before.enable_application_log) body.enable_application_log = after.enable_application_log;
  if (after.deletion_protection !== before.deletion_protection) body.deletion_protection = after.deletion_protection;
  if (after.encryption_method !== before.encryption_method && after.encryption_method) body.encryption_method = after.encryption_method;
  return body;
}

export function EditWorkgroupDialog({ wg, open, onOpenChange }: { wg: Workgroup; open: boolean; onOpenChange: (o: boolean) => void }) {
  const update = useUpdateWorkgroup(wg.workgroup_id);
  const form = useForm<Values>({ resolver: zodResolver(EditForm), defaultValues: initial(wg) });
  const { submit, serverErrors } = useFormSubmit(form, EditForm, update, { alias: { name: 'workgroup_name' } });
  const draft = useDialogDraft(form, `edit-workgroup.${wg.workgroup_id}`, initial(wg), open);
  const close = draft.dismiss(onOpenChange);
  const errors = form.formState.errors;
  const encryptionOff = wg.encryption_method !== 'TMK';
  return (
    <Dialog open={open} onOpenChange={close} title="Edit workgroup" busy={update.isPending}>
      <form
        className="form"
        noValidate
        onSubmit={submit(async (values) => {
          const body = changedFields(initial(wg), values);
          if (Object.keys(body).length === 0) {
            close(false);
            return;
          }

          await update.mutateAsync(body);
          toast({ tone: 'success', title: 'Workgroup updated' });
          close(false);
        })}
      >
        <DraftNotice draft={draft} />
        <Field label="Name" error={errors.workgroup_name?.message}>
          <input type="text" autoComplete="off" {...form.register('workgroup_name')} />
        </Field>
        <CheckboxField label="Application logging">
          <input {...form.register('enable_application_log')} />
        </CheckboxField>
        {wg.deletion_protection === undefined ? (
          <p className="muted small">Deletion protection is not offered by this deployment.</p>
        ) : (
          <CheckboxField label={PROTECTION_LABEL} hint={PROTECTION_HINT.workgroup}>
            <input {...form.register('deletion_protection')} />
          </CheckboxField>
        )}
        <Field
          label="Encryption at rest"
          error={errors.encryption_method?.message}
          hint={encryptionOff ? 'Encryption can be turned on; once on, it stays on.' : 'Encryption at rest is on and cannot be turned off.'}
        >
          <select {...form.register('encryption_method')} disabled={!encryptionOff}>
            {encryptionOff && <option value="">Off (unchanged)</option>}
            {encryptionMethods.map((m) => (
              <option key={m} value={m}>
                {m} · service-managed keys
              </option>
            ))}
          </select>
        </Field>
        <FormError error={update.error} title="The workgroup was not updated" form={serverErrors} />
        <FormActions pending={update.isPending} pendingLabel="Saving…" label="Save changes" onCancel={() => close(false)}>
          <CopyRequest
            operation="updateWorkgroup"
            args={() => ({ params: { workgroupID: wg.workgroup_id }, body: changedFields(initial(wg), form.getValues()) })}
          />
        </FormActions>
      </form>
    </Dialog>
  );
}
