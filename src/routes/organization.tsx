import { createFileRoute } from '@tanstack/react-router';
import { dialogSearch } from '@/lib/dialog-search';
import { OrganizationScreen } from '@/features/organization/organization-screen';
import { facts } from '@/features/organization/organization.route-facts';

export const Route = createFileRoute('/organization')({
  staticData: facts,
  // ?dialog=delete-key&key=key-…: a key's name, never the key.
  validateSearch: dialogSearch<'create-key' | 'delete-key', { key: string }>(['create-key', 'delete-key'], { key: 128 }),
  component: OrganizationScreen,
});
