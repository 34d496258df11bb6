import { describe, expect, it } from 'vitest';
import { clashesOf, describeSchedule, explainRun, findConflicts, instantsForWall, nextRuns, wallAt } from './schedule-time';
import { formatClock as clock } from '@/lib/format-time';

const iso = (ms: number) => new Date(ms).toISOString();
const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);

describe('next runs', () => {
  it('daily in New York across the spring-forward gap: 02:30 does not exist and runs at 03:30', () => {
    const runs = nextRuns({ repeat: 'daily', time: '02:30', timezone: 'America/New_York' }, utc(2026, 3, 6, 12), 4);
    expect(runs.map((r) => [iso(r.at), r.note])).toEqual([
      ['2026-03-07T07:30:00.000Z', undefined],
      ['2026-03-08T07:30:00.000Z', 'gap'],
      ['2026-03-09T06:30:00.000Z', undefined],
      ['2026-03-10T06:30:00.000Z', undefined],
    ]);
    expect(explainRun(runs[1]!, 'America/New_York')).toBe(
      `${clock(2, 30)} does not exist on 2026-03-08 in America/New_York (clocks spring forward); it runs at ${clock(3, 30)} instead.`,
    );
  });

  it('daily in New York across fall-back: 01:30 happens twice and runs once, at the first', () => {
    const runs = nextRuns({ repeat: 'daily', time: '01:30', timezone: 'America/New_York' }, utc(2026, 10, 31, 12), 2);
    expect(runs.map((r) => [iso(r.at), r.note])).toEqual([
      ['2026-11-01T05:30:00.000Z', 'overlap'],
      ['2026-11-02T06:30:00.000Z', undefined],
    ]);
    expect(explainRun(runs[0]!, 'America/New_York')).toMatch(/happens twice/);
  });

  it('Europe/Berlin spring-forward (last Sunday of March) and fall-back', () => {
    const spring = nextRuns({ repeat: 'weekly', repeat_on: 'sun', time: '02:15', timezone: 'Europe/Berlin' }, utc(2027, 3, 20), 2);
    expect(spring.map((r) => [iso(r.at), r.note])).toEqual([
      ['2027-03-21T01:15:00.000Z', undefined],
      ['2027-03-28T01:15:00.000Z', 'gap'],
    ]);
    expect(explainRun(spring[1]!, 'Europe/Berlin')).toContain(`runs at ${clock(3, 15)} instead`);
    expect(instantsForWall({ year: 2027, month: 10, day: 31, hour: 2, minute: 30 }, 'Europe/Berlin').map(iso)).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T01:30:00.000Z',
    ]);
  });

  it('Australia/Sydney (southern hemisphere) keeps local time through its April change', () => {
    const runs = nextRuns({ repeat: 'daily', time: '09:00', timezone: 'Australia/Sydney' }, utc(2027, 4, 2, 12), 3);
    // 3 April is still daylight time (UTC+11); from 4 April it is standard time (UTC+10).
    expect(runs.map((r) => iso(r.at))).toEqual(['2027-04-02T22:00:00.000Z', '2027-04-03T23:00:00.000Z', '2027-04-04T23:00:00.000Z']);
  });

  it('weekdays skip Saturday and Sunday in the schedule zone, not in UTC', () => {
    // Friday 20:00 in Los Angeles is Saturday 04:00 UTC: still a weekday run.
    const runs = nextRuns({ repeat: 'weekdays', time: '20:00', timezone: 'America/Los_Angeles' }, utc(2026, 11, 27, 12), 3);
    expect(runs.map((r) => `${r.wall.year}-${r.wall.month}-${r.wall.day}`)).toEqual(['2026-11-27', '2026-11-30', '2026-12-1']);
    expect(iso(runs[0]!.at)).toBe('2026-11-28T04:00:00.000Z');
  });

  it('weekly on chosen days returns ten runs in order', () => {
    const runs = nextRuns({ repeat: 'weekly', repeat_on: 'mon,fri', time: '06:00', timezone: 'UTC' }, utc(2026, 11, 21), 10);
    expect(runs).toHaveLength(10);
    expect(runs.map((r) => new Date(r.at).getUTCDay())).toEqual([1, 5, 1, 5, 1, 5, 1, 5, 1, 5]);
    expect(nextRuns({ repeat: 'weekly', repeat_on: '', time: '06:00', timezone: 'UTC' }, 0)).toEqual([]);
  });

  it('one-off on a leap day; past one-offs and impossible dates never run', () => {
    expect(nextRuns({ repeat: 'none', date: '2028-02-29', time: '10:00', timezone: 'Europe/Paris' }, utc(2026, 1, 1)).map((r) => iso(r.at))).toEqual([
      '2028-02-29T09:00:00.000Z',
    ]);
    expect(nextRuns({ repeat: 'none', date: '2027-02-29', time: '10:00', timezone: 'UTC' }, utc(2026, 1, 1))).toEqual([]);
    expect(nextRuns({ repeat: 'none', date: '2020-01-01', time: '10:00', timezone: 'UTC' }, utc(2026, 1, 1))).toEqual([]);
  });

  it('daily across February 29th', () => {
    const days = nextRuns({ repeat: 'daily', time: '12:00', timezone: 'UTC' }, utc(2028, 2, 27, 13), 3).map((r) => iso(r.at).slice(0, 10));
    expect(days).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });

  it('reads the wall clock of an instant in a zone', () => {
    expect(wallAt(utc(2026, 7, 1, 12), 'Asia/Kolkata')).toEqual({ year: 2026, month: 7, day: 1, hour: 17, minute: 30 });
  });

  it('answers again from what it kept, per zone and minute, and a changed answer does not leak back', () => {
    const at = utc(2026, 3, 8, 7, 30) + 59_000;
    const first = wallAt(at, 'America/New_York');
    expect(first).toEqual({ year: 2026, month: 3, day: 8, hour: 3, minute: 30 });
    first.hour = 99;
    expect(wallAt(at - 59_000, 'America/New_York')).toEqual({ year: 2026, month: 3, day: 8, hour: 3, minute: 30 });
    expect(wallAt(at, 'Europe/Paris')).toEqual({ year: 2026, month: 3, day: 8, hour: 8, minute: 30 });
    expect(wallAt(at + 1000, 'America/New_York')).toEqual({ year: 2026, month: 3, day: 8, hour: 3, minute: 31 });
  });
});

