import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { CreateWorkspace } from '@/features/workspaces/create-workspace';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/new')({
  staticData: {
    title: 'Create workspace',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
    ],
  },
  loader: screenLoader('/workgroups/$workgroupID/workspaces/new'),
  component: CreateWorkspace,
});
