import { useForm } from 'react-hook-form';
import { zodResolver } from '@/ui/zod-resolver';
import * as z from 'zod/mini';
import { UpdateWorkspaceBody, autoStopMinutes } from '@/kernel/workspace-body';
import { type Workspace } from '@/kernel/workspace-schema';
import { useUpdateWorkspace } from '@/kernel/workspaces-queries';
import { Dialog } from '@/ui/dialog';
import { CheckboxField, Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import { DraftNotice, useDialogDraft } from '@/ui/form-draft';
import { FormActions } from '@/ui/form-actions';

const AutoStopForm = z.object({
  auto_stop_minutes: autoStopMinutes,
  enable_auto_start: z.boolean(),
});
type Values = z.infer<typeof AutoStopForm>;

export function AutoStopDialog({ ws, open, onOpenChange }: { ws: Workspace; open: boolean; onOpenChange: (o: boolean) => void }) {
  const update = useUpdateWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const initial = { auto_stop_minutes: ws.auto_stop_minutes ?? Number.NaN, enable_auto_start: ws.enable_auto_start };
  const form = useForm<Values>({ resolver: zodResolver(AutoStopForm), defaultValues: initial });
  const { submit, serverErrors } = useFormSubmit(form, AutoStopForm, update);
  const draft = useDialogDraft(form, `auto-stop.${ws.workspace_id}`, initial, open);
  const close = draft.dismiss(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={close} title="Auto-stop and auto-start" busy={update.isPending}>
      <form
        className="form"
        noValidate
        onSubmit={submit(async (values) => {
          const body: z.infer<typeof UpdateWorkspaceBody> = {};
          if (values.auto_stop_minutes !== ws.auto_stop_minutes) body.auto_stop_minutes = values.auto_stop_minutes;
          if (values.enable_auto_start !== ws.enable_auto_start) body.enable_auto_start = values.enable_auto_start;
          if (Object.keys(body).length === 0) return close(false);

          await update.mutateAsync(body);
          toast({ tone: 'success', title: 'Auto-stop settings saved' });
          close(false);
        })}
      >
        <DraftNotice draft={draft} />
        <Field label="Stop after idle minutes" error={form.formState.errors.auto_stop_minutes?.message} hint="0 never stops it; up to 10080 (a week).">
          <input type="number" inputMode="numeric" min={0} max={10080} step={1} {...form.register('auto_stop_minutes', { valueAsNumber: true })} />
        </Field>
        <CheckboxField label="Start automatically on access" hint="A stopped workspace starts when a query arrives.">
          <input {...form.register('enable_auto_start')} />
        </CheckboxField>
        <FormError error={update.error} title="The settings were not saved" form={serverErrors} />
        <FormActions pending={update.isPending} pendingLabel="Saving…" label="Save" onCancel={() => close(false)}>
          <CopyRequest
            operation="updateWorkspace"
            args={() => ({
              params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id },
              body: { auto_stop_minutes: form.getValues('auto_stop_minutes'), enable_auto_start: form.getValues('enable_auto_start') },
            })}
          />
        </FormActions>
      </form>
    </Dialog>
  );
}
