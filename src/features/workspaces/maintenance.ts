import { weekDays } from '@/features/schedules/schedule-schema';
import { jsDayName } from '@/lib/labels';
import { nextRuns } from '@/features/schedules/schedule-time';
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

const WEEK_MS = 7 * 86_400_000;

/**
 * The next instant the window opens after `from`: the day and hour in the
 * window's own zone (DST-correct). With an interval of N weeks and a known last
 * maintenance, not before N weeks after it (less a day, for a clock change).
 * Undefined when the window cannot be placed (no day, hour or known zone).
 */
export function nextMaintenanceWindow(w: MaintenanceWindow, from: number): number | undefined {
  const day = w.maintenance_window_day_of_week;
  const hour = w.maintenance_window_hour_of_day;
  if (day == null || hour == null || !Number.isInteger(day) || day < 0 || day > 6 || !Number.isInteger(hour) || hour < 0 || hour > 23) return undefined;
  const weeks = Math.max(1, w.maintenance_window_interval_weeks ?? 1);
  const last = w.last_maintenance ? Date.parse(w.last_maintenance) : NaN;
  const notBefore = Number.isNaN(last) ? from : Math.max(from, last + weeks * WEEK_MS - 86_400_000);
  const weekly = {
    repeat: 'weekly',
    repeat_on: weekDays[(day + 6) % 7]!,
    time: `${String(hour).padStart(2, '0')}:00`,
    timezone: w.maintenance_window_time_zone || 'UTC',
  };
  return nextRuns(weekly, notBefore, 1)[0]?.at;
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
