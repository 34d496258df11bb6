import type { RouteFacts, RoutePalette } from '@/api/route-facts';
import { screen } from '@/api/screen-reads';
import { cloudProviderQueries } from '@/features/cloud-providers/cloud-providers-queries';
import { publicProviderQueries } from '@/features/cloud-providers/cloud-provider-extras-queries';
import { metaQueries } from '@/kernel/meta-queries';

export const facts = {
  title: 'Create workgroup',
  crumbs: [{ label: 'Workgroups', to: '/workgroups' }],
  reads: () => [screen(cloudProviderQueries.list()), screen(publicProviderQueries.list()), screen(metaQueries.workspaceOptions())],
} satisfies RouteFacts;

export const palette = { action: { id: 'a-wg', label: 'Create workgroup', order: 1 } } satisfies RoutePalette;
