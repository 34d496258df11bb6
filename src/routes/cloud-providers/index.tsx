import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { ProviderList } from '@/features/cloud-providers/provider-list';

export const Route = createFileRoute('/cloud-providers/')({
  staticData: { title: 'Cloud providers' },
  loader: screenLoader('/cloud-providers/'),
  component: ProviderList,
});
