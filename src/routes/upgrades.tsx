import { createFileRoute } from '@tanstack/react-router';
import { UpcomingUpgradesScreen } from '@/features/upgrades/upcoming-upgrades-screen';
import type { facts } from '@/features/upgrades/upgrades.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/upgrades')({
  // Its title and crumbs, generated from its facts (imported for their type only: the queries they read load with the screen).
  staticData: routeStaticData['/upgrades'] satisfies Pick<typeof facts, 'title'>,
  component: UpcomingUpgradesScreen,
});
