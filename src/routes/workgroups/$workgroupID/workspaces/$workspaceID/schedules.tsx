import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { WorkspaceSchedulesScreen } from '@/features/schedules/workspace-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/schedules')({
  staticData: {
    title: 'Schedules',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
      { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
    ],
  },
  loader: screenLoader('/workgroups/$workgroupID/workspaces/$workspaceID/schedules'),
  component: WorkspaceSchedulesScreen,
});
