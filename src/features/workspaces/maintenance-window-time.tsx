import { formatInZone } from '@/lib/format-time';
import { viewerZone } from '@/lib/timezones';

/** A maintenance window's start in the workspace's zone, and in the viewer's when that differs. */
export function MaintenanceWindowTime({ at, zone }: { at: number; zone: string }) {
  const mine = viewerZone();
  return (
    <>
      <time dateTime={new Date(at).toISOString()}>{formatInZone(at, zone)}</time>
      {mine !== zone && <> (your time: {formatInZone(at, mine)})</>}
    </>
  );
}
