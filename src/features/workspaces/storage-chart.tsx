import type { FolderStatistics } from '@/kernel/workspace-schema';
import { formatBytes } from '@/lib/format';

const ROWS: { key: keyof Omit<FolderStatistics, 'workspaces'>; label: string; color: string }[] = [
  { key: 'total_size', label: 'Total', color: 'var(--chart-1)' },
  { key: 'billed_size', label: 'Billed', color: 'var(--chart-4)' },
  { key: 'backup_size', label: 'Backups', color: 'var(--chart-2)' },
  { key: 'log_size', label: 'Logs', color: 'var(--chart-3)' },
  { key: 'vector_size', label: 'Vector indexes', color: 'var(--chart-5)' },
];

/** Storage as labelled bars against the total; the figures are text, the bars decoration. */
export function StorageChart({ stats, workspaceNames }: { stats: FolderStatistics; workspaceNames: Map<string, string> }) {
  const max = Math.max(stats.total_size ?? 0, stats.billed_size ?? 0, ...stats.workspaces.map((w) => w.size ?? 0), 1);
  const rows = [
    ...ROWS.map((r) => ({ id: r.key, label: r.label, value: stats[r.key], color: r.color })),
    ...stats.workspaces.map((w) => ({
      id: w.workspace_id,
      label: `Workspace ${workspaceNames.get(w.workspace_id) ?? w.workspace_id}`,
      value: w.size,
      color: 'var(--idle)',
    })),
  ];
  return (
    <ul className="storage-chart" aria-label="Storage by kind">
      {rows.map((r) => (
        <li key={r.id}>
          <span className="storage-label break">{r.label}</span>
          <span className="storage-track" aria-hidden="true">
            <span className="storage-bar" style={{ width: `${Math.max((r.value ?? 0) > 0 ? 1 : 0, ((r.value ?? 0) / max) * 100)}%`, background: r.color }} />
          </span>
          <span className="storage-value">{formatBytes(r.value)}</span>
        </li>
      ))}
    </ul>
  );
}
