import { useQuery } from '@tanstack/react-query';
import { alertQueries } from './alerts-queries';
import type { AlertDelivery } from './alerts-schema';
import { Section } from '@/ui/page';
import { DataTable } from '@/ui/data-table';
import { Time } from '@/ui/time';
import { ReadFailed } from '@/ui/read-failed';
import { NO_ALERTS } from './not-offered';
import { metricText } from './history-section';

function StatusCell({ d }: { d: AlertDelivery }) {
  if (d.status === 'delivered') return <span className="badge badge-ok">Delivered</span>;
  if (d.status === 'failed') return <span className="badge badge-error">Failed</span>;
  return (
    <>
      <span className="badge badge-warn">{d.status === 'pending' ? 'Retrying' : d.status || '—'}</span>
      {d.next_attempt_at && (
        <div className="muted small">
          next: <Time value={d.next_attempt_at} />
        </div>
      )}
    </>
  );
}

/** Each notification to each channel: its alert, status and attempts; read again every 5 s while retries run. */
export function DeliveriesSection() {
  const deliveries = useQuery(alertQueries.deliveries());
  const alerts = useQuery(alertQueries.history());
  const alertOf = (id: string) => alerts.data?.find((a) => a.id === id);
  const what = (d: AlertDelivery) => {
    if (d.event === 'test') return 'Test notification';
    const a = alertOf(d.alert_id);
    if (d.event === 'budget') return a ? `Budget: ${a.threshold ?? '—'} % of the monthly budget crossed` : 'Budget: a share of the monthly budget crossed';
    const event = d.event === 'resolved' ? 'Resolved' : d.event === 'firing' ? 'Firing' : d.event;
    return a ? `${event}: ${metricText(a.metric)} of ${a.workspace_name || a.workspace_id}` : `${event}: ${d.alert_id || '—'}`;
  };
  return (
    <Section title="Delivery log">
      {deliveries.data ? (
        <DataTable
          rows={deliveries.data}
          rowKey={(d, i) => d.id || `no-id-${i}`}
          caption="Delivery log"
          empty={<p className="muted">Nothing sent yet.</p>}
          columns={[
            { header: 'When', className: 'small', cell: (d) => <Time value={d.created_at} /> },
            { header: 'Channel', className: 'break', cell: (d) => d.channel_name || d.channel_id || '—' },
            { header: 'Alert', className: 'break', cell: what },
            { header: 'Status', cell: (d) => <StatusCell d={d} /> },
            { header: 'Attempts', className: 'num', cell: (d) => (d.attempts === null ? '—' : String(d.attempts)) },
            { header: 'Last answer', className: 'break small', cell: (d) => d.last_result || '—' },
          ]}
        />
      ) : deliveries.isError ? (
        <ReadFailed what="Delivery log" why={NO_ALERTS} error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : (
        <p className="muted">Loading…</p>
      )}
    </Section>
  );
}