describe('schedule text', () => {
  it('renders each kind in words, the time in the viewer’s clock habit', () => {
    expect(describeSchedule({ repeat: 'weekdays', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-2' })).toBe(
      `Weekdays at ${clock(8)} America/New_York → TG-2`,
    );
    expect(describeSchedule({ repeat: 'daily', time: '20:00', timezone: 'UTC', workspace_type_name: 'TG-0' })).toBe(`Every day at ${clock(20)} UTC → TG-0`);
    expect(describeSchedule({ repeat: 'weekly', repeat_on: 'fri,mon', time: '09:30', timezone: 'Asia/Tokyo', workspace_type_name: 'TG-4' })).toBe(
      `Every Mon, Fri at ${clock(9, 30)} Asia/Tokyo → TG-4`,
    );
    expect(describeSchedule({ repeat: 'none', date: '2028-02-29', time: '10:00', timezone: 'Europe/Paris', workspace_type_name: 'TG-1' })).toBe(
      `Once on Tue 2028-02-29 at ${clock(10)} Europe/Paris → TG-1`,
    );
    expect(describeSchedule({ repeat: 'No Repeat', date: '', time: '10:00', timezone: 'UTC' })).toBe(`Once (no date) at ${clock(10)} UTC (no size set)`);
    // A time the service sent in another form is shown as sent, never guessed at.
    expect(describeSchedule({ repeat: 'daily', time: '8 o’clock', timezone: 'UTC' })).toBe('Every day at 8 o’clock UTC (no size set)');
  });
});

describe('conflicts', () => {
  it('finds two schedules firing at the same instant with different sizes', () => {
    const a = { repeat: 'daily', time: '08:00', timezone: 'Europe/London', workspace_type_name: 'TG-1' };
    const b = { repeat: 'weekly', repeat_on: 'wed', time: '09:00', timezone: 'Europe/Paris', workspace_type_name: 'TG-2' };
    const clashes = findConflicts([a, b], utc(2026, 11, 21), 14);
    expect(clashes.map((c) => iso(c.at))).toEqual(['2026-11-25T08:00:00.000Z', '2026-12-02T08:00:00.000Z']);
    expect(findConflicts([a, { ...b, workspace_type_name: 'TG-1' }], utc(2026, 11, 21), 14)).toEqual([]);
  });

  it('names the schedules that clash, and only those (issue 32: an unrelated schedule is not blamed)', () => {
    const la = { repeat: 'weekdays', time: '05:00', timezone: 'America/Los_Angeles', workspace_type_name: 'TG-1' };
    const ny = { repeat: 'daily', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-2' };
    const london = { repeat: 'daily', time: '03:00', timezone: 'Europe/London', workspace_type_name: 'TG-00' };
    const clashes = clashesOf([la, ny, london], utc(2026, 11, 21), 14);
    expect([...clashes.keys()].sort()).toEqual([0, 1]);
    expect(clashes.get(0)).toEqual({ at: Date.parse('2026-11-23T13:00:00Z'), with: [1] });
    expect(clashes.get(1)!.with).toEqual([0]);
    expect(clashes.has(2)).toBe(false);
  });
});
