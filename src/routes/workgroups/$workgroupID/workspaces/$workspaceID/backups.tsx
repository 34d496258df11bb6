import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/resources/workspaces';
import { backupQueries } from '@/api/resources/backups';
import { dialogSearch } from '@/lib/dialog-search';
import { BackupsScreen } from '@/features/backups/backups-screen';

const dialogs = dialogSearch<'take' | 'restore' | 'delete', { backup: string }>(['take', 'restore', 'delete'], { backup: 128 });

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/backups')({
  staticData: { title: 'Backups', crumbs: [{ label: 'Workgroups', to: '/workgroups' }, { label: 'Workgroup', to: '/workgroups/$workgroupID' }, { label: 'Workspace', to: '/workgroups/$workgroupID/workspaces/$workspaceID' }] },
  // ?job=… is a restore being watched: a reload comes back to its progress.
  validateSearch: (raw: Parameters<typeof dialogs>[0] & { job?: string } & SearchSchemaInput) => ({
    ...dialogs(raw),
    job: typeof raw.job === 'string' && /^[\w.:-]{1,128}$/.test(raw.job) ? raw.job : undefined,
  }),
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(backupQueries.list(params));
    void queryClient.prefetchQuery(backupQueries.schedule(params));
    return queryClient.ensureQueryData(workspaceQueries.detail(params));
  },
  component: BackupsScreen,
});
