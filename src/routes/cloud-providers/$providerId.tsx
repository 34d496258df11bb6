import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { ProviderDetail } from '@/features/cloud-providers/provider-detail';
import { dialogSearch } from '@/lib/dialog-search';
import { facts } from '@/features/cloud-providers/provider-detail.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/cloud-providers/$providerId')({
  staticData: routeStaticData['/cloud-providers/$providerId'],
  validateSearch: dialogSearch<'rename' | 'rotate' | 'delete'>(['rename', 'rotate', 'delete']),
  loader: screenLoader(facts),
  component: ProviderDetail,
});
