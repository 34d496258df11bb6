import type { Workspace } from './workspace-schema';
import { useRefreshWorkspace } from './workspaces-queries';
import { CopyRequest } from '@/ui/copy-request';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/form-helpers';
import { toast } from '@/ui/toasts';

/** A read-only workspace takes its read-write workspace's latest data; its status and message show in the Status section. */
export function RefreshControl({ ws, busy }: { ws: Workspace; busy: boolean }) {
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  const refresh = useRefreshWorkspace(p);
  const send = useSendOnce();
  return (
    <div className="stack" style={{ marginTop: '0.75rem' }}>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={busy || refresh.isPending}
          onClick={() => send(() => refresh.mutateAsync().then(() => toast({ tone: 'info', title: `Refreshing ${ws.name}` })))}
        >
          {refresh.isPending ? 'Refreshing…' : 'Refresh from read-write workspace'}
        </button>
        <CopyRequest operation="refreshWorkspace" label="Copy refresh as cURL" args={() => ({ params: p, body: undefined })} />
      </div>
      <FormError error={refresh.error} title="The refresh was refused" takeFocus />
    </div>
  );
}
