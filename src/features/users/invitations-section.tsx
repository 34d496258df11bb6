import { userOperations } from '@/kernel/users-operations';
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Invitation, User } from '@/kernel/user-schema';
import { invitationQueries, useResendInvitation, useRevokeInvitation } from './invitations-queries';
import { type ApiError, isApiError } from '@/api/api-error';
import { INVITATION_DAYS, MAX_INVITATIONS, isExpired } from './invitations';
import { Section } from '@/ui/page';
import { DataTable } from '@/ui/data-table';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { FormError } from '@/ui/form-error';
import { NoIdNote } from '@/ui/no-id';
import { Time } from '@/ui/time';
import { toast } from '@/ui/toasts';
import { lazyNamed } from '@/ui/lazy';
import { RefusedWait } from '@/ui/refused-wait';
import { useMayCall } from '@/kernel/may-call';

// With react-hook-form and the body's validators: loaded after the list, in the space kept for it.
const InviteForm = lazyNamed(() => import('./invite-form'), 'InviteForm');

type Pending = { kind: 'resend' | 'revoke'; invitation: Invitation };
/** Refused resends to wait out, by invitation id; '' for the organization's (its cap on resends, whichever invitation). */
type Waits = Partial<Record<string, ApiError>>;
const waitId = (key: string) => `resend-wait-${key || 'org'}`;

/**
 * Inviting people (assumed operations): an owner invites by e-mail with roles, and resends or revokes what
 * is pending; a member sees it all disabled with why. A deployment without invitations says it does not offer them.
 */
export function InvitationsSection({ users }: { users: readonly User[] }) {
  const invitations = useQuery(invitationQueries.list());
  // Who may invite, resend and revoke is the operations' declaration (an owner): a member is told before trying.
  const may = useMayCall(userOperations.createInvitation);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [pending, setPending] = useState<Pending>();
  // The service refused this token (403): an owner's rights are not its.
  const [refused, setRefused] = useState(false);
  // A resend refused until a wait is over (429 with Retry-After): said beside the invitation, its Resend waiting it out.
  const [waits, setWaits] = useState<Waits>({});
  const waitOf = (i: Invitation) => (waits[i.id] ? i.id : waits[''] ? '' : undefined);
  const waited = (key: string) => setWaits(({ [key]: _, ...rest }) => (void _, rest));
  const blocked =
    may.reason ??
    (refused ? 'The service refused an invitation with the session token in use (403 Forbidden): only an organization owner can invite.' : undefined);
  const close = () => {
    resend.reset();
    revoke.reset();
    setPending(undefined);
  };
  const confirm = async () => {
    if (!pending) return;
    const { kind, invitation: i } = pending;
    try {
      await (kind === 'resend' ? resend : revoke).mutateAsync(i.id);
    } catch (e) {
      // Past the resend limit: the wait shows beside the invitation (or above the list), not in the confirmation.
      if (kind === 'resend' && isApiError(e) && e.rateLimited) {
        setWaits((w) => ({ ...w, [e.fieldNames.includes('invitationId') ? i.id : '']: e }));
        close();
        return;
      }
      if (isApiError(e) && e.status === 403) setRefused(true);
      throw e;
    }
    toast({ tone: 'success', title: kind === 'resend' ? `Invitation sent again to ${i.email}` : `Invitation of ${i.email} revoked` });
    close();
  };
  if (invitations.error?.notOffered) {
    return (
      <Section title="Invitations">
        <p className="muted" role="note">
          Inviting people is not offered by this deployment (it answers 404 for invitations, an operation this console assumes). Invite them in the service's
          own console; their roles can be changed here once they have joined.
        </p>
      </Section>
    );
  }
  const list = invitations.data ?? [];
  return (
    <Section title="Invitations">
      <p className="muted small">
        An invitation expires {INVITATION_DAYS} days after it was last sent. An organization holds at most {MAX_INVITATIONS}.
      </p>
      {waits[''] && <RefusedWait error={waits['']} action="resend invitations again" id={waitId('')} onDone={() => waited('')} />}
      {invitations.data ? (
        <DataTable
          rows={list}
          rowKey={(i, n) => i.id || `no-id-${n}`}
          caption="Pending invitations"
          empty={<p className="muted">No pending invitations.</p>}
          columns={[
            {
              header: 'E-mail',
              className: 'break',
              cell: (i) => (
                <>
                  <strong>{i.email || '—'}</strong>
                  {waits[i.id] && <RefusedWait error={waits[i.id]!} action="resend it" id={waitId(i.id)} onDone={() => waited(i.id)} />}
                </>
              ),
            },
            { header: 'Roles', cell: (i) => i.roles.map((r) => r.displayName || r.name).join(', ') || '—' },
            { header: 'Invited by', cell: (i) => i.invited_by || '—' },
            { header: 'Sent', className: 'small', cell: (i) => <Time value={i.sent_at} /> },
            {
              header: 'Expires',
              className: 'small',
              cell: (i) => (
                <>
                  <Time value={i.expires_at} /> {isExpired(i, Date.now()) && <span className="badge badge-error">Expired</span>}
                </>
              ),
            },
            {
              header: 'Actions',
              actions: true,
              cell: (i) =>
                i.id ? (
                  <span className="row">
                    <button
                      type="button"
                      className="button button-small"
                      disabled={Boolean(blocked)}
                      // Waiting, it keeps its focus (the dialog gives it back) and says why beside it.
                      aria-disabled={waitOf(i) !== undefined || undefined}
                      aria-describedby={blocked ? 'invite-blocked' : waitOf(i) !== undefined ? waitId(waitOf(i)!) : undefined}
                      aria-label={`Resend the invitation to ${i.email}`}
                      onClick={() => waitOf(i) === undefined && setPending({ kind: 'resend', invitation: i })}
                    >
                      Resend
                    </button>
                    <button
                      type="button"
                      className="button button-small button-danger"
                      disabled={Boolean(blocked)}
                      aria-describedby={blocked ? 'invite-blocked' : undefined}
                      aria-label={`Revoke the invitation to ${i.email}`}
                      onClick={() => setPending({ kind: 'revoke', invitation: i })}
                    >
                      Revoke
                    </button>
                  </span>
                ) : (
                  <NoIdNote />
                ),
            },
          ]}
        />
      ) : invitations.isError ? (
        <div>
          <FormError error={invitations.error} title="The invitations could not load" />
          <button type="button" className="button button-small" onClick={() => void invitations.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p className="muted">Loading invitations…</p>
      )}
      <h3 style={{ marginTop: '1.5rem' }}>Invite a person</h3>
      <Suspense fallback={<p className="muted">Loading…</p>}>
        <InviteForm users={users} invitations={list} blocked={blocked} onForbidden={() => setRefused(true)} />
      </Suspense>
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title={pending.kind === 'resend' ? `Resend the invitation to ${pending.invitation.email}?` : `Revoke the invitation to ${pending.invitation.email}?`}
          actionLabel={pending.kind === 'resend' ? 'Resend invitation' : 'Revoke invitation'}
          danger={pending.kind === 'revoke'}
          pending={resend.isPending || revoke.isPending}
          error={resend.error ?? revoke.error}
          onConfirm={confirm}
          extra={
            <CopyRequest
              operation={pending.kind === 'resend' ? 'resendInvitation' : 'revokeInvitation'}
              args={() => ({ params: { invitationId: pending.invitation.id } })}
            />
          }
        >
          <p>
            {pending.kind === 'resend'
              ? `The invitation is sent again; it then expires ${INVITATION_DAYS} days from now.`
              : 'The link in the invitation stops working at once. You can invite the same address again later.'}
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}
