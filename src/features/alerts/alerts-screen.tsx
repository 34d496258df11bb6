import { alertOperations } from './alerts-operations';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { alertQueries } from './alerts-queries';
import { useFirstReads } from '@/ui/first-reads';
import { orgAdminQueries } from '@/kernel/org-admin-queries';
import { useMayCall } from '@/kernel/may-call';
import { facts } from './alerts.route-facts';
import { PageHeader } from '@/ui/page';
import { ScreenNotices } from '@/ui/read-notices';
import { ChannelsSection } from './channels-section';
import { HistorySection } from './history-section';
import { DeliveriesSection } from './deliveries-section';
import { RulesSection } from './rules-section';

/**
 * Alerts that reach people: where notifications go, what fired and when, each delivery, and the
 * same thresholds as rules for a Prometheus of the organization's own. Whose credentials these
 * are comes from the assumed `GET /whoami`; where it does not say, the service decides when an
 * owner's action is sent.
 */
const route = getRouteApi('/alerts');

export function AlertsScreen() {
  const who = useQuery(orgAdminQueries.whoAmI());
  const { workspace = '' } = route.useSearch();
  // The sections change height with their answers: they show together, so that none pushes another down as it lands.
  const reads = [useQuery(alertQueries.channels()), useQuery(alertQueries.history(workspace)), useQuery(alertQueries.deliveries()), who];
  const ready = useFirstReads('alerts', reads);
  // The rows' own declaration (api/access.ts) says who may change channels; where the deployment does not say who acts, the service decides.
  const mayChange = useMayCall(alertOperations.addAlertChannel);
  return (
    <>
      <PageHeader description="An alert fires when a workspace's busiest node stays above its CPU, memory or disk threshold (set on the workspace's Monitoring) for the sustain period, and resolves when it falls back. Each goes to every channel below." />
      <ScreenNotices facts={facts} params={{}} />
      {!ready ? (
        <p className="muted" role="status">
          Reading the channels, the alerts and the deliveries…
        </p>
      ) : (
        <>
          <ChannelsSection readOnly={mayChange.may ? undefined : (mayChange.reason ?? '')} />
          <HistorySection />
          <DeliveriesSection />
          <RulesSection />
        </>
      )}
    </>
  );
}
