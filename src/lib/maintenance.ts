import { jsDayName } from './labels';

const dayName = (day: number) => jsDayName(day) ?? `day ${day}`;

/** "every 2 weeks, Sunday 02:00 America/New_York". */
export function describeMaintenanceWindow(w: {
  maintenance_window_day_of_week?: number | null;
  maintenance_window_hour_of_day?: number | null;
  maintenance_window_interval_weeks?: number | null;
  maintenance_window_time_zone?: string | null;
}): string {
  if (w.maintenance_window_day_of_week == null || w.maintenance_window_hour_of_day == null) return 'Not set';
  const weeks = w.maintenance_window_interval_weeks ?? 1;
  const every = weeks <= 1 ? 'every week' : `every ${weeks} weeks`;
  const hour = String(w.maintenance_window_hour_of_day).padStart(2, '0');
  const zone = w.maintenance_window_time_zone || 'UTC';
  return `${every}, ${dayName(w.maintenance_window_day_of_week)} ${hour}:00 ${zone}`;
}
