import { workgroupCrumbs } from '@/kernel/workgroup-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { wait } from '@/api/screen-reads';
import { workgroupQueries } from '@/kernel/workgroups-queries';

export const facts = {
  title: 'Schedules',
  crumbs: workgroupCrumbs,
  // Each workspace's schedules are read by the screen once it knows the workspaces.
  reads: (p: { workgroupID: string }) => [wait(workgroupQueries.detail(p.workgroupID))],
} satisfies RouteFacts;

export const early = true;
