import type { Backup } from '@/api/schemas';
import { formatSizeString } from '@/lib/format';
import { Time } from '@/ui/time';
import { StatusBadge } from '@/ui/status-badge';
import { NoIdNote } from '@/ui/no-id';
import { backupName } from './backup-labels';

interface Props {
  backups: Backup[];
  canRestore: boolean;
  onRestore: (id: string) => void;
  onDelete: (id: string) => void;
}

export function BackupTable({ backups, canRestore, onRestore, onDelete }: Props) {
  if (backups.length === 0) return <p className="muted">No backups yet. Take one, or set automatic backups below.</p>;
  return (
    <div className="table-wrap">
      <table className="responsive">
        <caption className="visually-hidden">Backups, newest first; times in your time zone (UTC on hover)</caption>
        <thead>
          <tr>
            <th scope="col">Taken</th>
            <th scope="col">Tag</th>
            <th scope="col">Kind</th>
            <th scope="col" className="num">
              Size
            </th>
            <th scope="col">Version</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {backups.map((b, i) => (
            <tr key={b.id || `no-id-${i}`}>
              <td data-label="Taken">
                <Time value={b.time} />
              </td>
              <td data-label="Tag" className="break">
                {b.tag || <span className="muted">—</span>}
              </td>
              <td data-label="Kind">{b.is_automatic ? 'Automatic' : 'Manual'}</td>
              <td data-label="Size" className="num">
                {formatSizeString(b.size_bytes)}
              </td>
              <td data-label="Version">{b.version || '—'}</td>
              <td data-label="Status">
                <StatusBadge status={b.status || 'Unknown'} />
              </td>
              <td data-label="">
                {b.id ? (
                  <div className="row">
                    {canRestore && (
                      <button type="button" className="button button-small" disabled={b.status === 'InProgress'} onClick={() => onRestore(b.id)} aria-label={`Restore ${backupName(b)}`}>
                        Restore
                      </button>
                    )}
                    <button type="button" className="button button-small" disabled={b.status === 'InProgress'} onClick={() => onDelete(b.id)} aria-label={`Delete ${backupName(b)}`}>
                      Delete
                    </button>
                  </div>
                ) : (
                  <NoIdNote />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
