/**
 * The rules of inviting a person to the organization (companion-operations.md, "Invitation": assumed),
 * written once: the form checks them before sending and the embedded control plane refuses with the same.
 */

/** An invitation expires this long after it was last sent; a resend renews it. */
export const INVITATION_DAYS = 7;
export const INVITATION_MS = INVITATION_DAYS * 86_400_000;
/** Invitations an organization may hold at once (pending or expired, until revoked). */
export const MAX_INVITATIONS = 50;

/**
 * Invitation mails, the first and each resend, to the invited person at a deployment's service. Three to one
 * address in ten minutes are a person who did not find the mail, looked in spam and asked again; more is mail
 * bombing an address, whichever invitation they come from (revoking and inviting again starts none afresh). An
 * organization sends at most twenty an hour, whichever addresses: a few people's worth of lost mail, where three
 * each for fifty invitations would be 900 mails an hour.
 */
export const MAILS_PER_ADDRESS = 3;
export const RESEND_WINDOW_MS = 10 * 60_000;
export const MAILS_PER_ORG = 20;
export const RESEND_ORG_WINDOW_MS = 60 * 60_000;

/** An address as the rules compare it: any case, without the spaces around it. */
export const normal = (email: string) => email.trim().toLowerCase();

export type InviteRefusal = { field: 'email'; message: string } | { field: 'roles' | ''; message: string };

/**
 * Why this invitation cannot go (the field it is about, and why), or undefined: an address a member
 * already has, one already invited (any case), an organization holding the most invitations it may.
 */
export function inviteRefusal(
  email: string,
  members: readonly { email: string }[],
  invitations: readonly { email: string; expires_at: string }[],
  now: number,
): InviteRefusal | undefined {
  const e = normal(email);
  if (members.some((m) => normal(m.email) === e)) return { field: 'email', message: `${email.trim()} is already a member of this organization` };
  const pending = invitations.find((i) => normal(i.email) === e);
  if (pending) {
    const expired = Date.parse(pending.expires_at) <= now;
    return {
      field: 'email',
      message: `${email.trim()} is already invited${expired ? ' (the invitation has expired)' : ''}: resend that invitation instead`,
    };
  }
  if (invitations.length >= MAX_INVITATIONS)
    return {
      field: '',
      message: `This organization already holds ${invitations.length} invitations, the most it may: revoke ones no longer needed first`,
    };
  return undefined;
}

export function isExpired(invitation: { expires_at: string }, now: number): boolean {
  const at = Date.parse(invitation.expires_at);
  return Number.isFinite(at) && at <= now;
}
