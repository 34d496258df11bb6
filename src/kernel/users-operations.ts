import { RawStringResult } from '@/api/schemas/envelope';
import { Invitation, User } from './user-schema';
import { custom, list } from '@/api/schemas/read';
import type * as bodies from './user-body';
import { bodyOf, op } from '@/api/define';

export const userOperations = {
  updateUserRoles: op({
    documented: 12,
    method: 'PUT',
    path: '/users/{userId}/roles',
    auth: 'session',
    access: 'owner',
    resource: 'users',
    title: 'Replace user roles',
    body: bodyOf<typeof bodies.UpdateUserRolesBody>(),
    result: custom('nothing', () => undefined),
    noContent: true,
  }),
  listUsers: op({
    bareAnswer: true,
    method: 'GET',
    path: '/users',
    auth: 'session',
    access: 'member',
    resource: 'users',
    title: 'List users',
    body: undefined,
    result: list(User),
    list: true,
  }),
  // Assumed (companion-operations.md, "Invitation"): a deployment without them answers 404, and the screen says inviting is not offered.
  listInvitations: op({
    assumed: true,
    method: 'GET',
    path: '/users/invitations',
    auth: 'session',
    access: 'member',
    resource: 'invitations',
    title: 'List invitations',
    body: undefined,
    result: list(Invitation),
    list: true,
  }),
  createInvitation: op({
    assumed: true,
    method: 'POST',
    path: '/users/invitations',
    auth: 'session',
    access: 'owner',
    resource: 'invitations',
    title: 'Invite a person',
    body: bodyOf<typeof bodies.InviteBody>(),
    result: Invitation,
  }),
  resendInvitation: op({
    assumed: true,
    method: 'POST',
    path: '/users/invitations/{invitationId}/resend',
    auth: 'session',
    access: 'owner',
    resource: 'invitations',
    title: 'Resend an invitation',
    body: undefined,
    result: Invitation,
  }),
  revokeInvitation: op({
    assumed: true,
    method: 'DELETE',
    path: '/users/invitations/{invitationId}',
    auth: 'session',
    access: 'owner',
    resource: 'invitations',
    title: 'Revoke an invitation',
    body: undefined,
    result: RawStringResult,
  }),
};
