import { createFileRoute } from '@tanstack/react-router';
import { cloudProviderQueries } from '../../api/queries/cloud-providers';
import { ProviderDetail } from '../../features/cloud-providers/provider-detail';

export const Route = createFileRoute('/cloud-providers/$providerId')({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(cloudProviderQueries.detail(params.providerId)),
  component: ProviderDetail,
});
