import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '@/features/users/users-screen';
import { facts } from '@/features/users/users.route-facts';

export const Route = createFileRoute('/users')({
  staticData: facts,
  component: UsersScreen,
});
