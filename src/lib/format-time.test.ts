import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatAxisTime,
  formatClock,
  formatDate,
  formatDateTime,
  formatHour,
  formatInZone,
  formatInstant,
  formatSampleTime,
  formatTimeInZone,
  formatTimeOfDay,
  localizeLog,
} from './format-time';

const at = Date.parse('2026-11-26T20:30:05Z');

describe('one formatter for times: the viewer’s own clock habit, the zone named', () => {
  it('a 12-hour locale reads 8:30 PM, a 24-hour one 20:30, everywhere', () => {
    expect(formatDateTime('2026-11-26T20:30:05Z', 'UTC', 'en-US')).toBe('Nov 26, 2026, 8:30 PM UTC');
    expect(formatDateTime('2026-11-26T20:30:05Z', 'UTC', 'en-GB')).toBe('26 Nov 2026, 20:30 UTC');
    expect(formatInstant(at, 'UTC', 'en-US')).toBe('Nov 26, 2026, 8:30:05 PM UTC');
    expect(formatInstant(at, 'UTC', 'en-GB')).toBe('26 Nov 2026, 20:30:05 UTC');
    expect(formatInZone(at, 'America/New_York', 'en-US')).toBe('Thu, Nov 26, 2026, 3:30 PM EST');
    expect(formatInZone(at, 'America/New_York', 'en-GB')).toBe('Thu, 26 Nov 2026, 15:30 GMT-5');
    expect(formatTimeInZone(at, 'Asia/Tokyo', 'en-US')).toBe('5:30 AM');
    expect(formatTimeInZone(at, 'Asia/Tokyo', 'en-GB')).toBe('05:30');
    expect(formatSampleTime(at, 'en-US')).toMatch(/^Nov 26, \d{1,2}:30 [AP]M \S+$/);
    expect(formatTimeOfDay(at, 'en-GB')).toMatch(/^\d\d:30:05 \S+$/);
    expect(formatTimeOfDay(at, 'en-US')).toMatch(/^\d{1,2}:30:05 [AP]M \S+$/);
  });

  it('a wall-clock hour (schedules, maintenance windows, the week view) follows the same habit', () => {
    expect([0, 8, 12, 20].map((h) => formatClock(h, 0, 'en-US'))).toEqual(['12:00 AM', '8:00 AM', '12:00 PM', '8:00 PM']);
    expect([0, 8, 12, 20].map((h) => formatClock(h, 0, 'en-GB'))).toEqual(['00:00', '08:00', '12:00', '20:00']);
    expect(formatClock(6, 15, 'en-US')).toBe('6:15 AM');
    expect([0, 13].map((h) => formatHour(h, 'en-US'))).toEqual(['12 AM', '1 PM']);
    expect([0, 13].map((h) => formatHour(h, 'en-GB'))).toEqual(['00', '13']);
  });

  it('every hour and minute of a day reads back to itself, in both habits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const us = /^(\d{1,2}):(\d\d) (AM|PM)$/.exec(formatClock(hour, minute, 'en-US'));
        const gb = /^(\d\d):(\d\d)$/.exec(formatClock(hour, minute, 'en-GB'));
        expect(us && gb).toBeTruthy();
        expect((Number(us![1]) % 12) + (us![3] === 'PM' ? 12 : 0)).toBe(hour);
        expect(Number(us![2])).toBe(minute);
        expect([Number(gb![1]), Number(gb![2])]).toEqual([hour, minute]);
      }),
    );
  });

  it.each([undefined, null, '', 0, '1970-01-01T00:00:00Z'])('a missing date (%j) reads "unknown", never 1970', (value) => {
    expect(formatInstant(value)).toBe('unknown');
    expect(formatDate(value)).toBe('unknown');
    if (typeof value === 'string' || value === undefined) expect(formatDateTime(value ?? '')).toBe('unknown');
  });

  it('text that is not a date is shown as sent, not as "Invalid Date"', () => {
    expect(formatDateTime('yesterday-ish')).toBe('yesterday-ish');
    expect(formatInstant('yesterday-ish')).toBe('unknown');
  });

  it('a service’s log reads in the viewer’s time; the rest of each line as sent', () => {
    const log = '2026-11-26T20:30:05Z Restore r-1 started from backup b-1 (taken 2026-11-25T03:00:00.000Z)\nno time here';
    expect(localizeLog(log, 'en-US').split('\n')).toEqual([
      `${formatInstant('2026-11-26T20:30:05Z', undefined, 'en-US')} Restore r-1 started from backup b-1 (taken ${formatInstant('2026-11-25T03:00:00Z', undefined, 'en-US')})`,
      'no time here',
    ]);
    expect(localizeLog(log, 'en-US')).not.toMatch(/\dT\d/);
  });
});

describe('formatAxisTime', () => {
  // 8:10 PM on the machine's own clock, which is the zone a chart's ticks are drawn in.
  const at = new Date(2026, 10, 26, 20, 10).getTime();
  it('writes a tick in the locale’s own clock: the time over a day, the day and hour over longer', () => {
    expect(formatAxisTime(at, 3_600_000, 'en-US')).toBe('8:10 PM');
    expect(formatAxisTime(at, 3_600_000, 'en-GB')).toBe('20:10');
    expect(formatAxisTime(at, 7 * 86_400_000, 'en-US')).toBe('Nov 26, 8 PM');
    expect(formatAxisTime(at, 7 * 86_400_000, 'en-GB')).toBe('26 Nov, 20');
    expect(formatAxisTime(new Date(2026, 10, 26).getTime(), 7 * 86_400_000, 'en-US')).toBe('Nov 26');
  });
});
