import { Suspense, useMemo, useState } from 'react';
import type { AllowedIp } from './allow-list-schema';
import { parseAllowListAddress } from '@/api/schemas/cidr';
import { findOverlaps, isWideRange, rangeContainsIp, rangeSize } from '@/lib/cidr';
import { changeLocksOut } from './allow-list-guard';
import { useDeleteAllowedIp } from './allow-list-queries';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { toast } from '@/ui/toasts';
import { lazyNamed } from '@/ui/lazy';

const EditEntryDialog = lazyNamed(() => import('./edit-entry-dialog'), 'EditEntryDialog');
import { CopyRequest } from '@/ui/copy-request';
import { NoIdNote } from '@/ui/no-id';
import { DataTable } from '@/ui/data-table';
import { FormActions } from '@/ui/form-actions';

interface Props {
  workgroupID: string;
  entries: AllowedIp[];
  currentIp: string;
  enabled: boolean;
}

export function EntriesTable({ workgroupID, entries, currentIp, enabled }: Props) {
  const [editing, setEditing] = useState<AllowedIp>();
  const [removing, setRemoving] = useState<AllowedIp>();
  const relations = useMemo(() => findOverlaps(entries.map((e) => e.cidr)), [entries]);
  const remarksOf = (cidr: string) => {
    const parsed = parseAllowListAddress(cidr);
    const remarks: string[] = [];
    if (rangeContainsIp(cidr, currentIp)) remarks.push('Covers your address');
    if (parsed.ok && isWideRange(parsed)) remarks.push('⚠ Very wide range');
    for (const r of relations) {
      if (r.relation === 'duplicate' && (r.a === cidr || r.b === cidr)) remarks.push('Duplicate entry');
      if (r.relation === 'contains' && r.b === cidr) remarks.push(`Inside ${r.a}`);
      if (r.relation === 'contains' && r.a === cidr) remarks.push(`Contains ${r.b}`);
    }
    return [...new Set(remarks)];
  };
  return (
    <>
      {/* The dialogs stay mounted when the last entry goes, so their success message still shows. */}
      {entries.length === 0 ? (
        <p className="muted">No entries yet. Add an address or range below.</p>
      ) : (
        <DataTable
          rows={entries}
          rowKey={(e) => e.id || `no-id-${e.cidr}-${e.note}`}
          columns={[
            { header: 'Address or range', className: 'mono break', cell: (e) => e.cidr },
            { header: 'Note', className: 'break', cell: (e) => e.note || <span className="muted">—</span> },
            {
              header: 'Size',
              className: 'nowrap',
              cell: (e) => {
                const parsed = parseAllowListAddress(e.cidr);
                if (!parsed.ok) return 'Not an address';
                return `${parsed.kind === 'ipv4' ? 'IPv4' : 'IPv6'} · ${parsed.single ? '1 address' : `${rangeSize(parsed)} addresses`}`;
              },
            },
            {
              header: 'Remarks',
              cell: (e) => (
                <ul className="plain-list small">
                  {remarksOf(e.cidr).map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              ),
            },
            {
              header: 'Actions',
              actions: true,
              className: 'nowrap',
              cell: (e) =>
                e.id ? (
                  <>
                    <button type="button" className="button button-small" onClick={() => setEditing(e)} aria-label={`Edit ${e.cidr}`}>
                      Edit
                    </button>{' '}
                    <button type="button" className="button button-small" onClick={() => setRemoving(e)} aria-label={`Remove ${e.cidr}`}>
                      Remove
                    </button>
                  </>
                ) : (
                  <NoIdNote />
                ),
            },
          ]}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditEntryDialog
            workgroupID={workgroupID}
            entry={editing}
            entries={entries}
            currentIp={currentIp}
            enabled={enabled}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
      {removing && (
        <RemoveEntryDialog
          workgroupID={workgroupID}
          entry={removing}
          locksOut={changeLocksOut({ enabled, entries, currentIp }, { removeId: removing.id })}
          currentIp={currentIp}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </>
  );
}

function RemoveEntryDialog({
  workgroupID,
  entry,
  locksOut,
  currentIp,
  onClose,
}: {
  workgroupID: string;
  entry: AllowedIp;
  locksOut: boolean;
  currentIp: string;
  onClose: () => void;
}) {
  const remove = useDeleteAllowedIp(workgroupID);
  const [understood, setUnderstood] = useState(false);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={`Remove ${entry.cidr}?`} busy={remove.isPending}>
      <div className="stack">
        <p>
          Connections from <span className="mono">{entry.cidr}</span>
          {entry.note ? ` (${entry.note})` : ''} will no longer be allowed.
        </p>
        {locksOut && (
          <div className="notice notice-warn" role="alert">
            <strong>You will lose access.</strong> This entry is what lets your address <span className="mono">{currentIp}</span> in, and the list is on.
            <label className="check-field" style={{ marginTop: '0.5rem' }}>
              <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand I will be cut off from this
              workgroup
            </label>
          </div>
        )}
        <FormError error={remove.error} title="The entry was not removed" takeFocus />
        <FormActions
          label="Remove entry"
          pendingLabel="Removing…"
          actionClass="button-danger"
          pending={remove.isPending}
          disabled={locksOut && !understood}
          onAction={() =>
            remove.mutateAsync(entry.id).then(() => {
              toast({ tone: 'success', title: `${entry.cidr} removed from the allow list` });
              onClose();
            })
          }
          onCancel={onClose}
        >
          <CopyRequest operation="deleteAllowedIp" args={() => ({ params: { workgroupID, id: entry.id }, body: undefined })} />
        </FormActions>
      </div>
    </Dialog>
  );
}
