import type { RouteFacts, RouteNav } from '@/api/route-facts';

export const facts = {
  title: 'Activity',
} satisfies RouteFacts;

export const nav = { label: 'Activity', order: 9, main: true } satisfies RouteNav;
