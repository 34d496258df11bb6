import type { WorkspaceType } from './workspace-schema';
import { sizeFacts } from './sizes';
import { formatBytes } from '@/lib/format';

/**
 * The console's rule for "does the graph fit this size": the graph's topology
 * (`graph_topology_size_bytes`, as the service reports it) should take at most
 * this share of the size's memory. TigerGraph keeps the graph in memory, and its
 * own documentation names data volume as the largest factor in memory use, with
 * queries and loading needing memory on top (docs.tigergraph.com, "Memory
 * management"). The 30 % left over is this console's margin, not a figure the
 * service guarantees.
 */
export const TOPOLOGY_SHARE = 0.7;

export const fitRule = `The graph should take at most ${Math.round(TOPOLOGY_SHARE * 100)} % of a size's memory: TigerGraph keeps the graph in memory, and queries and loading need memory on top (TigerGraph documentation, "Memory management"). The figure is this console's margin, not a guarantee of the service.`;

export interface GraphFootprint {
  /** graph_topology_size_bytes: the graph in memory. */
  topologyBytes: number;
  /** folder_statistics.total_size: what the database stores on disk. */
  storedBytes: number;
}

type FitVerdict = 'fits' | 'tight' | 'too-small' | 'unknown';

interface Fit {
  verdict: FitVerdict;
  /** The topology's share of the size's memory (NaN when either is unknown). */
  share: number;
  /** One sentence for the person choosing the size. */
  message: string;
}

const GiB = 1024 ** 3;

/** Whether a graph of this footprint fits a size, by the rule above. */
export function graphFit(size: WorkspaceType, graph: GraphFootprint): Fit {
  const memoryGiB = sizeFacts(size).memoryGiB;
  const topology = graph.topologyBytes;
  if (!Number.isFinite(memoryGiB) || memoryGiB <= 0)
    return {
      verdict: 'unknown',
      share: Number.NaN,
      message: `The service did not give ${size.typeName}'s memory as a number, so the console cannot tell whether the graph fits.`,
    };
  if (!Number.isFinite(topology) || topology <= 0) {
    const stored = graph.storedBytes > 0 ? ` It stores ${formatBytes(graph.storedBytes)} on disk.` : '';
    return {
      verdict: 'unknown',
      share: Number.NaN,
      message: `The service did not report the graph's size in memory, so the console cannot tell whether it fits ${size.typeName}.${stored}`,
    };
  }
  const share = topology / (memoryGiB * GiB);
  const figures = `the graph takes ${formatBytes(topology)} in memory; ${size.typeName} has ${formatBytes(memoryGiB * GiB)}`;
  if (share > 1) return { verdict: 'too-small', share, message: `The graph does not fit ${size.typeName}: ${figures}.` };
  if (share > TOPOLOGY_SHARE)
    return {
      verdict: 'tight',
      share,
      message: `The graph may not fit ${size.typeName}: ${figures} (${Math.round(share * 100)} %, more than ${Math.round(TOPOLOGY_SHARE * 100)} %).`,
    };
  return { verdict: 'fits', share, message: `The graph fits ${size.typeName}: ${figures} (${Math.round(share * 100)} %).` };
}

/** A workspace's footprint, from what the service reports of it. */
export function footprintOf(ws: { graph_topology_size_bytes: number | null; folder_statistics: { total_size: number | null } | null }): GraphFootprint {
  return { topologyBytes: ws.graph_topology_size_bytes ?? 0, storedBytes: ws.folder_statistics?.total_size ?? 0 };
}

/** Whether a verdict deserves a warning. */
export const warns = (fit: Fit): boolean => fit.verdict === 'tight' || fit.verdict === 'too-small';

/** The warning for a size when the graph may not fit it; none for a size that fits, cannot be told, or is not offered. */
export function fitWarning(size: WorkspaceType | undefined, graph: GraphFootprint): Fit | undefined {
  const fit = size && graphFit(size, graph);
  return fit && warns(fit) ? fit : undefined;
}
