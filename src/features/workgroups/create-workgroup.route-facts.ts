import type { RouteFacts, RoutePalette } from '@/api/route-facts';
import { screen } from '@/api/screen-reads';
import { providerListQueries } from '@/kernel/provider-lists-queries';
import { metaQueries } from '@/kernel/meta-queries';

export const facts = {
  title: 'Create workgroup',
  crumbs: [{ label: 'Workgroups', to: '/workgroups' }],
  reads: () => [screen(providerListQueries.own()), screen(providerListQueries.vendor()), screen(metaQueries.workspaceOptions())],
} satisfies RouteFacts;

export const palette = { action: { id: 'a-wg', label: 'Create workgroup', order: 1 } } satisfies RoutePalette;
