import { createFileRoute } from '@tanstack/react-router';
import { UpcomingUpgradesScreen } from '@/features/upgrades/upcoming-upgrades-screen';

export const Route = createFileRoute('/upgrades')({
  staticData: { title: 'Upcoming upgrades' },
  component: UpcomingUpgradesScreen,
});
