import { formatDateTime } from '@/lib/format';

/** A timestamp in the viewer's zone; the raw value shows on hover. */
export function Time({ value }: { value: string }) {
  if (!value) return <span className="muted">—</span>;
  return (
    <time dateTime={value} title={value}>
      {formatDateTime(value)}
    </time>
  );
}
