import { routeFacts, type RouteNav } from '@/api/route-facts';

export const facts = routeFacts({
  title: 'Activity',
});

export const nav = { label: 'Activity', order: 9, main: true } satisfies RouteNav;
