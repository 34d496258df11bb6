import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { lazyNamed } from '@/ui/lazy';
import { dialogSearch } from '@/lib/dialog-search';
import { workspaceDialogs, type WorkspaceDialog } from '@/features/workspaces/workspace-dialogs';
import { WorkspaceDetail } from '@/features/workspaces/workspace-detail';
import { facts } from '@/features/workspaces/workspace-detail.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

import { WithLoadWarning } from '@/features/monitoring/workspace-load-warning';
import type { WorkspaceSlots } from '@/kernel/slots';

// What the screen shows of other areas (the route composes them): dialogs and offers load when opened or shown.
const slots: WorkspaceSlots = {
  RenameDatabase: lazyNamed(() => import('@/features/workspaces/rename-database-dialog'), 'RenameDatabaseDialog'),
  CancelUpgrade: lazyNamed(() => import('@/features/upgrades/cancel-upgrade'), 'CancelUpgrade'),
  WithLoadWarning,
};

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/$workspaceID/'],
  // ?dialog=resize&size=TG-4 opens the resize dialog with TG-4 chosen: a link can be shared.
  validateSearch: dialogSearch<WorkspaceDialog, { size: string; version: string }>(workspaceDialogs, { size: 16, version: 32 }),
  loader: screenLoader(facts),
  component: () => <WorkspaceDetail slots={slots} />,
});
