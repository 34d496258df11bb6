import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../features/settings/settings-screen';

export const Route = createFileRoute('/settings')({
  // Drawn from what only this browser holds (its credentials, its own log): never on the server.
  staticData: { browserOnly: true },
  component: SettingsScreen,
});
