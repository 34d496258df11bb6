import type { RouteFacts, RoutePalette } from '@/api/route-facts';
import { alongside } from '@/api/screen-reads';
import { metaQueries } from '@/kernel/meta-queries';

export const facts = {
  title: 'Register a cloud account',
  crumbs: [{ label: 'Cloud providers', to: '/cloud-providers' }],
  frame: {
    description:
      'Grants the service a role in your account so it can deploy workgroups there. Nothing is created in your account until you run the commands of step 3.',
  },
  reads: () => [alongside(metaQueries.workspaceOptions())],
} satisfies RouteFacts;

export const palette = { action: { id: 'a-cp', label: 'Register a cloud account', order: 2 } } satisfies RoutePalette;

export const early = true;
