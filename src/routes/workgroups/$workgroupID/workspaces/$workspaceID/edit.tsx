import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { EditWorkspace } from '@/features/workspaces/edit-workspace';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/edit')({
  staticData: {
    title: 'Edit workspace',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
      { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
    ],
  },
  loader: screenLoader('/workgroups/$workgroupID/workspaces/$workspaceID/edit'),
  component: EditWorkspace,
});
