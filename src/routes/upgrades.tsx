import { createFileRoute } from '@tanstack/react-router';
import { UpcomingUpgradesScreen } from '@/features/upgrades/upcoming-upgrades-screen';
import { facts } from '@/features/upgrades/upgrades.route-facts';

export const Route = createFileRoute('/upgrades')({
  staticData: facts,
  component: UpcomingUpgradesScreen,
});
