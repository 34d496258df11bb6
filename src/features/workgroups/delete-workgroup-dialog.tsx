import { useNavigate } from '@tanstack/react-router';
import type { Workgroup } from '@/kernel/workgroup-schema';
import { useDeleteWorkgroup } from '@/kernel/workgroups-queries';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import { plural } from '@/lib/format';
import { statusLabel } from '@/lib/workspace-status';

export function DeleteWorkgroupDialog({ wg, open, onOpenChange }: { wg: Workgroup; open: boolean; onOpenChange: (o: boolean) => void }) {
  const remove = useDeleteWorkgroup();
  const navigate = useNavigate();
  const name = wg.name || wg.workgroup_id;
  return (
    <TypedConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={`Delete workgroup ${name}?`}
      confirmText={name}
      actionLabel="Delete workgroup"
      mutation={remove}
      extra={<CopyRequest operation="deleteWorkgroup" args={() => ({ params: { workgroupID: wg.workgroup_id }, body: undefined })} />}
      onConfirm={() =>
        remove.mutateAsync(wg.workgroup_id).then(async () => {
          onOpenChange(false);
          toast({ tone: 'success', title: `Workgroup ${name} deleted` });
          await navigate({ to: '/workgroups' });
        })
      }
    >
      <p>
        This permanently deletes the workgroup, its allow list and schedules, and{' '}
        <strong>
          {plural(wg.workspaces.length, 'workspace')} and {plural(wg.tg_databases.length, 'database')}
        </strong>{' '}
        with all their data. It cannot be undone.
      </p>
      {wg.workspaces.length > 0 && (
        <div>
          <strong>Workspaces that will be deleted</strong>
          <ul>
            {wg.workspaces.map((w) => (
              <li key={w.workspace_id}>
                {w.name} <span className="muted">({statusLabel(w.status)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {wg.tg_databases.length > 0 && (
        <div>
          <strong>Databases that will be deleted</strong>
          <ul>
            {wg.tg_databases.map((d) => (
              <li key={d.database_id}>{d.name}</li>
            ))}
          </ul>
        </div>
      )}
    </TypedConfirmDialog>
  );
}
