import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '@/features/users/users-screen';

export const Route = createFileRoute('/users')({
  staticData: { title: 'Organization users' },
  component: UsersScreen,
});
