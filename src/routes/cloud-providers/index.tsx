import { createFileRoute } from '@tanstack/react-router';
import { cloudProviderQueries } from '../../api/queries/cloud-providers';
import { ProviderList } from '../../features/cloud-providers/provider-list';

export const Route = createFileRoute('/cloud-providers/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(cloudProviderQueries.list()),
  component: ProviderList,
});
