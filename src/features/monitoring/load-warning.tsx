import { useQuery } from '@tanstack/react-query';
import { monitoringQueries } from './monitoring-queries';
import { historyQuery } from './metric-history-queries';
import { alertFor, WARNING, type LoadAlert } from './load-alerts';
import { useFirstReads } from '@/ui/first-reads';
import { idleFor, type Idle } from './idle';
import { knowOperations } from '@/api/loaded-operations';
import { monitoringOperations } from './monitoring-operations';

// A screen that shows a load warning reads the history and thresholds as it lands: their rows come with it, not a
// round trip after its code has run.
knowOperations(monitoringOperations);

type WSParams = { workgroupID: string; workspaceID: string };

/**
 * A running workspace's warnings, from the last hour of its history and its own
 * thresholds (the vendor's 80 % where it has none, or where the deployment keeps none).
 */
export function useLoadAlerts(
  p: WSParams,
  running: boolean,
): { alerts: LoadAlert[]; thresholds: { cpu: number; memory: number }; settled: boolean; idle?: Idle | undefined } {
  const history = useQuery({ ...historyQuery(p, '1h'), enabled: running });
  const thresholds = useQuery({ ...monitoringQueries.thresholds(p), enabled: running });
  const cpu = thresholds.data?.cpu_percent ?? WARNING.percent;
  const memory = thresholds.data?.memory_percent ?? WARNING.percent;
  // Both reads in (see useFirstReads): a screen that waits for this shows its warning with the rest.
  const settled = useFirstReads(`${p.workgroupID}/${p.workspaceID}`, running ? [history, thresholds] : []);
  const h = history.data;
  if (!running || !h) return { alerts: [], thresholds: { cpu, memory }, settled };
  const alerts = [alertFor('CPU', h.times, h.series.cpu, cpu), alertFor('Memory', h.times, h.series.memory, memory)].filter((a): a is LoadAlert => !!a);
  // Idle is the other end of the same history (features/monitoring/idle.ts): flagged where running hot is.
  return { alerts, thresholds: { cpu, memory }, settled, idle: alerts.length ? undefined : idleFor(h.times, h.series.cpu) };
}

export const minutes = (m: number) => (m >= 60 ? `${Math.floor(m / 60)} h ${Math.round(m % 60)} min` : `${Math.round(m)} min`);

export function describeAlert(a: LoadAlert): string {
  return `${a.metric} above ${a.threshold} % for ${minutes(a.minutes)} (now ${a.current.toFixed(1)} % on the busiest node)`;
}
