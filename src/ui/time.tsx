import { UNKNOWN_DATE, formatDateTime } from '@/lib/format-time';

/**
 * A timestamp in the viewer's zone and clock habit, the zone named; the raw value shows on hover.
 * A missing one (or 0, which would read as 1970) is "unknown".
 */
export function Time({ value }: { value: string }) {
  const shown = formatDateTime(value);
  if (shown === UNKNOWN_DATE) return <span className="muted">{UNKNOWN_DATE}</span>;
  return (
    <time dateTime={value} title={value}>
      {shown}
    </time>
  );
}
