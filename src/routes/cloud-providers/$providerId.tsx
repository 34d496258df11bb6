import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { ProviderDetail } from '@/features/cloud-providers/provider-detail';
import { dialogSearch } from '@/lib/dialog-search';

export const Route = createFileRoute('/cloud-providers/$providerId')({
  staticData: { title: 'Cloud provider', crumbs: [{ label: 'Cloud providers', to: '/cloud-providers' }] },
  validateSearch: dialogSearch<'rename' | 'rotate' | 'delete'>(['rename', 'rotate', 'delete']),
  loader: screenLoader('/cloud-providers/$providerId'),
  component: ProviderDetail,
});
