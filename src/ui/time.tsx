import { formatDateTime } from '../lib/format';
import { useHydrated } from './use-hydrated';

/** A timestamp in the viewer's zone; the raw value shows on hover. */
export function Time({ value }: { value: string }) {
  // The server does not know the viewer's zone: until the page is live, UTC, said so.
  const local = useHydrated();
  if (!value) return <span className="muted">—</span>;
  return (
    <time dateTime={value} title={value}>
      {local ? formatDateTime(value) : formatUtc(value)}
    </time>
  );
}

function formatUtc(value: string): string {
  const text = formatDateTime(value, 'UTC');
  return text === value ? value : `${text} UTC`;
}
