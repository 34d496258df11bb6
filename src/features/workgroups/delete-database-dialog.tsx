import type { Database } from '@/features/workspaces/workspace-schema';
import type { Workgroup } from './workgroup-schema';
import { useDeleteDatabase } from '@/features/workspaces/databases-queries';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { CopyRequest } from '@/ui/copy-request';
import { toast } from '@/ui/toasts';

/** Deleting a database: typed confirmation; the service refuses while workspaces are attached, and its reason shows here. */
export function DeleteDatabaseDialog({ wg, db, onClose }: { wg: Workgroup; db: Database; onClose: () => void }) {
  const remove = useDeleteDatabase(wg.workgroup_id);
  const name = db.name || db.database_id;
  const attached = wg.workspaces.filter((w) => w.database_id === db.database_id);
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
      {attached.length > 0 && (
        <p className="field-warn">
          Workspaces still attached: {attached.map((w) => w.name).join(', ')}. The service refuses to delete a database while workspaces use it: delete them
          first.
        </p>
      )}
    </TypedConfirmDialog>
  );
}
