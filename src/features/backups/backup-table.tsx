import type { Backup } from './backup-schema';
import { formatSizeString } from '@/lib/format';
import { Time } from '@/ui/time';
import { StatusBadge } from '@/ui/status-badge';
import { NoIdNote } from '@/ui/no-id';
import { backupName, restorable } from './backup-labels';
import { DataTable } from '@/ui/data-table';

interface Props {
  backups: Backup[];
  canRestore: boolean;
  /** The id of the note saying why no backup may be restored or deleted now; none when they may. */
  refused?: string;
  onRestore: (id: string) => void;
  onDelete: (id: string) => void;
}

export function BackupTable({ backups, canRestore, refused, onRestore, onDelete }: Props) {
  if (backups.length === 0) return <p className="muted">No backups yet. Take one, or set automatic backups below.</p>;
  return (
    <DataTable
      rows={backups}
      rowKey={(b, i) => b.id || `no-id-${i}`}
      caption="Backups, newest first; times in your time zone (UTC on hover)"
      columns={[
        { header: 'Taken', cell: (b) => <Time value={b.time} /> },
        { header: 'Tag', className: 'break', cell: (b) => b.tag || <span className="muted">—</span> },
        { header: 'Kind', cell: (b) => (b.is_automatic ? 'Automatic' : 'Manual') },
        { header: 'Size', className: 'num', cell: (b) => formatSizeString(b.size_bytes) },
        { header: 'Version', cell: (b) => b.version || '—' },
        { header: 'Status', cell: (b) => <StatusBadge status={b.status || 'Unknown'} /> },
        {
          header: 'Actions',
          actions: true,
          cell: (b) =>
            b.id ? (
              <div className="row">
                {canRestore && !restorable(b) && <span className="muted small">Nothing to restore: it did not complete</span>}
                {canRestore && restorable(b) && (
                  <button
                    type="button"
                    className="button button-small"
                    disabled={b.status === 'InProgress' || Boolean(refused)}
                    aria-describedby={refused}
                    onClick={() => onRestore(b.id)}
                    aria-label={`Restore ${backupName(b)}`}
                  >
                    Restore
                  </button>
                )}
                <button
                  type="button"
                  className="button button-small"
                  disabled={b.status === 'InProgress' || Boolean(refused)}
                  aria-describedby={refused}
                  onClick={() => onDelete(b.id)}
                  aria-label={`Delete ${backupName(b)}`}
                >
                  Delete
                </button>
              </div>
            ) : (
              <NoIdNote />
            ),
        },
      ]}
    />
  );
}
