import { UNKNOWN_DATE, formatDateTime, formatInstant } from '@/lib/format';

/** A timestamp in the viewer's zone; the raw value shows on hover. A missing one (or 0, which would read as 1970) is "unknown". */
export function Time({ value }: { value: string }) {
  if (formatInstant(value) === UNKNOWN_DATE && !(value && Number.isNaN(Date.parse(value)))) return <span className="muted">{UNKNOWN_DATE}</span>;
  return (
    <time dateTime={value} title={value}>
      {formatDateTime(value)}
    </time>
  );
}
