import { statusLabel, statusTone } from '@/lib/workspace-status';

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const text = status || 'Unknown';
  return (
    <span className={`badge badge-${statusTone(text)}`}>
      <span className="badge-dot" aria-hidden="true" />
      {label ? `${label}: ` : ''}
      {statusLabel(text)}
    </span>
  );
}

/** A user's (or database user's) switch: Enabled or Disabled. */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <span className="badge badge-ok">Enabled</span> : <span className="badge badge-idle">Disabled</span>;
}
