import { routeFacts, type RouteNav } from '@/api/route-facts';

export const facts = routeFacts({
  title: 'Settings',
});

export const nav = { label: 'Settings', order: 10, main: true } satisfies RouteNav;
