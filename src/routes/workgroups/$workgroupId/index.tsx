import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '../../../api/queries/workgroups';
import { WorkgroupDetail } from '../../../features/workgroups/workgroup-detail';

export const Route = createFileRoute('/workgroups/$workgroupId/')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupId)),
  component: WorkgroupDetail,
});
