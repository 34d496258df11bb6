import type { RouteFacts } from '@/api/route-facts';
import { wait } from '@/api/screen-reads';
import { cloudProviderQueries } from './cloud-providers-queries';

export const facts = {
  title: 'Cloud provider',
  crumbs: [{ label: 'Cloud providers', to: '/cloud-providers' }],
  reads: (p: { providerId: string }) => [wait(cloudProviderQueries.detail(p.providerId))],
} satisfies RouteFacts;
