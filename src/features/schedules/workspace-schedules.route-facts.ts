import { workspaceCrumbs } from '@/kernel/workspace-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { scheduleQueries } from './schedules-queries';

export const facts = {
  title: 'Schedules',
  crumbs: workspaceCrumbs,
  reads: (p: { workgroupID: string; workspaceID: string }) => [
    wait(workspaceQueries.detail(p)),
    wait(scheduleQueries.forWorkspace(p)),
    alongside(metaQueries.workspaceOptions(), 'quiet'),
  ],
} satisfies RouteFacts;

export const early = true;
