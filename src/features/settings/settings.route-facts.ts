import type { RouteFacts, RouteNav } from '@/api/route-facts';

export const facts = {
  title: 'Settings',
} satisfies RouteFacts;

export const nav = { label: 'Settings', order: 10, main: true } satisfies RouteNav;
