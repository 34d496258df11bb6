import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { screen } from '@/api/screen-reads';
import { upgradeQueries } from './upgrades-queries';

export const facts = {
  title: 'Upcoming upgrades',
  reads: () => [screen(upgradeQueries.upcomingUpgrades())],
} satisfies RouteFacts;

export const nav = { label: 'Upcoming upgrades', order: 5, main: false } satisfies RouteNav;
