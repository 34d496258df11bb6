import type { WorkspaceType } from './workspace-schema';
import { fitWarning, footprintOf, graphFit, warns, type GraphFootprint } from './fit';

/**
 * The one rule for "may this workspace be set to this size": the size advice, the resize
 * dialog, the schedule form and the embedded control plane all ask it, so none of them
 * offers what another refuses.
 */
export const READ_ONLY_RESIZE =
  "A read-only workspace cannot be resized: it runs at the size it was created with and follows its database's read-write workspace.";

/** What the rule needs to know of a workspace: its mode and its graph. */
export interface SizeSubject {
  is_rw: boolean;
  graph_topology_size_bytes: number | null;
  folder_statistics: { total_size: number | null } | null;
}

/** Why the workspace cannot be given another size at all (now or by a schedule); undefined when it can. */
export function resizeRefusal(ws: { is_rw: boolean }): string | undefined {
  return ws.is_rw ? undefined : READ_ONLY_RESIZE;
}

/** Whether a size may hold the workspace's graph (kernel/fit.ts): `warns` when it may not, with the sentence saying so. */
export function sizeVerdict(ws: SizeSubject, size: WorkspaceType) {
  const fit = graphFit(size, footprintOf(ws));
  return { refusal: resizeRefusal(ws), fit, warns: warns(fit) };
}

/** True when the graph fits the size by the rule, or cannot be told (nothing to warn of). */
export function holdsGraph(size: WorkspaceType, graph: GraphFootprint): boolean {
  return !warns(graphFit(size, graph));
}

/** The warning for a size when it may not hold the workspace's graph; none when it fits, cannot be told, or is not offered. */
export function sizeWarning(ws: SizeSubject, size: WorkspaceType | undefined) {
  return fitWarning(size, footprintOf(ws));
}
