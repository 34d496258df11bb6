import { createFileRoute } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { dialogSearch } from '@/lib/dialog-search';
import { DbUsersScreen } from '@/features/db-users/db-users-screen';

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/users')({
  staticData: {
    title: 'Database users',
    crumbs: [
      { label: 'Workgroups', to: '/workgroups' },
      { label: 'Workgroup', to: '/workgroups/$workgroupID' },
      { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' },
    ],
  },
  // ?dialog=password&username=app_reader: the user's name travels with its dialog, never a password.
  validateSearch: dialogSearch<'create' | 'password' | 'delete', { username: string }>(['create', 'password', 'delete'], { username: 64 }),
  loader: screenLoader('/workgroups/$workgroupID/workspaces/$workspaceID/users'),
  component: DbUsersScreen,
});
