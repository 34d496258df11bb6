import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { dialogSearch } from '@/lib/dialog-search';
import { screenLoader } from '@/api/screen-reads';
import { AlertsScreen } from '@/features/alerts/alerts-screen';
import { facts } from '@/features/alerts/alerts.route-facts';
import { routeStaticData } from '@/lib/route-facts.gen';

const dialogs = dialogSearch<'add-channel' | 'remove-channel', { channel: string }>(['add-channel', 'remove-channel'], { channel: 64 });

export const Route = createFileRoute('/alerts')({
  staticData: routeStaticData['/alerts'],
  loader: screenLoader(facts),
  // ?workspace=ws-…: the history's filter; ?dialog=remove-channel&channel=ch-…: a channel's id, never its address.
  validateSearch: (raw: { workspace?: string; dialog?: 'add-channel' | 'remove-channel'; channel?: string } & SearchSchemaInput) => ({
    ...dialogs(raw),
    workspace: typeof raw.workspace === 'string' && raw.workspace.length <= 64 ? raw.workspace : undefined,
  }),
  component: AlertsScreen,
});
