import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '@/features/users/users-screen';
import type { facts } from '@/features/users/users.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/users')({
  // Its title and crumbs, generated from its facts (imported for their type only: the queries they read load with the screen).
  staticData: routeStaticData['/users'] satisfies Pick<typeof facts, 'title'>,
  component: UsersScreen,
});
