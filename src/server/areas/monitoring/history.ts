import type { WorkspaceRecord } from '@/server/model';
import { timeAxis, type HistorySeries, type MetricHistory, type MetricKind, type MetricRange } from '@/features/monitoring/metric-history';
import { sampleWorkspace } from '@/server/kernel/simulation';
import { profileOf, stateAt, type MonitoringRecord } from '@/server/kernel/monitoring-state';

/**
 * A workspace's history on the embedded control plane: at each step of the range,
 * the simulation's samples for the state the workspace was in then (state.ts).
 * Nothing before the workspace's creation: those points are gaps.
 */
export function embeddedHistory(ws: WorkspaceRecord, rec: MonitoringRecord | undefined, range: MetricRange, now: number): MetricHistory {
  const times = timeAxis(range, now);
  const lines: Record<MetricKind, Map<string, (number | null)[]>> = { cpu: new Map(), memory: new Map(), disk: new Map(), qps: new Map(), latency: new Map() };
  const put = (kind: MetricKind, label: string, i: number, v: number) => {
    let values = lines[kind].get(label);
    if (!values) lines[kind].set(label, (values = new Array<number | null>(times.length).fill(null)));
    values[i] = v;
  };
  const created = Date.parse(ws.created_at) || 0;
  const profile = profileOf(rec);
  times.forEach((s, i) => {
    const t = s * 1000;
    if (t < created || t > now) return;
    const sample = sampleWorkspace(ws.workspace_id, profile, stateAt(ws, rec, t), t);
    for (const node of sample.nodes) {
      put('cpu', node.hostId, i, node.cpuPercent);
      put('memory', node.hostId, i, node.memoryPercent);
      for (const d of node.disk) put('disk', `${node.hostId} ${d.path}`, i, d.usedMB);
    }
    for (const e of sample.endpoints) {
      put('qps', e.endpoint, i, e.qps);
      put('latency', e.endpoint, i, e.latencyMs);
    }
  });
  const series = Object.fromEntries(
    Object.entries(lines).map(([kind, m]) => [kind, [...m].map(([label, values]): HistorySeries => ({ label, values }))]),
  ) as Record<MetricKind, HistorySeries[]>;
  return { source: 'embedded', range, stepSeconds: times.length > 1 ? times[1]! - times[0]! : 0, times, series };
}
