import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { lazyNamed } from '@/ui/lazy';
import { dialogSearch } from '@/lib/dialog-search';
import { workspaceDialogs, type WorkspaceDialog } from '@/features/workspaces/workspace-dialogs';
import { WorkspaceDetail } from '@/features/workspaces/workspace-detail';

// Another feature's dialog this screen opens: loaded when opened.
const RenameDatabaseDialog = lazyNamed(() => import('@/features/workspaces/rename-database-dialog'), 'RenameDatabaseDialog');

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/')({
  staticData: {
    title: 'Workspace',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    ],
  },
  // ?dialog=resize&size=TG-4 opens the resize dialog with TG-4 chosen: a link can be shared.
  validateSearch: dialogSearch<WorkspaceDialog, { size: string; version: string }>(workspaceDialogs, { size: 16, version: 32 }),
  loader: screenLoader('/workgroups/$workgroupID/workspaces/$workspaceID/'),
  component: () => <WorkspaceDetail RenameDatabase={RenameDatabaseDialog} />,
});
