import type { ReactNode } from 'react';
import type { Workspace } from './workspace-schema';
import { IdleNote, LoadWarning, useLoadAlerts } from '@/features/monitoring/load-warning';
import { resizeRefusal } from './size-rule';
import { isRunning } from '@/features/monitoring/monitoring-status';

/**
 * A running workspace above its thresholds says so below its status, with the way to its
 * monitoring and advice. What follows the warning shows with it, once the load is known: a warning
 * arriving later would push the whole screen down under the reader's eyes.
 */
export function WithLoadWarning({ ws, children }: { ws: Workspace; children: ReactNode }) {
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  const { alerts, settled, idle } = useLoadAlerts(p, isRunning(ws.status) && !!ws.workspace_id);
  if (!settled)
    return (
      <p className="muted" role="status">
        Checking the workspace’s load…
      </p>
    );
  return (
    <>
      <LoadWarning p={p} alerts={alerts} withLink />
      <IdleNote p={p} idle={idle} resizable={!resizeRefusal(ws)} />
      {children}
    </>
  );
}
