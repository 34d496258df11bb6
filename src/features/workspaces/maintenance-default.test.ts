import { describe, expect, it } from 'vitest';
import { isDefaultWindow, withVendorDefault } from '@/features/workspaces/maintenance';
import { nextMaintenanceWindow } from '@/features/workspaces/maintenance-next';

describe("the vendor's default maintenance window", () => {
  it('applies where the service does not say, in the workspace’s zone: every 4 weeks, Sunday 20:00', () => {
    const w = withVendorDefault({ maintenance_window_time_zone: 'Europe/Berlin' });
    expect(w).toMatchObject({ maintenance_window_day_of_week: 0, maintenance_window_hour_of_day: 20, maintenance_window_interval_weeks: 4 });
    // Wednesday 2026-11-25 12:00 UTC: the next Sunday 20:00 in Berlin is 19:00 UTC on the 29th.
    expect(new Date(nextMaintenanceWindow(w, Date.UTC(2026, 10, 25, 12))!).toISOString()).toBe('2026-11-29T19:00:00.000Z');
  });

  it('keeps a window the service sets, and names UTC when no zone is known', () => {
    const set = { maintenance_window_day_of_week: 3, maintenance_window_hour_of_day: 2, maintenance_window_interval_weeks: 1 };
    expect(isDefaultWindow(set)).toBe(false);
    expect(withVendorDefault(set)).toEqual({ ...set, maintenance_window_time_zone: 'UTC' });
    expect(isDefaultWindow({ maintenance_window_day_of_week: 3, maintenance_window_hour_of_day: null })).toBe(true);
  });
});
