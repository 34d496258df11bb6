import { Suspense, type ReactNode } from 'react';
import type { Workspace } from '@/kernel/workspace-schema';
import { useLoadAlerts } from './load-warning';
import { resizeRefusal } from '@/kernel/size-rule';
import { isRunning } from './monitoring-status';
// The notes come with the screen: a hot or idle workspace's screen waits for them (below), and loaded on demand they
// were two round trips after its code had run (an entry file and the notes' own).
import { IdleNote, LoadWarning } from './load-notes';

const checking = (
  <p className="muted" role="status">
    Checking the workspace’s load…
  </p>
);

/**
 * A running workspace above its thresholds says so below its status, with the way to its
 * monitoring and advice. What follows the warning shows with it, once the load is known: a warning
 * arriving later would push the whole screen down under the reader's eyes.
 */
export function WithLoadWarning({ ws, children }: { ws: Workspace; children: ReactNode }) {
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  const { alerts, settled, idle } = useLoadAlerts(p, isRunning(ws.status) && !!ws.workspace_id);
  if (!settled) return checking;
  // The same tree either way, so that the screen below keeps its state when a note comes or goes.
  return (
    <Suspense fallback={checking}>
      {alerts.length > 0 && <LoadWarning p={p} alerts={alerts} withLink />}
      {idle && <IdleNote p={p} idle={idle} resizable={!resizeRefusal(ws)} />}
      {children}
    </Suspense>
  );
}
