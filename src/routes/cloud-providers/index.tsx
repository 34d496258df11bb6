import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { ProviderList } from '@/features/cloud-providers/provider-list';
import { facts } from '@/features/cloud-providers/provider-list.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/cloud-providers/')({
  staticData: routeStaticData['/cloud-providers/'],
  loader: screenLoader(facts),
  component: ProviderList,
});
