import { useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { backupQueries } from './backups-queries';
import { restoreRunningRefusal } from '@/kernel/lifecycle-rules';
import { RefusedDialog } from '@/ui/refused-dialog';
import type { Backup } from './backup-schema';
import type { Workspace } from '@/kernel/workspace-schema';
import { useDeleteBackup, useRestoreBackup } from './backups-queries';
import { formatSizeString } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';
import { backupName, confirmTextOf, restorable } from './backup-labels';
import { TakeBackupDialog } from './take-backup-dialog';

const route = getRouteApi('/workgroups/$workgroupID/workspaces/$workspaceID/backups');

type WS = { workgroupID: string; workspaceID: string };

/** The dialogs a URL opens on the backups screen (`?dialog=take|restore|delete&backup=…`). */
export function BackupDialogs({ p, ws, backups }: { p: WS; ws: Workspace; backups: Backup[] | undefined }) {
  const { dialog, backup: backupID, job } = route.useSearch();
  // The restore job the screen follows (?job=…): while it runs, a link to take, restore or delete a backup is refused here.
  const jobStatus = useQuery({ ...backupQueries.restore({ ...p, job: job ?? '' }), enabled: Boolean(job) });
  const navigate = route.useNavigate();
  const close = () => void navigate({ search: (s) => ({ ...s, dialog: undefined, backup: undefined }), replace: true });
  // The backup this screen has just deleted: gone from the list before its dialog's address is, and no link's mistake.
  const [deleted, setDeleted] = useState<string>();
  const restoreRefused = restoreRunningRefusal('backups', { name: ws.name || ws.workspace_id, status: ws.status }, jobStatus.data?.status === 'Running');
  if (dialog === 'take' && restoreRefused) return <RefusedDialog open onClose={close} title={`Take a backup of ${ws.name}`} reason={restoreRefused} />;
  if (dialog === 'take') return <TakeBackupDialog p={p} ws={ws} manualCount={(backups ?? []).filter((b) => !b.is_automatic).length} onClose={close} />;
  if (!backups) return null;
  const backup = backups.find((b) => b.id === backupID);
  // A link to a backup that is not listed (deleted since, or mistyped) says so instead of opening nothing.
  if ((dialog === 'restore' || dialog === 'delete') && !backup && backupID !== deleted)
    return (
      <RefusedDialog
        open
        onClose={close}
        title={dialog === 'restore' ? 'Restore from a backup' : 'Delete a backup'}
        lead="No such backup."
        reason={`${backupID ? `No backup “${backupID}” is` : 'No backup is named in the address, so none is'} listed for ${ws.name || ws.workspace_id}: it may have been deleted, or the link is mistyped. Choose one in the list of backups.`}
        after="Nothing was sent."
      />
    );
  // A link to restore a backup that did not complete is refused: it holds no data (the table says so too).
  if (dialog === 'restore' && backup && !restorable(backup))
    return (
      <RefusedDialog
        open
        onClose={close}
        title={`Restore ${ws.name} from ${backupName(backup)}?`}
        lead="Cannot restore it."
        reason={`${backupName(backup)} did not complete (${backup.status || 'status not reported'}), so it holds no data to restore.`}
        after="Nothing was sent."
      />
    );
  if (dialog === 'restore' && backup)
    return (
      <RestoreDialog
        p={p}
        ws={ws}
        backup={backup}
        refused={restoreRefused}
        onClose={close}
        onStarted={(job) => void navigate({ search: (s) => ({ ...s, dialog: undefined, backup: undefined, job, from: backup.id }), replace: true })}
      />
    );
  if (dialog === 'delete' && backup && restoreRefused)
    return <RefusedDialog open onClose={close} title={`Delete ${backupName(backup)}?`} reason={restoreRefused} />;
  if (dialog === 'delete' && backup) return <DeleteBackupDialog p={p} backup={backup} onDeleting={() => setDeleted(backup.id)} onClose={close} />;
  return null;
}

function RestoreDialog({
  p,
  ws,
  backup,
  refused,
  onClose,
  onStarted,
}: {
  p: WS;
  ws: Workspace;
  backup: Backup;
  refused: string | undefined;
  onClose: () => void;
  onStarted: (job: string) => void;
}) {
  const restore = useRestoreBackup(p);
  // Refused only before this dialog sends: the restore it starts makes the workspace Restoring too.
  if (refused && restore.isIdle) return <RefusedDialog open onClose={onClose} title={`Restore ${ws.name} from ${backupName(backup)}?`} reason={refused} />;
  const versionDiffers = backup.version && ws.tg_version && backup.version !== ws.tg_version;
  return (
    <TypedConfirmDialog
      open
      onClose={onClose}
      title={`Restore ${ws.name} from ${backupName(backup)}?`}
      confirmText={confirmTextOf(backup, ws.name || ws.workspace_id)}
      actionLabel="Restore"
      mutation={restore}
      onConfirm={() =>
        restore.mutateAsync(backup.id).then((job) => {
          // Named by what the person chose: the workspace and the backup (the service's job id means nothing to them).
          toast({
            tone: 'info',
            title: `Restoring ${ws.name} from ${backupName(backup)}`,
            detail: `${ws.name} is offline until it ends; its progress shows above the list of backups.`,
          });
          onStarted(job);
        })
      }
      extra={<CopyRequest operation="restoreBackup" args={() => ({ params: p, body: { backup_id: backup.id } })} />}
    >
      <p>
        <strong>{ws.name} goes offline</strong> until the restore ends, and <strong>its data is replaced</strong> by this backup&apos;s (
        {formatSizeString(backup.size_bytes)}, taken {backup.time ? formatDateTime(backup.time) : 'at an unknown time'}).
      </p>
      <p>Everything written to it since that time is lost. Take a backup first if you may need it.</p>
      {versionDiffers && (
        <p className="field-warn" role="note">
          This backup was taken on version {backup.version}; the workspace runs {ws.tg_version}. Check that the service supports restoring across these
          versions.
        </p>
      )}
      {backup.status && backup.status !== 'Succeeded' && <p className="field-warn">This backup&apos;s status is {backup.status}: the restore may fail.</p>}
      {!backup.tag && <p className="muted small">This backup has no tag: to confirm, type the name of the workspace whose data is replaced.</p>}
    </TypedConfirmDialog>
  );
}

function DeleteBackupDialog({ p, backup, onClose, onDeleting }: { p: WS; backup: Backup; onClose: () => void; onDeleting: () => void }) {
  const remove = useDeleteBackup(p);
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => {
        if (!o) {
          remove.reset();
          onClose();
        }
      }}
      title={`Delete ${backupName(backup)}?`}
      actionLabel="Delete backup"
      danger
      pending={remove.isPending}
      error={remove.error}
      extra={<CopyRequest operation="deleteBackup" args={() => ({ params: p, body: { backup_id: backup.id } })} />}
      onConfirm={() => {
        onDeleting();
        return remove.mutateAsync(backup.id).then(() => {
          toast({ tone: 'success', title: 'Backup deleted' });
          onClose();
        });
      }}
    >
      <p>
        The {backup.is_automatic ? 'automatic' : 'manual'} backup {backup.tag ? <strong>{backup.tag}</strong> : null} taken{' '}
        {backup.time ? formatDateTime(backup.time) : 'at an unknown time'} ({formatSizeString(backup.size_bytes)}) is deleted for good: it can no longer be
        restored.
      </p>
    </ConfirmDialog>
  );
}
