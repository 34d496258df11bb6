import type { RouteFacts, RouteNav } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { workgroupQueries } from '@/kernel/workgroups-queries';

export const facts = {
  title: 'Workgroups',
  frame: {
    description: 'Each workgroup is deployed into one cloud provider account and region, and holds databases and the workspaces that serve them.',
    action: { to: '/workgroups/new', label: 'Create workgroup' },
  },
  // Region descriptions are a nicety: fetched alongside, never blocking the list.
  reads: () => [wait(workgroupQueries.list()), alongside(metaQueries.workspaceOptions(), 'quiet')],
} satisfies RouteFacts;

export const nav = { label: 'Workgroups', order: 1, main: true } satisfies RouteNav;

export const early = true;
