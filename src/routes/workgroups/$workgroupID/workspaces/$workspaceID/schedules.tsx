import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/resources/workspaces';
import { scheduleQueries } from '@/api/resources/schedules';
import { metaQueries } from '@/api/resources/meta';
import { WorkspaceSchedulesScreen } from '@/features/schedules/workspace-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/schedules')({
  staticData: { title: 'Schedules', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }, { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' }] },
  loader: ({ context: { queryClient }, params }) => {
    const p = params;
    void queryClient.prefetchQuery(metaQueries.workspaceOptions());
    return Promise.all([queryClient.ensureQueryData(workspaceQueries.detail(p)), queryClient.ensureQueryData(scheduleQueries.forWorkspace(p))]);
  },
  component: WorkspaceSchedulesScreen,
});
