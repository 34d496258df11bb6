import { createFileRoute } from '@tanstack/react-router';
import { cloudProviderQueries, unlessNotOffered } from '@/api/resources/cloud-providers';
import { ProviderList } from '@/features/cloud-providers/provider-list';

export const Route = createFileRoute('/cloud-providers/')({
  staticData: { title: 'Cloud providers' },
  loader: ({ context: { queryClient } }) => unlessNotOffered(queryClient.ensureQueryData(cloudProviderQueries.list())),
  component: ProviderList,
});
