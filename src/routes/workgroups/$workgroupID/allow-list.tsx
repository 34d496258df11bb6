import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '@/api/resources/workgroups';
import { allowListQueries } from '@/api/resources/allow-list';
import { AllowListScreen } from '@/features/allow-list/allow-list-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/allow-list')({
  staticData: { title: 'IP allow list', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }] },
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupID)),
      queryClient.ensureQueryData(allowListQueries.entries(params.workgroupID)),
      queryClient.ensureQueryData(allowListQueries.currentIp(params.workgroupID)),
    ]),
  component: AllowListScreen,
});
