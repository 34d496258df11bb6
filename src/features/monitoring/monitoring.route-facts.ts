import { workspaceCrumbs } from '@/kernel/workspace-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';
import { workspaceQueries } from '@/kernel/workspaces-queries';

export const facts = {
  title: 'Monitoring',
  crumbs: workspaceCrumbs,
  // The scrape and the history are asked for by the screen (the range is in the search); the sizes alongside.
  reads: (p: { workgroupID: string; workspaceID: string }) => [wait(workspaceQueries.detail(p)), alongside(metaQueries.workspaceOptions(), 'quiet')],
} satisfies RouteFacts;

export const early = true;
