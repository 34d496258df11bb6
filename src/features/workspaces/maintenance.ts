import { jsDayName } from '@/lib/labels';
import { formatClock } from '@/lib/format-time';

const dayName = (day: number) => jsDayName(day) ?? `day ${day}`;

/** "every 2 weeks, Sunday 2:00 AM America/New_York" (the hour in the viewer's clock habit). */
export function describeMaintenanceWindow(w: MaintenanceWindow): string {
  if (w.maintenance_window_day_of_week == null || w.maintenance_window_hour_of_day == null) return 'Not set';
  const weeks = w.maintenance_window_interval_weeks ?? 1;
  const every = weeks <= 1 ? 'every week' : `every ${weeks} weeks`;
  const zone = w.maintenance_window_time_zone || 'UTC';
  return `${every}, ${dayName(w.maintenance_window_day_of_week)} ${formatClock(w.maintenance_window_hour_of_day)} ${zone}`;
}

/** A workspace's maintenance window, as the service describes it (day 0 is Sunday, as in JavaScript). */
export interface MaintenanceWindow {
  maintenance_window_day_of_week?: number | null;
  maintenance_window_hour_of_day?: number | null;
  maintenance_window_interval_weeks?: number | null;
  maintenance_window_time_zone?: string | null;
  /** When the last maintenance ran (ISO), if the service says. */
  last_maintenance?: string;
}

/** The vendor's maintenance window (vendor-later-operations.md): every 4 weeks, Sunday 20:00–22:00 in the workspace's zone. */
export const VENDOR_WINDOW_HOURS = 2;
const vendorWindow = { maintenance_window_day_of_week: 0, maintenance_window_hour_of_day: 20, maintenance_window_interval_weeks: 4 } as const;

/** Whether the service left the window unsaid (no day or no hour): the vendor's default then applies. */
export function isDefaultWindow(w: MaintenanceWindow): boolean {
  return w.maintenance_window_day_of_week == null || w.maintenance_window_hour_of_day == null;
}

/** The window as set, or the vendor's default where the service does not say; the zone is the workspace's (UTC when unknown). */
export function withVendorDefault<W extends MaintenanceWindow>(w: W): W & { maintenance_window_time_zone: string } {
  const zone = w.maintenance_window_time_zone || 'UTC';
  return isDefaultWindow(w) ? { ...w, ...vendorWindow, maintenance_window_time_zone: zone } : { ...w, maintenance_window_time_zone: zone };
}
