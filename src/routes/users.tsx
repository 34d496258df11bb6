import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../features/users/users-screen';

export const Route = createFileRoute('/users')({
  // Drawn from what only this browser holds (its credentials, its own log): never on the server.
  staticData: { browserOnly: true },
  component: UsersScreen,
});
