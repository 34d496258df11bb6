import { workspaceCrumbs } from '@/kernel/workspace-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { dbUserQueries } from './db-users-queries';

export const facts = {
  title: 'Database users',
  crumbs: workspaceCrumbs,
  reads: (p: { workgroupID: string; workspaceID: string }) => [wait(workspaceQueries.detail(p), 'quiet'), alongside(dbUserQueries.list(p))],
} satisfies RouteFacts;
