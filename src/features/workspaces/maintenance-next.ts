import { isKnownTimeZone } from '@/api/schemas/zones';
import { nextWallRun } from '@/kernel/wall-time';
import type { MaintenanceWindow } from './maintenance';

// Time-zone maths (kernel/wall-time): apart from maintenance.ts, so that the screens that only describe a window
// (the workspace's first paint) do not load it; they load it when they place the next window (next-window.tsx).

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
  const zone = w.maintenance_window_time_zone || 'UTC';
  // A zone the browser does not know cannot be placed.
  if (!isKnownTimeZone(zone)) return undefined;
  return nextWallRun({ days: [day], hour, minute: 0 }, zone, notBefore);
}
