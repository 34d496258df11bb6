import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from '@js-temporal/polyfill';
import { cronFromFriendly, friendlyFromCron, nextBackupRuns } from './backup-schedule';

// The friendly editor's conversions, local wall time ↔ UTC cron, and the next
// runs as the viewer's clock shows them, checked against the Temporal polyfill.

const ALL = [0, 1, 2, 3, 4, 5, 6];
const local = (ms: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);

describe('cronFromFriendly and friendlyFromCron', () => {
  it('every day at 03:00 in Paris before spring forward is 02:00 UTC, and after it the runs show 04:00', () => {
    const from = Date.parse('2026-03-25T12:00:00Z');
    const expression = cronFromFriendly({ days: ALL, hour: 3, minute: 0 }, 'Europe/Paris', from);
    expect(expression).toBe('0 2 * * *');
    const hours = nextBackupRuns(expression, from, 5).map((at) => [local(at, 'Europe/Paris').toPlainDate().toString(), local(at, 'Europe/Paris').hour]);
    expect(hours).toEqual([
      ['2026-03-26', 3],
      ['2026-03-27', 3],
      ['2026-03-28', 3],
      ['2026-03-29', 4],
      ['2026-03-30', 4],
    ]);
  });

  it('a Monday 01:30 in New York is a Monday 05:30 UTC in summer, 06:30 in winter', () => {
    expect(cronFromFriendly({ days: [1], hour: 1, minute: 30 }, 'America/New_York', Date.parse('2026-07-01T00:00:00Z'))).toBe('30 5 * * 1');
    expect(cronFromFriendly({ days: [1], hour: 1, minute: 30 }, 'America/New_York', Date.parse('2026-12-01T00:00:00Z'))).toBe('30 6 * * 1');
  });

  it('moves the days when the UTC time falls on another date', () => {
    // Tuesday and Friday 08:00 in Tokyo are Monday and Thursday 23:00 UTC.
    expect(cronFromFriendly({ days: [2, 5], hour: 8, minute: 0 }, 'Asia/Tokyo', Date.parse('2026-05-01T00:00:00Z'))).toBe('0 23 * * 1,4');
    expect(friendlyFromCron('0 23 * * 1,4', 'Asia/Tokyo', Date.parse('2026-05-01T00:00:00Z'))).toEqual({ days: [2, 5], hour: 8, minute: 0 });
  });

  it('has no friendly form for expressions with several times or dates (raw mode)', () => {
    expect(friendlyFromCron('0 */6 * * *', 'UTC', 0)).toBeUndefined();
    expect(friendlyFromCron('0 3 1 * *', 'UTC', 0)).toBeUndefined();
    expect(friendlyFromCron('not cron', 'UTC', 0)).toBeUndefined();
  });

  it('round-trips, and its next run is on a chosen day at the chosen time in the zone (Temporal), across zones and seasons', () => {
    const zones = ['Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Auckland', 'America/St_Johns', 'UTC', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2028-12-31') }),
        (zone, days, hour, minute, from) => {
          const expression = cronFromFriendly({ days, hour, minute }, zone, from);
          const [next] = nextBackupRuns(expression, from, 1);
          const shown = local(next!, zone);
          // A time the clock skips (spring forward) shows shifted; any other shows as chosen.
          const exists = Temporal.PlainDateTime.from({ year: shown.year, month: shown.month, day: shown.day, hour, minute }).toZonedDateTime(zone, {
            disambiguation: 'compatible',
          });
          if (exists.hour === hour && exists.minute === minute) {
            expect([shown.hour, shown.minute]).toEqual([hour, minute]);
            expect(days).toContain(shown.dayOfWeek % 7);
            expect(friendlyFromCron(expression, zone, from)).toEqual({ days: [...days].sort((a, b) => a - b), hour, minute });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
