import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { dialogSearch } from '@/lib/dialog-search';
import { DbUsersScreen } from '@/features/db-users/db-users-screen';
import { facts } from '@/features/db-users/db-users.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/users')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/$workspaceID/users'],
  // ?dialog=password&username=app_reader: the user's name travels with its dialog, never a password.
  validateSearch: dialogSearch<'create' | 'password' | 'delete', { username: string }>(['create', 'password', 'delete'], { username: 64 }),
  loader: screenLoader(facts),
  component: DbUsersScreen,
});
