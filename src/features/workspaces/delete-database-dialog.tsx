import type { Database } from '@/kernel/workspace-schema';
import type { Workgroup } from '@/kernel/workgroup-schema';
import { useDeleteDatabase } from './databases-queries';
import { deleteDatabaseRefusal } from '@/kernel/lifecycle-rules';
import { RefusedDialog } from '@/ui/refused-dialog';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

/** Deleting a database: typed confirmation; refused before sending while the workgroup lists workspaces attached to it (the service's rule). */
export function DeleteDatabaseDialog({ wg, db, onClose }: { wg: Workgroup; db: Database; onClose: () => void }) {
  const remove = useDeleteDatabase(wg.workgroup_id);
  const name = db.name || db.database_id;
  const attached = wg.workspaces.filter((w) => w.database_id === db.database_id).map((w) => ({ name: w.name || w.workspace_id }));
  const refused = deleteDatabaseRefusal({ name }, attached);
  // Checked only before this dialog sends: a refusal the service has answered shows in the dialog that sent it.
  if (refused && remove.isIdle)
    return <RefusedDialog open onClose={onClose} title={`Delete database ${name}?`} lead="Cannot delete it." reason={refused} after="Nothing was sent." />;
  return (
    <TypedConfirmDialog
      open
      onClose={onClose}
      title={`Delete database ${name}?`}
      confirmText={name}
      actionLabel="Delete database"
      mutation={remove}
      extra={
        <CopyRequest operation="deleteDatabase" args={() => ({ params: { workgroupID: wg.workgroup_id, databaseID: db.database_id }, body: undefined })} />
      }
      onConfirm={() =>
        remove.mutateAsync(db.database_id).then(() => {
          toast({ tone: 'success', title: `Database ${name} deleted` });
          onClose();
        })
      }
    >
      <p>This permanently deletes the database and all its data. It cannot be undone.</p>
    </TypedConfirmDialog>
  );
}
