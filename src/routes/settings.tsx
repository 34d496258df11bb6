import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '@/features/settings/settings-screen';
import { facts } from '@/features/settings/settings.route-facts';

export const Route = createFileRoute('/settings')({
  staticData: facts,
  component: SettingsScreen,
});
