import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { workspaceQueries } from '@/features/workspaces/workspaces-queries';
import { backupQueries } from './backups-queries';

export const facts = {
  title: 'Backups',
  crumbs: [
    { label: 'Workgroups', to: '/workgroups' },
    { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
  ],
  reads: (p: { workgroupID: string; workspaceID: string }) => [
    wait(workspaceQueries.detail(p)),
    alongside(backupQueries.list(p)),
    alongside(backupQueries.schedule(p)),
  ],
} satisfies RouteFacts;
