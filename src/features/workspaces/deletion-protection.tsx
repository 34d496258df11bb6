import type { Workspace } from '@/kernel/workspace-schema';
import { useUpdateWorkspace } from '@/kernel/workspaces-queries';
import { CheckboxField } from '@/ui/field';
import { FormError } from '@/ui/form-error';
import { useSendOnce } from '@/ui/send-once';
import { PROTECTION_HINT, PROTECTION_LABEL } from '@/ui/protected-mark';
import { toast } from '@/ui/toasts';

/** The workspace's deletion protection, turned on and off here (updateWorkspace); a deployment without it is said not to offer it. */
export function DeletionProtectionControl({ ws }: { ws: Workspace }) {
  const update = useUpdateWorkspace({ workgroupID: ws.workgroup_id, workspaceID: ws.workspace_id });
  const send = useSendOnce();
  if (ws.deletion_protection === undefined)
    return (
      <p className="muted small" style={{ marginTop: '0.75rem' }}>
        Deletion protection is not offered by this deployment.
      </p>
    );
  return (
    <div className="stack" style={{ marginTop: '0.75rem' }}>
      <CheckboxField label={PROTECTION_LABEL} hint={PROTECTION_HINT.workspace}>
        <input
          // While the change is sent, the box shows what was asked for; a refusal puts it back (the workspace as read).
          checked={update.isPending ? (update.variables.deletion_protection ?? ws.deletion_protection) : ws.deletion_protection}
          disabled={update.isPending}
          onChange={(e) => {
            const on = e.target.checked;
            send(() =>
              update
                .mutateAsync({ deletion_protection: on })
                .then(() => toast({ tone: 'success', title: `Deletion protection ${on ? 'on' : 'off'} for ${ws.name}` })),
            );
          }}
        />
      </CheckboxField>
      <FormError error={update.error} title="Deletion protection was not changed" takeFocus />
    </div>
  );
}
