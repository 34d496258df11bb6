import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueries } from '../../../../../api/queries/workspaces';
import { metaQueries } from '../../../../../api/queries/meta';
import { WorkspaceDetail } from '../../../../../features/workspaces/workspace-detail';

export const Route = createFileRoute('/workgroups/$workgroupId/workspaces/$workspaceId/')({
  loader: ({ context: { queryClient }, params }) => {
    // The add-on catalog names the workspace's add-ons: asked for alongside.
    void queryClient.prefetchQuery(metaQueries.addons());
    return queryClient.ensureQueryData(workspaceQueries.detail({ workgroupID: params.workgroupId, workspaceID: params.workspaceId }));
  },
  component: WorkspaceDetail,
});
