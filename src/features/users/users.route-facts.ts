import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { screen } from '@/api/screen-reads';
import { userQueries } from '@/kernel/users-queries';
import { invitationQueries } from './invitations-queries';

export const facts = {
  title: 'Organization users',
  // The session token may be missing: the screen asks once it has one.
  reads: () => [screen(userQueries.list()), screen(invitationQueries.list())],
} satisfies RouteFacts;

export const nav = { label: 'Organization users', order: 3, main: true } satisfies RouteNav;
