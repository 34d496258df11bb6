import { createFileRoute } from '@tanstack/react-router';
import { lazyNamed } from '@/ui/lazy';
import { dialogSearch } from '@/lib/dialog-search';
import { workspaceDialogs, type WorkspaceDialog } from '@/features/workspaces/workspace-dialogs';
import { workspaceQueries } from '@/api/resources/workspaces';
import { metaQueries } from '@/api/resources/meta';
import { WorkspaceDetail } from '@/features/workspaces/workspace-detail';

// Another feature's dialog this screen opens: loaded when opened.
const RenameDatabaseDialog = lazyNamed(() => import('@/features/databases/rename-database-dialog'), 'RenameDatabaseDialog');

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/')({
  staticData: { title: 'Workspace', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }] },
  // ?dialog=resize&size=TG-4 opens the resize dialog with TG-4 chosen: a link can be shared.
  validateSearch: dialogSearch<WorkspaceDialog, { size: string; version: string }>(workspaceDialogs, { size: 16, version: 32 }),
  loader: ({ context: { queryClient }, params }) => {
    // The add-on catalog names the workspace's add-ons: asked for alongside.
    void queryClient.prefetchQuery(metaQueries.addons());
    return queryClient.ensureQueryData(workspaceQueries.detail(params));
  },
  component: () => <WorkspaceDetail RenameDatabase={RenameDatabaseDialog} />,
});
