import { queryOptions, useMutation } from '@tanstack/react-query';
import type { InviteBody } from '@/kernel/user-body';
import { bindApi } from '@/api/api-ref';
import type { userOperations } from '@/kernel/users-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof userOperations>(() => import('@/kernel/users-operations').then((m) => m.userOperations));

/** People invited to the organization (assumed operations; an owner's session token for the writes). */

export const invitationQueries = {
  list: () =>
    queryOptions({
      queryKey: [...rootKey('invitations'), 'list'] as const,
      queryFn: ({ signal }) => api.listInvitations({ signal }),
    }),
};

// `invalidates`: what the query client's mutation cache refreshes after each (app/query-client.ts).

export function useInvite() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['invitations'] },
    mutationFn: (body: InviteBody) => api.createInvitation({ body }),
  });
}

export function useResendInvitation() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['invitations'] },
    mutationFn: (invitationId: string) => api.resendInvitation({ params: { invitationId } }),
  });
}

export function useRevokeInvitation() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['invitations'] },
    mutationFn: (invitationId: string) => removeIdempotently(() => api.revokeInvitation({ params: { invitationId } })),
  });
}
