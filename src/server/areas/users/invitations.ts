import type { InvitationRecord } from '@/server/model';
import { isoNow } from '@/server/model';
import { newId } from '@/server/store/ids';
import { roleCatalog } from '@/server/catalog';
import { INVITATION_MS, MAILS_PER_ADDRESS, inviteRefusal, normal } from '@/features/users/invitations';
import { Fail, type BaseContext, type Handlers } from '@/server/kernel/context';
import { takeTurn, waitText } from '@/server/kernel/rate-window';

type InvitationHandlers = Pick<Handlers, 'listInvitations' | 'createInvitation' | 'resendInvitation' | 'revokeInvitation'>;

const view = ({ org_id: _o, ...rest }: InvitationRecord) => (void _o, rest);

const ofOrg = (ctx: BaseContext) => ctx.store.list('invitations').filter((i) => i.org_id === ctx.org.id);

function find(ctx: BaseContext, id: string): InvitationRecord {
  const found = ctx.store.get('invitations', id);
  if (!found || found.org_id !== ctx.org.id) throw new Fail('Not-Found', `Invitation ${id} was not found`, 'invitationId');
  return found;
}

/** "10 minutes", "hour": a window, as a Reason says it. */
const span = (ms: number) => (ms === 3_600_000 ? 'hour' : ms % 60_000 === 0 ? `${ms / 60_000} minutes` : waitText(Math.round(ms / 1000)));

/**
 * Counts one invitation mail (an invitation's first or a resend) if neither its address nor its organization has had
 * the most it may in the window, else refuses with 429. Keyed on the address, not the invitation: revoking and inviting
 * again is no way around it. `field`: the request's field that names the address.
 */
function takeMailTurn(ctx: BaseContext, email: string, field: string): void {
  const { windowMs, orgWindowMs, orgLimit } = ctx.config.invitationResends;
  takeTurn(ctx.store, ctx.now, [
    {
      bucket: `invitation-mails:${ctx.org.id}:${normal(email)}`,
      limit: MAILS_PER_ADDRESS,
      windowMs,
      field,
      reason: (done, wait) =>
        `${email.trim()} was sent ${done} invitation mails in the last ${span(windowMs)}, the most an address may be sent, so that an inbox is never flooded; try again in ${wait}`,
    },
    {
      bucket: `invitation-mails-org:${ctx.org.id}`,
      limit: orgLimit,
      windowMs: orgWindowMs,
      reason: (done, wait) => `This organization sent ${done} invitation mails in the last ${span(orgWindowMs)}, the most it may; try again in ${wait}`,
    },
  ]);
}

/**
 * Invitations of the embedded control plane: recorded and persisted with their expiry, audited like every
 * write. It sends no e-mail (it has no mail server); a deployment's service does.
 */
export const invitationHandlers: InvitationHandlers = {
  listInvitations: (ctx) =>
    ofOrg(ctx)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(view),

  createInvitation: (ctx) => {
    // Who may (an owner) is the operation's declaration, enforced before any handler (server/access/gate.ts).
    const caller = ctx.user!;
    const members = ctx.store.list('users').filter((u) => u.org_id === ctx.org.id);
    const refusal = inviteRefusal(ctx.body.email, members, ofOrg(ctx), ctx.now);
    if (refusal) throw new Fail(refusal.field === '' ? 'Quota-Exceed' : 'Bad-Request', refusal.message, refusal.field);
    takeMailTurn(ctx, ctx.body.email, 'email');
    const names = [...new Set(ctx.body.roles)];
    const record: InvitationRecord = {
      id: newId('inv'),
      email: ctx.body.email,
      roles: names.map((name) => roleCatalog.find((r) => r.name === name) ?? { id: `role-custom-${name}`, name, displayName: name }),
      invited_by: caller.email || caller.username,
      created_at: isoNow(ctx.now),
      sent_at: isoNow(ctx.now),
      expires_at: isoNow(ctx.now + INVITATION_MS),
      resent_count: 0,
      org_id: ctx.org.id,
    };
    ctx.store.put('invitations', record.id, record);
    ctx.store.countCreate('invitation');
    return view(record);
  },

  resendInvitation: (ctx) => {
    const found = find(ctx, ctx.params.invitationId);
    // Each resend mails the person again (at a deployment's service): never a way to flood an inbox.
    takeMailTurn(ctx, found.email, 'invitationId');
    const next: InvitationRecord = {
      ...found,
      sent_at: isoNow(ctx.now),
      expires_at: isoNow(ctx.now + INVITATION_MS),
      resent_count: (found.resent_count ?? 0) + 1,
    };
    ctx.store.put('invitations', next.id, next);
    return view(next);
  },

  revokeInvitation: (ctx) => {
    const found = find(ctx, ctx.params.invitationId);
    // A revoked invitation leaves no address behind (purge: off the disk at the next compaction).
    ctx.store.purge('invitations', found.id);
    return `Invitation of ${found.email} revoked`;
  },
};
