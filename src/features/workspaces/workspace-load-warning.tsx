import type { Workspace } from '@/api/schemas';
import { LoadWarning, useLoadAlerts } from '@/ui/load-warning';
import { isRunning } from '@/lib/monitoring-status';

/** A running workspace above its thresholds says so at the top of its screen, with the way to its monitoring and advice. */
export function WorkspaceLoadWarning({ ws }: { ws: Workspace }) {
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  const { alerts } = useLoadAlerts(p, isRunning(ws.status) && !!ws.workspace_id);
  return <LoadWarning p={p} alerts={alerts} withLink />;
}
