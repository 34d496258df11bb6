import type { MaintenanceWindow } from './maintenance';
import { nextMaintenanceWindow } from './maintenance-next';
import { MaintenanceWindowTime } from './maintenance-window-time';

/**
 * When a workspace's maintenance window next opens, in its zone and the viewer's, after `before`; nothing when it
 * cannot be placed. Loaded lazily by the screens that show it: the zone maths' code comes with it.
 */
export function NextWindowTime({ ws, before = '' }: { ws: MaintenanceWindow; before?: string }) {
  const next = nextMaintenanceWindow(ws, Date.now());
  if (next === undefined) return null;
  return (
    <>
      {before}
      <MaintenanceWindowTime at={next} zone={ws.maintenance_window_time_zone || 'UTC'} />
    </>
  );
}
