import { workspaceCrumbs } from '@/features/workspaces/crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/features/workspaces/meta-queries';
import { workspaceQueries } from '@/features/workspaces/workspaces-queries';
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
