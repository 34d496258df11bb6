import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@/ui/zod-resolver';
import { DbUserBody } from './db-user-body';
import { useChangeDbUserPassword, useCreateDbUser } from './db-users-queries';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { checkWhenLeft, useFormSubmit } from '@/ui/form-helpers';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { generatePassword } from './password-generator';
import { PasswordField, ShownOnce } from './password-field';
import { FormActions } from '@/ui/form-actions';
import { focusRowSoon } from '@/ui/row-focus';
import { capRefusal } from '@/api/schemas/caps';
import { duplicateUserRefusal } from './db-user-rules';

type WS = { workgroupID: string; workspaceID: string };
type Values = { username: string; password: string };

/** Create a user, or (with `username`) change a user's password: the same body, the same rule. */
export function DbUserDialog({ ws, username, existing = [], onClose }: { ws: WS; username?: string; existing?: readonly string[]; onClose: () => void }) {
  const changing = username !== undefined;
  const create = useCreateDbUser(ws);
  const change = useChangeDbUserPassword(ws);
  const request = changing ? change : create;
  const defaults: Values = { username: username ?? '', password: '' };
  const draftKey = changing ? undefined : `db-user:${ws.workspaceID}`;
  // Checked when sent, then as typed; a field left with something in it is checked then (checkWhenLeft), an empty
  // one is not: "Username is required" appearing as the pointer presses Generate moved the button away (34 px).
  const form = useForm<Values>({
    resolver: zodResolver(DbUserBody),
    defaultValues: draftKey ? withDraft(draftKey, defaults) : defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft(form, draftKey, defaults, ['password']);
  const { submit, serverErrors } = useFormSubmit(form, DbUserBody, request);
  const [saved, setSaved] = useState<{ username: string; password: string }>();
  const password = form.watch('password');
  const title = saved ? `Password of ${saved.username}` : changing ? `Change the password of ${username}` : 'Create a database user';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={title} busy={request.isPending}>
      {saved ? (
        <ShownOnce what="password" value={saved.password} onDone={onClose} />
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={submit(async (values) => {
            // A database at its cap, or a name it already has, is refused here, as the service would, and nothing is sent.
            const taken = changing ? undefined : (capRefusal('dbUsersPerDatabase', existing.length) ?? duplicateUserRefusal(values.username, existing));
            if (taken) {
              form.setError('username', { type: 'duplicate', message: taken }, { shouldFocus: true });
              return;
            }

            if (changing) await change.mutateAsync(values);
            else await create.mutateAsync(values);
            draft.clear();
            toast({ tone: 'success', title: changing ? `Password of ${values.username} changed` : `Database user ${values.username} created` });
            form.reset(defaults);
            setSaved(values);
            // Once the password has been copied and the dialog closes, the user's row takes focus.
            focusRowSoon(values.username);
          })}
        >
          <DraftNotice draft={draft} />
          {!changing && (
            <Field
              label="Username"
              error={form.formState.errors.username?.message}
              hint="Letters, digits, _ . -, starting with a letter. Applications sign in with it."
            >
              <input type="text" autoComplete="off" spellCheck={false} {...form.register('username', { onBlur: checkWhenLeft(form, 'username') })} />
            </Field>
          )}
          <PasswordField
            label={changing ? 'New password' : 'Password'}
            value={password}
            error={form.formState.errors.password?.message}
            register={form.register('password', { onBlur: checkWhenLeft(form, 'password') })}
            onGenerate={() => form.setValue('password', generatePassword(form.getValues('username')), { shouldValidate: true, shouldDirty: true })}
          />
          <FormError error={request.error} title={changing ? 'The password was not changed' : 'The user was not created'} form={serverErrors} />
          <FormActions pending={request.isPending} pendingLabel="Saving…" label={changing ? 'Change password' : 'Create user'} onCancel={onClose}>
            <CopyRequest
              operation={changing ? 'updateDbUserPassword' : 'createDbUser'}
              variables={['DB_PASSWORD']}
              args={() => ({ params: ws, body: { username: form.getValues('username'), password: '$DB_PASSWORD' } })}
            />
          </FormActions>
        </form>
      )}
    </Dialog>
  );
}
