import { workspaceCrumbs } from '@/kernel/workspace-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { workspaceQueries } from '@/kernel/workspaces-queries';

export const facts = {
  title: 'Edit workspace',
  crumbs: workspaceCrumbs,
  reads: (p: { workgroupID: string; workspaceID: string }) => [wait(workspaceQueries.detail(p)), alongside(metaQueries.addons())],
} satisfies RouteFacts;
