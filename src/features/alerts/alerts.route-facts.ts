import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { alongside, screen } from '@/api/screen-reads';
import { workgroupQueries } from '@/kernel/workgroups-queries';
import { alertQueries } from './alerts-queries';

export const facts = {
  title: 'Alerts',
  // All assumed: each section says when the deployment does not offer its read.
  reads: () => [
    screen(alertQueries.channels()),
    screen(alertQueries.history()),
    screen(alertQueries.deliveries()),
    alongside(workgroupQueries.list(), 'quiet'),
  ],
} satisfies RouteFacts;

// Reached from the Organization screen, a workspace's Monitoring and the palette: the header has no room for a ninth entry beside who acts.
export const nav = { label: 'Alerts', order: 8, main: false } satisfies RouteNav;
