import { useId } from 'react';
import type { Workgroup } from '@/kernel/workgroup-schema';
import { deletionProtectionRefusal } from '@/kernel/lifecycle-rules';
import { ProtectedMark } from '@/ui/protected-mark';

export { ProtectedMark };

/** Why the workgroup cannot be deleted now: its own deletion protection, or a workspace's (the rule the control plane refuses with). */
export function workgroupDeleteRefusal(wg: Workgroup) {
  return deletionProtectionRefusal(
    'workgroup',
    { name: wg.name || wg.workgroup_id, deletion_protection: wg.deletion_protection },
    wg.workspaces.map((w) => ({ name: w.name || w.workspace_id, deletion_protection: w.deletion_protection })),
  );
}

/** Delete workgroup: greyed out while protection holds it, with why and how to turn it off beside it; nothing is sent. */
export function DeleteWorkgroupButton({ wg, onClick }: { wg: Workgroup; onClick: () => void }) {
  const refused = workgroupDeleteRefusal(wg);
  const id = useId();
  return (
    <>
      <button type="button" className="button" disabled={Boolean(refused)} aria-describedby={refused ? id : undefined} onClick={onClick}>
        Delete workgroup
      </button>
      {refused && (
        <p className="muted small" role="note" id={id} style={{ flexBasis: '100%' }}>
          {refused}
        </p>
      )}
    </>
  );
}

/** The workgroup's deletion protection among its facts. */
export function ProtectionFact({ wg }: { wg: Workgroup }) {
  return (
    <div>
      <dt>Deletion protection</dt>
      <dd>
        {wg.deletion_protection === undefined ? (
          'Not offered by this deployment'
        ) : wg.deletion_protection ? (
          <>
            <ProtectedMark on /> On: it cannot be deleted (Edit workgroup to turn it off)
          </>
        ) : (
          'Off'
        )}
      </dd>
    </div>
  );
}
