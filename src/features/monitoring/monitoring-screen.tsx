import { useMemo } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { workspaceQueries } from '@/kernel/workspaces-queries';
import { metaQueries } from '@/kernel/meta-queries';
import { monitoringQueries } from './monitoring-queries';
import { historyQuery } from './metric-history-queries';
import { PageHeader, Section } from '@/ui/page';
import { useFirstReads } from '@/ui/first-reads';
import { useLoadAlerts } from './load-warning';
import { LoadWarning } from './load-notes';
import { AfterPaint } from '@/ui/after-paint';
import { METRIC_KINDS, METRIC_RANGES, metricRangeNames, type MetricKind } from './metric-history';
import { parsePromText, PromTextError } from './prom-text';
import { currentFromScrape, type CurrentValues } from './monitoring-now';
import { isRunning } from './monitoring-status';
import { formatBytes } from '@/lib/format';
import { MetricPanel, type PanelSpec } from './metric-panel';
import { SizeAdvicePanel } from './size-advice-panel';
import { ThresholdsForm } from './thresholds-form';
import { useLiveHistory } from './live-history';
import './monitoring.css';
import { statusLabel } from '@/lib/workspace-status';
import { knowOperations } from '@/api/loaded-operations';
import { workspaceOperations } from '@/kernel/workspaces-operations';
import { metaOperations } from '@/kernel/meta-operations';

// The rows of what this screen reads as it lands (what it waits for and the service's options it shows) come with its
// chunk (the page preloads them on landing), not a round trip after its code has run.
knowOperations({ ...workspaceOperations, ...metaOperations });

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/monitoring');

const pct = (v: number) => `${v.toFixed(1)} %`;
// Disk samples arrive in MiB.
const mb = (v: number) => formatBytes(v * 1024 ** 2);
const panels: Record<MetricKind, PanelSpec> = {
  cpu: { title: 'CPU per node', format: pct },
  memory: { title: 'Memory per node', format: pct },
  disk: { title: 'Disk by path', format: mb, mebibytes: true },
  qps: { title: 'Queries per second', format: (v) => `${v.toFixed(1)}/s` },
  latency: { title: 'Latency', format: (v) => `${v.toFixed(0)} ms` },
};

const sourceLine = {
  embedded: 'kept by the embedded control plane',
  prometheus: 'read from Prometheus',
  live: 'gathered from the scrapes since this view opened',
};

/** A workspace's CPU, memory, disk, queries and latency over 1 hour, 24 hours or 7 days. */
export function MonitoringScreen() {
  const { workgroupID, workspaceID } = route.useParams();
  const p = { workgroupID, workspaceID };
  const { range } = route.useSearch();
  const { data: ws } = useSuspenseQuery(workspaceQueries.detail(p));
  const scrape = useQuery(monitoringQueries.scrape(p));
  const history = useQuery(historyQuery(p, range));
  // The sizes, for the advice (read here too, so the view waits for them the first time).
  const sizes = useQuery(metaQueries.workspaceOptions());
  const running = isRunning(ws.status);
  const { alerts, settled } = useLoadAlerts(p, running);
  // The first time, the view waits for its reads (or their first failure) and shows all at once:
  // a warning, charts or advice arriving one by one would push what is already shown down the page.
  const ready = useFirstReads(`${workgroupID}/${workspaceID}`, [scrape, history, sizes]) && settled;
  const parsed = useMemo((): { now?: CurrentValues; error?: string } => {
    if (scrape.data === undefined) return {};
    try {
      return { now: currentFromScrape(parsePromText(scrape.data)) };
    } catch (e) {
      return { error: e instanceof PromTextError ? e.message : 'The scrape could not be read.' };
    }
  }, [scrape.data]);
  const live = useLiveHistory(parsed.now, scrape.dataUpdatedAt);
  const noHistory = history.isError && history.error.notOffered;
  const shown = history.data ?? (noHistory ? live : undefined);
  return (
    <>
      <PageHeader
        title={`Monitoring of ${ws.name || workspaceID}`}
        names={{ workgroup: ws.workgroup_name || workgroupID, workspace: ws.name || workspaceID }}
        description={`${ws.workspace_type?.typeName ?? 'Unknown size'} · ${statusLabel(ws.status) || 'unknown state'}. Current values come from the workspace's scrape, every 15 seconds.`}
      />
      <nav className="range-picker" aria-label="Range">
        {metricRangeNames.map((r) => (
          <Link key={r} to="." search={{ range: r }} className="button" aria-current={r === range ? 'page' : undefined}>
            {METRIC_RANGES[r].label}
          </Link>
        ))}
      </nav>
      {!ready ? (
        <p className="muted" role="status">
          Reading the current values and the history…
        </p>
      ) : (
        <>
          <LoadWarning p={p} alerts={alerts} withLink={false} />
          <div className="monitoring-status" role="status">
            {scrape.isError && (
              <p className="notice notice-warn">
                {scrape.error.lacksPath
                  ? 'This deployment does not offer the scrape path (/metrics/…): no current values.'
                  : `The scrape failed: ${scrape.error.message}`}
              </p>
            )}
            {parsed.error && <p className="notice notice-warn">The scrape is not in Prometheus's text format, so its values are not shown. {parsed.error}</p>}
            {!running && (
              <p className="notice">
                The workspace is {statusLabel(ws.status).toLowerCase() || 'not running'}: it uses no CPU or memory, and its services are down.
              </p>
            )}
            {parsed.now && parsed.now.servicesDown.length > 0 && running && (
              <p className="notice notice-warn">
                Services not online: {parsed.now.servicesDown.map((s) => `${s.service} on ${s.host} (status ${s.status})`).join(', ')}.
              </p>
            )}
            {history.isError && (
              <p className="notice">
                {noHistory
                  ? `No history: ${history.error.message}. ${live ? 'The charts show what was scraped since this view opened.' : ''}`
                  : `The history could not be read: ${history.error.message}`}
              </p>
            )}
            {history.data && (
              <p className="muted small">
                History {sourceLine[history.data.source]}, one point every {describeStep(history.data.stepSeconds)}.
              </p>
            )}
            {history.isPending && <p className="muted">Reading the history…</p>}
          </div>
          <div className="metric-grid">
            {shown &&
              METRIC_KINDS.map((kind) => (
                <MetricPanel key={kind} spec={panels[kind]} times={shown.times} series={shown.series[kind]} current={parsed.now?.values[kind]} />
              ))}
          </div>
          {/* Below the charts: drawn in a task of their own once the charts' frame has painted. */}
          <AfterPaint>
            <Section title="Size advice">
              <SizeAdvicePanel ws={ws} history={history.data} />
            </Section>
            <Section title="Alert thresholds">
              <ThresholdsForm p={p} />
            </Section>
          </AfterPaint>
        </>
      )}
    </>
  );
}

function describeStep(s: number): string {
  return s >= 60 ? `${s / 60} minutes` : `${s} seconds`;
}
