import { useQuery } from '@tanstack/react-query';
import { monitoringQueries } from './monitoring-queries';
import type { Workspace } from '@/kernel/workspace-schema';
import { summaryValue } from './monitoring-now';
import { isRunning } from './monitoring-status';
import { describeAlert, useLoadAlerts } from './load-warning';
import { IDLE } from './idle';
import '@/ui/placeholders.css';
import { knowOperations } from '@/api/loaded-operations';
import { workgroupOperations } from '@/kernel/workgroups-operations';
import { metaOperations } from '@/kernel/meta-operations';

// The workgroup screen (whose chunk holds this cell: its route passes it in) waits for a workgroup read:
// its rows and those of the options it shows (region names) come with the screen's chunk (the page preloads them on
// landing), not a round trip after its code has run.
knowOperations({ ...workgroupOperations, ...metaOperations });

/**
 * A workspace's current CPU and memory in the workgroup's list, from the workgroup
 * summary; one running hot is marked, and its warning named.
 */
export function WorkspaceLoadCell({ ws }: { ws: Workspace }) {
  const summary = useQuery(monitoringQueries.summary(ws.workgroup_id));
  const running = isRunning(ws.status) && !!ws.workspace_id;
  const { alerts, thresholds, idle } = useLoadAlerts({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, running);
  if (!running) return <span className="muted">Not running</span>;
  if (summary.isError) return <span className="muted">{summary.error.lacksPath ? 'Not offered' : 'Could not be read'}</span>;
  const metrics = summary.data?.workspaceMetrics.find((m) => m.workspaceID === ws.workspace_id)?.metrics;
  const cpu = summaryValue(metrics, 'tigergraph_cpu_usage');
  const memory = summaryValue(metrics, 'tigergraph_memory_usage_percent');
  // The cell keeps the height of its tallest answer (the figures, a badge and two warnings) from the start:
  // the history and thresholds answer after the summary, and a row growing then would push the rows below.
  if (summary.isPending)
    return (
      <div className="load-cell">
        <span className="muted">…</span>
      </div>
    );
  const hot = (cpu ?? 0) > thresholds.cpu || (memory ?? 0) > thresholds.memory;
  const critical = alerts.some((a) => a.level === 'critical');
  return (
    <div className="nowrap load-cell">
      <div>
        CPU {cpu === undefined ? '—' : `${cpu.toFixed(0)} %`} · Memory {memory === undefined ? '—' : `${memory.toFixed(0)} %`}
      </div>
      {(hot || alerts.length > 0) && (
        <span className={critical ? 'badge badge-error' : 'badge badge-warn'} title={alerts.map(describeAlert).join('; ') || undefined}>
          {critical ? 'Critical' : alerts.length ? 'Warning: runs hot' : 'Hot now'}
        </span>
      )}
      {!hot && idle && (
        <>
          <span className="badge badge-idle">Idle</span>
          <div className="muted small">
            CPU below {IDLE.cpuPercent} % for {Math.round(idle.minutes)} min
          </div>
        </>
      )}
      {alerts.map((a) => (
        <div key={a.metric} className="muted small">
          {a.metric} above {a.threshold} % for {Math.round(a.minutes)} min
        </div>
      ))}
    </div>
  );
}
