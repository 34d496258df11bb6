import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/queries/workspaces';
import { scheduleQueries } from '@/api/queries/schedules';
import { metaQueries } from '@/api/queries/meta';
import { WorkspaceSchedulesScreen } from '@/features/schedules/workspace-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupId/workspaces/$workspaceId/schedules')({
  staticData: { title: 'Schedules', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupId' }, { label: 'Workspace', to: '/workgroups/$workgroupId/workspaces/$workspaceId' }] },
  loader: ({ context: { queryClient }, params }) => {
    const p = { workgroupID: params.workgroupId, workspaceID: params.workspaceId };
    void queryClient.prefetchQuery(metaQueries.workspaceOptions());
    return Promise.all([queryClient.ensureQueryData(workspaceQueries.detail(p)), queryClient.ensureQueryData(scheduleQueries.forWorkspace(p))]);
  },
  component: WorkspaceSchedulesScreen,
});
