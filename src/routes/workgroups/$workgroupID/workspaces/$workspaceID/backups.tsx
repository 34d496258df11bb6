import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { screenLoader } from '@/api/screen-reads';
import { dialogSearch } from '@/lib/dialog-search';
import { BackupsScreen } from '@/features/backups/backups-screen';
import { facts } from '@/features/backups/backups.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

const dialogs = dialogSearch<'take' | 'restore' | 'delete', { backup: string }>(['take', 'restore', 'delete'], { backup: 128 });

export const Route = createFileRoute('/workgroups/$workgroupID/workspaces/$workspaceID/backups')({
  staticData: routeStaticData['/workgroups/$workgroupID/workspaces/$workspaceID/backups'],
  // ?job=… is a restore being watched: a reload comes back to its progress; ?from=… the backup it restores, to name it by.
  validateSearch: (raw: Parameters<typeof dialogs>[0] & { job?: string; from?: string } & SearchSchemaInput) => {
    const job = typeof raw.job === 'string' && /^[\w.:-]{1,128}$/.test(raw.job) ? raw.job : undefined;
    return { ...dialogs(raw), job, from: job && typeof raw.from === 'string' && raw.from.length <= 128 ? raw.from : undefined };
  },
  loader: screenLoader(facts),
  component: BackupsScreen,
});
