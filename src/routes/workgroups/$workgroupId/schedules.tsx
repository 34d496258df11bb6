import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '../../../api/queries/workgroups';
import { WorkgroupSchedulesScreen } from '../../../features/schedules/workgroup-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupId/schedules')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupId)),
  component: WorkgroupSchedulesScreen,
});
