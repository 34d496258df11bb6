import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '@/api/resources/workgroups';
import { metaQueries } from '@/api/resources/meta';
import { CreateWorkspace } from '@/features/workspaces/create-workspace';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/new')({
  staticData: { title: 'Create workspace', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }] },
  loader: ({ context: { queryClient }, params }) => {
    // The option lists load alongside; a failure there is shown in the form, not as a broken page.
    void queryClient.prefetchQuery(metaQueries.workspaceOptions());
    void queryClient.prefetchQuery(metaQueries.addons());
    return queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupID));
  },
  component: CreateWorkspace,
});
