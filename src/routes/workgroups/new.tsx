import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { CreateWorkgroup } from '@/features/workgroups/create-workgroup';
import type { facts } from '@/features/workgroups/create-workgroup.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/new')({
  // Its title and crumbs, generated from its facts (imported for their type only: the queries they read load with the screen).
  staticData: routeStaticData['/workgroups/new'] satisfies Pick<typeof facts, 'title'>,
  // `?provider=<id>`: the cloud provider to create it in, preselected (from a provider's page).
  validateSearch: (raw: { provider?: string } & SearchSchemaInput): { provider?: string } => ({
    provider: typeof raw.provider === 'string' && raw.provider.length <= 128 ? raw.provider : undefined,
  }),
  component: CreateWorkgroup,
});
