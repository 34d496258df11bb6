import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/features/workspaces/meta-queries';
import { workspaceQueries } from '@/features/workspaces/workspaces-queries';
import { scheduleQueries } from './schedules-queries';

export const facts = {
  title: 'Schedules',
  crumbs: [
    { label: 'Workgroups', to: '/workgroups' },
    { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
  ],
  reads: (p: { workgroupID: string; workspaceID: string }) => [
    wait(workspaceQueries.detail(p)),
    wait(scheduleQueries.forWorkspace(p)),
    alongside(metaQueries.workspaceOptions(), 'quiet'),
  ],
} satisfies RouteFacts;

export const early = true;
