import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { screen } from '@/api/screen-reads';
import { orgQueries } from '@/kernel/org-queries';

export const facts = {
  title: 'Organization',
  reads: () => [screen(orgQueries.self()), screen(orgQueries.quota())],
} satisfies RouteFacts;

// Reached from the organization's name in the header, not from the main navigation.
export const nav = { label: 'Organization, quota and API keys', order: 4, main: false } satisfies RouteNav;
