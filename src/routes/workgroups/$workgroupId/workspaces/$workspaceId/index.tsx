import { createFileRoute } from '@tanstack/react-router';
import { workspaceQueries } from '../../../../../api/queries/workspaces';
import { WorkspaceDetail } from '../../../../../features/workspaces/workspace-detail';

export const Route = createFileRoute('/workgroups/$workgroupId/workspaces/$workspaceId/')({
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(workspaceQueries.detail({ workgroupID: params.workgroupId, workspaceID: params.workspaceId })),
  component: WorkspaceDetail,
});
