import { useId } from 'react';
import type { Workspace } from '@/kernel/workspace-schema';
import { useRefreshWorkspace } from '@/kernel/workspaces-queries';
import { refreshRefusal } from '@/kernel/lifecycle-rules';
import { CopyRequest } from '@/ui/copy-request';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { toast } from '@/ui/toasts';

/** A read-only workspace takes its read-write workspace's latest data; its status and message show in the Status section. */
export function RefreshControl({ ws }: { ws: Workspace }) {
  const p = { workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id };
  const refresh = useRefreshWorkspace(p);
  const reasonId = useId();
  // Not offered where the service refuses it (paused, or on its way somewhere): the reason beside it, nothing sent.
  const refused = refreshRefusal({ name: ws.name || ws.workspace_id, is_rw: ws.is_rw, status: ws.status });
  const send = useSendOnce();
  return (
    <div className="stack" style={{ marginTop: '0.75rem' }}>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={Boolean(refused) || refresh.isPending}
          aria-describedby={refused ? reasonId : undefined}
          onClick={() => send(() => refresh.mutateAsync().then(() => toast({ tone: 'info', title: `Refreshing ${ws.name}` })))}
        >
          {refresh.isPending ? 'Refreshing…' : 'Refresh from read-write workspace'}
        </button>
        <CopyRequest operation="refreshWorkspace" label="Copy refresh as cURL" args={() => ({ params: p, body: undefined })} />
      </div>
      {refused && (
        <p className="muted small" role="note" id={reasonId}>
          {refused}
        </p>
      )}
      <FormError error={refresh.error} title="The refresh was refused" takeFocus />
    </div>
  );
}
