import { useForm } from 'react-hook-form';
import { zodResolver } from '@/ui/zod-resolver';
import * as z from 'zod/mini';
import { resourceId } from '@/api/schemas/text';
import { roleName } from '@/kernel/user-body';
import { useReplaceUserRoles } from '@/kernel/users-queries';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';

const DirectForm = z.object({
  userId: resourceId,
  roles: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) =>
        s
          .split(',')
          .map((r) => r.trim())
          .filter(Boolean),
      ),
    ),
    z.array(roleName).check(z.maxLength(32, 'At most 32 roles')),
  ),
  confirm: z.literal(true, { error: 'Confirm that these roles replace all of the user\u2019s roles' }),
});

/** When the users list is not available, a user id and roles can still be sent directly. */
export function DirectRolesForm() {
  const replace = useReplaceUserRoles();
  const form = useForm<z.input<typeof DirectForm>, unknown, z.output<typeof DirectForm>>({
    resolver: zodResolver(DirectForm),
    // The schema's output requires confirm to be true; the form starts unticked, which the input type cannot say.
    defaultValues: { userId: '', roles: '', confirm: false as unknown as true },
  });
  const { submit, serverErrors } = useFormSubmit(form, DirectForm, replace);
  const errors = form.formState.errors;
  return (
    <form
      className="form"
      noValidate
      onSubmit={submit(async (v) => {
        await replace.mutateAsync({ userId: v.userId, roles: v.roles });
        toast({ tone: 'success', title: `Roles of ${v.userId} replaced` });
      })}
    >
      <Field label="User ID" error={errors.userId?.message}>
        <input type="text" autoComplete="off" spellCheck={false} {...form.register('userId')} />
      </Field>
      <Field label="Roles, comma-separated" error={errors.roles?.message} hint="Every role the user should hold; others are taken away.">
        <input type="text" autoComplete="off" {...form.register('roles')} />
      </Field>
      <label className="check-field">
        <input type="checkbox" {...form.register('confirm')} /> These roles replace all of the user's current roles
      </label>
      {errors.confirm?.message && <p className="field-error">{errors.confirm.message}</p>}
      <FormError error={replace.error} title="The roles were not changed" form={serverErrors} takeFocus />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={replace.isPending}>
          Replace roles
        </button>
        <CopyRequest
          operation="updateUserRoles"
          args={() => ({
            params: { userId: form.getValues('userId') || '<user id>' },
            body: {
              roles: String(form.getValues('roles') ?? '')
                .split(',')
                .map((r) => r.trim())
                .filter(Boolean),
            },
          })}
        />
      </div>
    </form>
  );
}
