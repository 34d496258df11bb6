import { createFileRoute } from '@tanstack/react-router';
import { dialogSearch } from '@/lib/dialog-search';
import { workspaceQueries } from '@/api/resources/workspaces';
import { dbUserQueries } from '@/api/resources/db-users';
import { DbUsersScreen } from '@/features/db-users/db-users-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/users')({
  staticData: { title: 'Database users', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }, { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' }] },
  // ?dialog=password&username=app_reader: the user's name travels with its dialog, never a password.
  validateSearch: dialogSearch<'create' | 'password' | 'delete', { username: string }>(['create', 'password', 'delete'], { username: 64 }),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(dbUserQueries.list(params));
    return queryClient.ensureQueryData(workspaceQueries.detail(params));
  },
  component: DbUsersScreen,
});
