import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { lazySchema, zodResolver } from '@/ui/zod-resolver';
import type { Invitation, User } from '@/kernel/user-schema';
import type { InviteBody } from '@/kernel/user-body';
import { useInvite } from './invitations-queries';
import { isApiError } from '@/api/api-error';
import { knownRoles } from '@/kernel/roles';
import { INVITATION_DAYS, inviteRefusal } from './invitations';
import { Field } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useFormSubmit } from '@/ui/form-helpers';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { focusRowSoon } from '@/ui/row-focus';
import { DraftNotice, useFormDraft } from '@/ui/form-draft';
import { withDraft } from '@/lib/drafts';

type Values = z.input<typeof InviteBody>;
const DRAFT = 'invite';
// The checks (zod and the body's rules) come at the person's first touch of the page, not with the screen (ui/zod-resolver.ts).
const InviteChecks = lazySchema(() => import('@/kernel/user-body').then((m) => m.InviteBody));

/**
 * Invite a person by e-mail with the roles they will hold. What the console knows is refused here,
 * beside the field, and nothing is sent: an address that is not one, a member's, one already invited,
 * and an organization holding the most invitations it may (features/users/invitations.ts, the service's own rules).
 */
export function InviteForm({
  users,
  invitations,
  blocked,
  onForbidden,
}: {
  users: readonly User[];
  invitations: readonly Invitation[];
  /** Why this session token may not invite (a member's): the form is disabled and says so. */
  blocked: string | undefined;
  onForbidden: () => void;
}) {
  const roles = useMemo(() => knownRoles(users), [users]);
  const member = roles.find((r) => r.label.toLowerCase() === 'organization member')?.name;
  const defaults: Values = { email: '', roles: member ? [member] : [] };
  const invite = useInvite();
  // Half-typed, it survives a reload or Back for this tab, as the console's other forms do.
  const form = useForm<Values>({ resolver: zodResolver(InviteChecks), defaultValues: withDraft(DRAFT, defaults) });
  const draft = useFormDraft(form, DRAFT, defaults);
  const { submit, serverErrors } = useFormSubmit(form, InviteChecks, invite, {
    refused: (e) => isApiError(e) && e.status === 403 && onForbidden(),
  });
  const errors = form.formState.errors;
  const full = inviteRefusal('', [], invitations, Date.now());
  const cap = full?.field === '' ? full.message : undefined;
  const reason = blocked ?? cap;
  return (
    <form
      className="form"
      noValidate
      aria-label="Invite a person"
      aria-describedby={reason ? 'invite-blocked' : undefined}
      onSubmit={submit(async (values) => {
        // What the console already knows is refused here: nothing leaves.
        const refusal = inviteRefusal(values.email, users, invitations, Date.now());
        if (refusal) return form.setError(refusal.field === '' ? 'root' : refusal.field, { type: 'known', message: refusal.message }, { shouldFocus: true });
        const made = await invite.mutateAsync({ email: values.email.trim(), roles: values.roles });
        toast({ tone: 'success', title: `Invitation sent to ${made.email || values.email}`, detail: `It expires in ${INVITATION_DAYS} days.` });
        draft.clear();
        form.reset(defaults);
        if (made.id) focusRowSoon(made.id);
      })}
    >
      {reason && (
        <p className="notice notice-warn" id="invite-blocked" role="status">
          <strong>{blocked ? 'You cannot invite with these credentials.' : 'Inviting is not possible now.'}</strong> {reason}
        </p>
      )}
      <DraftNotice draft={draft} />
      <fieldset disabled={Boolean(reason)} className="stack fieldset-plain">
        <legend className="visually-hidden">Invitation</legend>
        <Field label="E-mail address" error={errors.email?.message} hint={`The invitation expires ${INVITATION_DAYS} days after it is sent; Resend renews it.`}>
          <input type="email" autoComplete="off" spellCheck={false} {...form.register('email')} />
        </Field>
        <fieldset aria-describedby={errors.roles ? 'invite-roles-error' : undefined} className={errors.roles ? 'field-invalid' : undefined}>
          <legend>Roles</legend>
          <div className="role-choices">
            {roles.map((r) => (
              <label key={r.name} className="check-field">
                <input type="checkbox" value={r.name} {...form.register('roles')} /> {r.label}
              </label>
            ))}
          </div>
          {errors.roles?.message && (
            <p id="invite-roles-error" className="field-error">
              {errors.roles.message}
            </p>
          )}
        </fieldset>
        {errors.root?.message && (
          <p className="field-error" role="alert">
            {errors.root.message}
          </p>
        )}
        <FormError error={invite.error} title="The invitation was not sent" form={serverErrors} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </button>
          <CopyRequest
            operation="createInvitation"
            args={() => ({ body: { email: form.getValues('email').trim() || 'person@example.com', roles: form.getValues('roles') } })}
          />
        </div>
      </fieldset>
    </form>
  );
}
