import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { ProviderList } from '@/features/cloud-providers/provider-list';
import { facts } from '@/features/cloud-providers/provider-list.route-facts';

export const Route = createFileRoute('/cloud-providers/')({
  staticData: facts,
  loader: screenLoader(facts),
  component: ProviderList,
});
