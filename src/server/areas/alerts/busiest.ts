import type { WorkspaceSample } from '@/server/kernel/simulation';
import type { Metric } from './model';

/**
 * The busiest node's value of each metric, as the exported Prometheus rules compute it from the
 * scrape (rules.ts): CPU `tigergraph_cpu_usage{service_name=""}`, memory
 * `tigergraph_memory_usage_percent`, disk the node's used space over used plus free
 * (`tigergraph_diskspace_usage` summed over its paths, `tigergraph_diskspace_free` of the node).
 * A workspace that is not running has no value: it alerts on nothing.
 */
export function busiestValues(sample: WorkspaceSample): Record<Metric, number> | undefined {
  if (!sample.running || sample.nodes.length === 0) return undefined;
  const disk = (n: WorkspaceSample['nodes'][number]) => {
    const used = n.disk.reduce((s, d) => s + d.usedMB, 0);
    const free = Math.max(0, ...n.disk.map((d) => d.freeMB));
    return used + free > 0 ? (100 * used) / (used + free) : 0;
  };
  return {
    cpu: Math.max(...sample.nodes.map((n) => n.cpuPercent)),
    memory: Math.max(...sample.nodes.map((n) => n.memoryPercent)),
    disk: Math.round(Math.max(...sample.nodes.map(disk)) * 10) / 10,
  };
}
