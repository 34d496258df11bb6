import { routeFacts, type RouteNav } from '@/api/route-facts';
import { screen } from '@/api/screen-reads';
import { orgAdminQueries } from '@/features/organization/org-admin-queries';

export const facts = routeFacts({
  title: 'Upcoming upgrades',
  reads: () => [screen(orgAdminQueries.upcomingUpgrades())],
});

export const nav = { label: 'Upcoming upgrades', order: 5, main: false } satisfies RouteNav;
