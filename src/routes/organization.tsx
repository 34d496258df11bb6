import { createFileRoute } from '@tanstack/react-router';
import { dialogSearch } from '@/lib/dialog-search';
import { OrganizationScreen } from '@/features/organization/organization-screen';
import type { facts } from '@/features/organization/organization.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/organization')({
  // Its title and crumbs, generated from its facts (imported for their type only: the queries they read load with the screen).
  staticData: routeStaticData['/organization'] satisfies Pick<typeof facts, 'title'>,
  // ?dialog=delete-key&key=key-…: a key's name, never the key.
  validateSearch: dialogSearch<'create-key' | 'delete-key', { key: string }>(['create-key', 'delete-key'], { key: 128 }),
  component: OrganizationScreen,
});
