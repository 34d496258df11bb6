import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/features/workspaces/meta-queries';
import { workspaceQueries } from '@/features/workspaces/workspaces-queries';

export const facts = {
  title: 'Monitoring',
  crumbs: [
    { label: 'Workgroups', to: '/workgroups' },
    { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
  ],
  // The scrape and the history are asked for by the screen (the range is in the search); the sizes alongside.
  reads: (p: { workgroupID: string; workspaceID: string }) => [wait(workspaceQueries.detail(p)), alongside(metaQueries.workspaceOptions(), 'quiet')],
} satisfies RouteFacts;

export const early = true;
