import { statusTone } from '@/lib/workspace-status';

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const text = status || 'Unknown';
  return (
    <span className={`badge badge-${statusTone(text)}`}>
      <span className="badge-dot" aria-hidden="true" />
      {label ? `${label}: ` : ''}
      {text}
    </span>
  );
}
