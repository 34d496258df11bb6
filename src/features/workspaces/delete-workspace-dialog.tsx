import { useNavigate } from '@tanstack/react-router';
import type { Workspace } from '@/kernel/workspace-schema';
import { useDeleteWorkspace, workspaceQueries } from '@/kernel/workspaces-queries';
import { useQuery } from '@tanstack/react-query';
import { TypedConfirmDialog } from '@/ui/typed-confirm-dialog';
import { toast } from '@/ui/toasts';
import { CopyRequest } from '@/ui/copy-request';
import { RefusedDialog } from '@/ui/refused-dialog';
import { restoreRunningRefusal } from '@/kernel/lifecycle-rules';

export function DeleteWorkspaceDialog({ ws, open, onOpenChange }: { ws: Workspace; open: boolean; onOpenChange: (o: boolean) => void }) {
  const remove = useDeleteWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const navigate = useNavigate();
  const name = ws.name || ws.workspace_id;
  // Read again as the dialog opens: a restore started elsewhere (another tab, the API) shows in its status.
  const fresh = useQuery({ ...workspaceQueries.detail({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }), refetchOnMount: 'always' });
  // Deleting what a restore is writing into is refused here, with the reason; nothing is sent.
  const refused = restoreRunningRefusal('delete', { name, status: fresh.data?.status ?? ws.status });
  if (refused) return <RefusedDialog open={open} onClose={() => onOpenChange(false)} title={`Delete workspace ${name}?`} reason={refused} />;
  return (
    <TypedConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={`Delete workspace ${name}?`}
      confirmText={name}
      actionLabel="Delete workspace"
      mutation={remove}
      extra={
        <CopyRequest operation="deleteWorkspace" args={() => ({ params: { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id }, body: undefined })} />
      }
      onConfirm={() =>
        remove.mutateAsync().then(async () => {
          onOpenChange(false);
          toast({ tone: 'success', title: `Workspace ${name} deleted` });
          await navigate({ to: '/workgroups/$workgroupID', params: { workgroupID: ws.workgroup_id } });
        })
      }
    >
      <p>
        The workspace's compute, its endpoint <code className="break">{ws.proxy_host || ws.workspace_id}</code> and its schedules are deleted. Its database{' '}
        <strong>{ws.database_name || ws.database_id}</strong> and the data in it are kept, and a new workspace can be attached to it.
      </p>
    </TypedConfirmDialog>
  );
}
