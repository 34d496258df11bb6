import { workspaceCrumbs } from '@/kernel/workspace-crumbs';
import type { RouteFacts } from '@/api/route-facts';
import { alongside, wait } from '@/api/screen-reads';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { backupQueries } from './backups-queries';

export const facts = {
  title: 'Backups',
  crumbs: workspaceCrumbs,
  reads: (p: { workgroupID: string; workspaceID: string }) => [
    wait(workspaceQueries.detail(p)),
    alongside(backupQueries.list(p)),
    alongside(backupQueries.schedule(p)),
  ],
} satisfies RouteFacts;
