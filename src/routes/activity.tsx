import { createFileRoute } from '@tanstack/react-router';
import { ActivityScreen } from '../features/activity/activity-screen';

export const Route = createFileRoute('/activity')({
  // Drawn from what only this browser holds (its credentials, its own log): never on the server.
  staticData: { browserOnly: true },
  component: ActivityScreen,
});
