import { createFileRoute } from '@tanstack/react-router';
import { cloudProviderQueries, unlessNotOffered } from '@/api/resources/cloud-providers';
import { ProviderDetail } from '@/features/cloud-providers/provider-detail';
import { dialogSearch } from '@/lib/dialog-search';

export const Route = createFileRoute('/cloud-providers/$providerId')({
  staticData: { title: 'Cloud provider', crumbs: [{ label: 'Cloud providers', to: '/cloud-providers' }] },
  validateSearch: dialogSearch<'rename' | 'rotate' | 'delete'>(['rename', 'rotate', 'delete']),
  loader: ({ context: { queryClient }, params }) => unlessNotOffered(queryClient.ensureQueryData(cloudProviderQueries.detail(params.providerId))),
  component: ProviderDetail,
});
