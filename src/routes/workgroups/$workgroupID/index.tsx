import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { lazyNamed } from '@/ui/lazy';
import { dialogSearch } from '@/lib/dialog-search';
import { WorkgroupDetail } from '@/features/workgroups/workgroup-detail';
import { facts } from '@/features/workgroups/workgroup-detail.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

import { WorkspaceLoadCell } from '@/features/monitoring/workspace-load-cell';
import type { WorkgroupSlots } from '@/kernel/slots';

// What the screen shows of other areas (the route composes them): dialogs load when opened.
const slots: WorkgroupSlots = {
  RenameDatabase: lazyNamed(() => import('@/features/workspaces/rename-database-dialog'), 'RenameDatabaseDialog'),
  DeleteDatabase: lazyNamed(() => import('@/features/workspaces/delete-database-dialog'), 'DeleteDatabaseDialog'),
  LoadCell: WorkspaceLoadCell,
};

export const Route = createFileRoute('/workgroups/$workgroupID/')({
  staticData: routeStaticData['/workgroups/$workgroupID/'],
  validateSearch: dialogSearch<'edit' | 'delete' | 'rename-database' | 'delete-database', { database: string }>(
    ['edit', 'delete', 'rename-database', 'delete-database'],
    { database: 64 },
  ),
  loader: screenLoader(facts),
  component: () => <WorkgroupDetail slots={slots} />,
});
