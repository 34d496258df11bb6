import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { ProviderDetail } from '@/features/cloud-providers/provider-detail';
import { dialogSearch } from '@/lib/dialog-search';
import { facts } from '@/features/cloud-providers/provider-detail.route-facts';

export const Route = createFileRoute('/cloud-providers/$providerId')({
  staticData: facts,
  validateSearch: dialogSearch<'rename' | 'rotate' | 'delete'>(['rename', 'rotate', 'delete']),
  loader: screenLoader(facts),
  component: ProviderDetail,
});
