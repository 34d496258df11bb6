import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { workspaceQueries } from '@/features/workspaces/workspaces-queries';
import { dbUserQueries } from './db-users-queries';

export const facts = {
  title: 'Database users',
  crumbs: [
    { label: 'Workgroups', to: '/workgroups' },
    { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
  ],
  reads: (p: { workgroupID: string; workspaceID: string }) => [wait(workspaceQueries.detail(p), 'quiet'), alongside(dbUserQueries.list(p))],
} satisfies RouteFacts;
