import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from './meta-queries';
import { workspaceQueries } from './workspaces-queries';

export const facts = {
  title: 'Edit workspace',
  crumbs: [
    { label: 'Workgroups', to: '/workgroups' },
    { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
  ],
  reads: (p: { workgroupID: string; workspaceID: string }) => [wait(workspaceQueries.detail(p)), alongside(metaQueries.addons())],
} satisfies RouteFacts;
