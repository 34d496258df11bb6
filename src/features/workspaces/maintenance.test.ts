import { describe, expect, it } from 'vitest';
import { Temporal } from '@js-temporal/polyfill';
import { describeMaintenanceWindow } from './maintenance';
import { nextMaintenanceWindow } from './maintenance-next';
import { formatClock } from '@/lib/format-time';

describe('maintenance window', () => {
  it('maintenance window in words', () => {
    expect(
      describeMaintenanceWindow({
        maintenance_window_day_of_week: 0,
        maintenance_window_hour_of_day: 2,
        maintenance_window_interval_weeks: 2,
        maintenance_window_time_zone: 'America/New_York',
      }),
    ).toBe(`every 2 weeks, Sunday ${formatClock(2)} America/New_York`);
    expect(describeMaintenanceWindow({ maintenance_window_day_of_week: 3, maintenance_window_hour_of_day: 23, maintenance_window_interval_weeks: 1 })).toBe(
      `every week, Wednesday ${formatClock(23)} UTC`,
    );
    expect(describeMaintenanceWindow({})).toBe('Not set');
  });
});

const at = (iso: string) => Date.parse(iso);
const window = (day: number, hour: number, zone: string, weeks = 1, last?: string) => ({
  maintenance_window_day_of_week: day,
  maintenance_window_hour_of_day: hour,
  maintenance_window_interval_weeks: weeks,
  maintenance_window_time_zone: zone,
  last_maintenance: last,
});

describe('the next maintenance window', () => {
  it('is the next chosen weekday and hour in the window’s zone (0 is Sunday)', () => {
    // Monday 23 November 2026, 21:00 UTC: the next Sunday 02:00 in New York is 29 November, 07:00 UTC.
    expect(nextMaintenanceWindow(window(0, 2, 'America/New_York'), at('2026-11-23T21:00:00Z'))).toBe(at('2026-11-29T07:00:00Z'));
    // Later the same day in that zone: Monday 23:00 in Tokyo is 14:00 UTC, already past at 21:00 UTC, so a week on.
    expect(nextMaintenanceWindow(window(1, 23, 'Asia/Tokyo'), at('2026-11-23T21:00:00Z'))).toBe(at('2026-11-30T14:00:00Z'));
  });

  it('agrees with Temporal across a clock change', () => {
    // Sunday 8 March 2026, 03:00 in Los Angeles: the clocks go forward at 02:00.
    const from = at('2026-03-05T00:00:00Z');
    const expected = Temporal.ZonedDateTime.from({ timeZone: 'America/Los_Angeles', year: 2026, month: 3, day: 8, hour: 3 }).epochMilliseconds;
    expect(nextMaintenanceWindow(window(0, 3, 'America/Los_Angeles'), from)).toBe(expected);
  });

  it('waits out an interval of weeks after the last maintenance', () => {
    const last = '2026-11-22T07:00:00Z'; // a Sunday 02:00 in New York
    expect(nextMaintenanceWindow(window(0, 2, 'America/New_York', 3, last), at('2026-11-23T21:00:00Z'))).toBe(at('2026-12-13T07:00:00Z'));
  });

  it('cannot place a window without its day, hour or a known zone', () => {
    expect(nextMaintenanceWindow({ ...window(0, 2, 'UTC'), maintenance_window_day_of_week: null }, 0)).toBeUndefined();
    expect(nextMaintenanceWindow(window(0, 24, 'UTC'), 0)).toBeUndefined();
    expect(nextMaintenanceWindow(window(0, 2, 'Mars/Olympus_Mons'), 0)).toBeUndefined();
  });
});
