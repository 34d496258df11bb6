import { useForm } from 'react-hook-form';
import { zodResolver } from '@/ui/zod-resolver';
import type * as z from 'zod/mini';
import { UpdateDatabaseBody } from '@/kernel/workspace-body';
import { useRenameDatabase } from './databases-queries';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import type { RenameDatabaseProps } from '@/kernel/slots';
import { DraftNotice, useDialogDraft } from '@/ui/form-draft';
import { FormActions } from '@/ui/form-actions';

type Values = z.infer<typeof UpdateDatabaseBody>;

/** Operation 5: rename a database, from the workgroup or the workspace screen. */
export function RenameDatabaseDialog(props: RenameDatabaseProps) {
  const rename = useRenameDatabase({ workgroupID: props.workgroupID, databaseID: props.databaseID });
  const initial = { tg_database_name: props.currentName };
  const form = useForm<Values>({ resolver: zodResolver(UpdateDatabaseBody), defaultValues: initial });
  const { submit, serverErrors } = useFormSubmit(form, UpdateDatabaseBody, rename);
  const draft = useDialogDraft(form, `rename-database.${props.databaseID}`, initial, props.open);
  const close = draft.dismiss(props.onOpenChange);
  return (
    <Dialog
      open={props.open}
      onOpenChange={close}
      title="Rename database"
      busy={rename.isPending}
      description={`Workspaces attached to "${props.currentName}" keep working; only its name changes.`}
    >
      <form
        className="form"
        noValidate
        onSubmit={submit(async (values) => {
          if (values.tg_database_name === props.currentName) {
            close(false);
            return;
          }

          const db = await rename.mutateAsync(values);
          toast({ tone: 'success', title: `Database renamed to ${db.name}` });
          close(false);
        })}
      >
        <DraftNotice draft={draft} />
        <Field label="Database name" error={form.formState.errors.tg_database_name?.message}>
          <input type="text" autoComplete="off" {...form.register('tg_database_name')} />
        </Field>
        <FormError error={rename.error} title="The database was not renamed" form={serverErrors} />
        <FormActions pending={rename.isPending} pendingLabel="Renaming…" label="Rename database" onCancel={() => close(false)}>
          <CopyRequest
            operation="updateDatabase"
            args={() => ({ params: { workgroupID: props.workgroupID, databaseID: props.databaseID }, body: form.getValues() })}
          />
        </FormActions>
      </form>
    </Dialog>
  );
}
