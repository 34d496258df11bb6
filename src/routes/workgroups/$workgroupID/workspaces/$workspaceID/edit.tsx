import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/resources/workspaces';
import { metaQueries } from '@/api/resources/meta';
import { EditWorkspace } from '@/features/workspaces/edit-workspace';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/edit')({
  staticData: { title: 'Edit workspace', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }, { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' }] },
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(metaQueries.addons());
    return queryClient.ensureQueryData(workspaceQueries.detail(params));
  },
  component: EditWorkspace,
});
