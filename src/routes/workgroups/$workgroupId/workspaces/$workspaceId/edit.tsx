import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/queries/workspaces';
import { metaQueries } from '@/api/queries/meta';
import { EditWorkspace } from '@/features/workspaces/edit-workspace';

export const Route = createFileRoute('/workgroups/$workgroupId/workspaces/$workspaceId/edit')({
  staticData: { title: 'Edit workspace', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupId' }, { label: 'Workspace', to: '/workgroups/$workgroupId/workspaces/$workspaceId' }] },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(metaQueries.addons());
    return queryClient.ensureQueryData(workspaceQueries.detail({ workgroupID: params.workgroupId, workspaceID: params.workspaceId }));
  },
  component: EditWorkspace,
});
