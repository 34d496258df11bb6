import { useState } from 'react';
import type { Workspace } from '@/kernel/workspace-schema';
import type { TgVersion } from '@/kernel/meta-schema';
import { useUpgradeWorkspace } from '@/kernel/workspaces-queries';
import { statusTone, statusLabel } from '@/lib/workspace-status';
import { versionLabel } from './versions';
import { withVendorDefault } from './maintenance';
import { nextMaintenanceWindow } from './maintenance-next';
import { MaintenanceWindowTime } from './maintenance-window-time';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

/**
 * The upgrade's typed confirmation. It comes with the zone maths that place the next maintenance window
 * (loaded with it, when it opens), so it never draws before it knows whether the window can be chosen:
 * unchosen, the upgrade waits for the window where there is one (less harm than a restart now).
 */
export function UpgradeDialog({ ws, target, onClose }: { ws: Workspace; target: TgVersion; onClose: () => void }) {
  const upgrade = useUpgradeWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const [chosenWhen, setScheduled] = useState<boolean>();
  const nextWindow = nextMaintenanceWindow(withVendorDefault(ws), Date.now());
  const scheduled = chosenWhen ?? nextWindow !== undefined;
  const windowText = nextWindow === undefined ? undefined : <MaintenanceWindowTime at={nextWindow} zone={ws.maintenance_window_time_zone || 'UTC'} />;
  return (
    <TypedConfirmDialog
      open
      onClose={onClose}
      title={`Upgrade ${ws.name} from ${ws.tg_version} to ${target.name}?`}
      confirmText={target.name}
      actionLabel={`Upgrade to ${target.name}`}
      mutation={upgrade}
      onConfirm={() =>
        upgrade.mutateAsync({ desired_version: target.name, scheduled }).then(() => {
          toast({
            tone: 'info',
            title: scheduled ? `${ws.name} will move to ${target.name} at its next maintenance window` : `Upgrading ${ws.name} to ${target.name}`,
          });
          onClose();
        })
      }
      extra={
        <CopyRequest
          operation="upgradeWorkspace"
          args={() => ({ params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, body: { desired_version: target.name, scheduled } })}
        />
      }
    >
      <p>
        {ws.name} runs {ws.tg_version}. It moves to {target.name} ({versionLabel(target)})
        {statusTone(ws.status) === 'ok'
          ? ' and is unavailable while it restarts on the new version.'
          : `; it is ${statusLabel(ws.status).toLowerCase() || 'not running'} now, so it runs the new version when it next starts.`}
      </p>
      <fieldset>
        <legend>When</legend>
        <label className="check-field">
          <input type="radio" name="upgrade-when" checked={!scheduled} onChange={() => setScheduled(false)} /> Now
        </label>
        <label className="check-field">
          <input type="radio" name="upgrade-when" checked={scheduled} disabled={nextWindow === undefined} onChange={() => setScheduled(true)} /> At the next
          maintenance window
        </label>
        <p className="muted small">
          {windowText ? <>Next window: {windowText}.</> : 'This workspace has no maintenance window the console can place, so it can only be upgraded now.'}
        </p>
      </fieldset>
      <p className="muted small">Read the release notes of {target.name} first: there is no way back to an older version afterwards.</p>
    </TypedConfirmDialog>
  );
}

/** A link (`?dialog=upgrade&version=…`) naming a version not offered from the running one: said where the versions are, nothing opens. */
export function UpgradeNotOffered({ asked, from, anyOffered, onDismiss }: { asked: string; from: string; anyOffered: boolean; onDismiss: () => void }) {
  return (
    <div className="notice notice-warn small" role="alert">
      <p>
        The address asked to upgrade to {asked}, which is not offered from {from || 'this version'}
        {anyOffered ? ': choose one of the versions above.' : '.'}
      </p>
      <button type="button" className="button button-small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
