import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { CreateWorkgroup } from '@/features/workgroups/create-workgroup';
import { facts } from '@/features/workgroups/create-workgroup.route-facts';

export const Route = createFileRoute('/workgroups/new')({
  staticData: facts,
  // `?provider=<id>`: the cloud provider to create it in, preselected (from a provider's page).
  validateSearch: (raw: { provider?: string } & SearchSchemaInput): { provider?: string } => ({
    provider: typeof raw.provider === 'string' && raw.provider.length <= 128 ? raw.provider : undefined,
  }),
  component: CreateWorkgroup,
});
