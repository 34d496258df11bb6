import { createFileRoute } from '@tanstack/react-router';
import { lazyNamed } from '@/ui/lazy';
import { dialogSearch } from '@/lib/dialog-search';
import { workgroupQueries } from '@/api/resources/workgroups';
import { metaQueries } from '@/api/resources/meta';
import { WorkgroupDetail } from '@/features/workgroups/workgroup-detail';

// Another feature's dialog this screen opens: loaded when opened.
const RenameDatabaseDialog = lazyNamed(() => import('@/features/databases/rename-database-dialog'), 'RenameDatabaseDialog');

export const Route = createFileRoute('/workgroups/$workgroupID/')({
  staticData: { title: 'Workgroup', crumbs: [{ label: 'Workgroups', to: '/workgroups' }] },
  validateSearch: dialogSearch<'edit' | 'delete' | 'rename-database' | 'delete-database', { database: string }>(['edit', 'delete', 'rename-database', 'delete-database'], { database: 64 }),
  loader: ({ context: { queryClient }, params }) => {
    // Region names: asked for alongside, never holding up the workgroup.
    void queryClient.prefetchQuery(metaQueries.workspaceOptions());
    return queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupID));
  },
  component: () => <WorkgroupDetail RenameDatabase={RenameDatabaseDialog} />,
});
