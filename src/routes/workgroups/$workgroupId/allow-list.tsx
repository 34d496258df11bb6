import { createFileRoute } from '@tanstack/react-router';
import { workgroupQueries } from '../../../api/queries/workgroups';
import { allowListQueries } from '../../../api/queries/allow-list';
import { AllowListScreen } from '../../../features/allow-list/allow-list-screen';

export const Route = createFileRoute('/workgroups/$workgroupId/allow-list')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(workgroupQueries.detail(params.workgroupId)),
      queryClient.ensureQueryData(allowListQueries.entries(params.workgroupId)),
      queryClient.ensureQueryData(allowListQueries.currentIp(params.workgroupId)),
    ]),
  component: AllowListScreen,
});
