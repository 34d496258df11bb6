import { describe, expect, it } from 'vitest';
import { describeMaintenanceWindow } from './maintenance';

describe('maintenance window', () => {
  it('maintenance window in words', () => {
    expect(describeMaintenanceWindow({ maintenance_window_day_of_week: 0, maintenance_window_hour_of_day: 2, maintenance_window_interval_weeks: 2, maintenance_window_time_zone: 'America/New_York' })).toBe(
      'every 2 weeks, Sunday 02:00 America/New_York',
    );
    expect(describeMaintenanceWindow({ maintenance_window_day_of_week: 3, maintenance_window_hour_of_day: 23, maintenance_window_interval_weeks: 1 })).toBe('every week, Wednesday 23:00 UTC');
    expect(describeMaintenanceWindow({})).toBe('Not set');
  });
});
