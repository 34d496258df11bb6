import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { lazyNamed } from '@/ui/lazy';
import { dialogSearch } from '@/lib/dialog-search';
import { WorkgroupDetail } from '@/features/workgroups/workgroup-detail';

// Another feature's dialog this screen opens: loaded when opened.
const RenameDatabaseDialog = lazyNamed(() => import('@/features/workspaces/rename-database-dialog'), 'RenameDatabaseDialog');

export const Route = createFileRoute('/workgroups/$workgroupID/')({
  staticData: { title: 'Workgroup', crumbs: [{ label: 'Workgroups', to: '/workgroups' }] },
  validateSearch: dialogSearch<'edit' | 'delete' | 'rename-database' | 'delete-database', { database: string }>(
    ['edit', 'delete', 'rename-database', 'delete-database'],
    { database: 64 },
  ),
  loader: screenLoader('/workgroups/$workgroupID/'),
  component: () => <WorkgroupDetail RenameDatabase={RenameDatabaseDialog} />,
});
