import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '@/api/resources/workgroups';
import { WorkgroupSchedulesScreen } from '@/features/schedules/workgroup-schedules-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/schedules')({
  staticData: { title: 'Schedules', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }] },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupID)),
  component: WorkgroupSchedulesScreen,
});
