import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '@/api/queries/workgroups';
import { allowListQueries } from '@/api/queries/allow-list';
import { AllowListScreen } from '@/features/allow-list/allow-list-screen';

export const Route = createFileRoute('/workgroups/$workgroupId/allow-list')({
  staticData: { title: 'IP allow list', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupId' }] },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupId)),
      queryClient.ensureQueryData(allowListQueries.entries(params.workgroupId)),
      queryClient.ensureQueryData(allowListQueries.currentIp(params.workgroupId)),
    ]),
  component: AllowListScreen,
});
