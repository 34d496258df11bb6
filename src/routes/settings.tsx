import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '@/features/settings/settings-screen';
import type { facts } from '@/features/settings/settings.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/settings')({
  // Its title and crumbs, generated from its facts (imported for their type only: the queries they read load with the screen).
  staticData: routeStaticData['/settings'] satisfies Pick<typeof facts, 'title'>,
  component: SettingsScreen,
});
