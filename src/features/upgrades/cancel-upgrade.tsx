import { useCancelUpgrade } from '@/kernel/org-admin-queries';
import { CopyRequest } from '@/ui/copy-request';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { toast } from '@/ui/toasts';

interface Props {
  workgroupID: string;
  workspaceID: string;
  name: string;
  version: string;
}

/**
 * Cancels a workspace's upgrade scheduled for its next maintenance window (the assumed
 * `cancel_scheduled_upgrade` of the workspace update), on the workspace screen and on the
 * organization's upcoming upgrades alike. A service that refuses or ignores it is said so here.
 */
export function CancelUpgrade({ workgroupID, workspaceID, name, version }: Props) {
  const cancel = useCancelUpgrade();
  const send = useSendOnce();
  const params = { workgroupID, workspaceID };
  return (
    <div className="stack">
      <div className="form-actions">
        <button
          type="button"
          className="button button-small"
          disabled={cancel.isPending}
          aria-label={`${cancel.isPending ? 'Cancelling…' : 'Cancel upgrade'} of ${name} to ${version}`}
          onClick={() =>
            send(() => cancel.mutateAsync(params).then(() => toast({ tone: 'success', title: `The upgrade of ${name} to ${version} is cancelled` })))
          }
        >
          {cancel.isPending ? 'Cancelling…' : 'Cancel upgrade'}
        </button>
        <CopyRequest operation="updateWorkspace" args={() => ({ params, body: { cancel_scheduled_upgrade: true as const } })} />
      </div>
      {cancel.error && <FormError error={cancel.error} title={`The upgrade of ${name} could not be cancelled`} takeFocus />}
    </div>
  );
}
