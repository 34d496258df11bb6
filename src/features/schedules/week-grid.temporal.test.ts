import { describe, expect, it } from 'vitest';
import { Temporal } from '@js-temporal/polyfill';
import { buildWeekGrid, weekAround } from './week-grid';
import { explainRun } from '@/kernel/schedule-time';
import { formatClock } from '@/lib/format-time';

// The days when the clocks change, checked against an independent implementation (the Temporal polyfill).
const zone = 'Europe/Berlin';
const hoursOf = (date: string) => {
  const day = Temporal.PlainDate.from(date);
  const start = day.toZonedDateTime({ timeZone: zone });
  return start.until(day.add({ days: 1 }).toZonedDateTime({ timeZone: zone }), { largestUnit: 'hours' }).hours;
};
const instant = (date: string, time: string, disambiguation: 'earlier' | 'later' = 'earlier') =>
  Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(zone, { disambiguation }).epochMilliseconds;

describe('the week view on the days the clocks change', () => {
  const spring = buildWeekGrid([{ repeat: 'daily', time: '02:30', timezone: zone, workspace_type_name: 'TG-2' }], zone, Date.UTC(2026, 2, 25, 12));
  const sunday = spring.days[6]!;

  it('draws a spring-forward day with 23 hours and no 02:00', () => {
    expect(sunday.date).toBe('2026-03-29');
    expect(sunday.hours).toBe(hoursOf('2026-03-29'));
    expect(sunday.hours).toBe(23);
    expect(sunday.cells[2]!.missing).toBe(true);
    expect(sunday.cells.filter((c) => c.missing)).toHaveLength(1);
    expect(sunday.cells[3]!.start).toBe(instant('2026-03-29', '03:00'));
    expect(spring.days.slice(0, 6).every((d) => d.hours === 24 && d.cells.every((c) => !c.missing))).toBe(true);
  });

  it('says what happens to a schedule in the missing hour: it runs when the clock resumes', () => {
    const run = sunday.cells[3]!.runs[0]!;
    expect(run.at).toBe(instant('2026-03-29', '03:30'));
    expect(run.note).toBe('gap');
    expect(explainRun(run.run!, zone)).toMatch(new RegExp(`^${formatClock(2, 30)} does not exist on 2026-03-29 .* it runs at ${formatClock(3, 30)} instead`));
  });

  it('draws a fall-back day with 25 hours, the repeated hour marked, a schedule in it running once, at the first', () => {
    const autumn = buildWeekGrid([{ repeat: 'daily', time: '02:30', timezone: zone, workspace_type_name: 'TG-4' }], zone, Date.UTC(2026, 9, 21, 12));
    const day = autumn.days[6]!;
    expect(day.date).toBe('2026-10-25');
    expect(day.hours).toBe(hoursOf('2026-10-25'));
    expect(day.hours).toBe(25);
    const twice = day.cells[2]!;
    expect(twice.start).toBe(instant('2026-10-25', '02:00', 'earlier'));
    expect(twice.repeat!.start).toBe(instant('2026-10-25', '02:00', 'later'));
    expect(day.cells.filter((c) => c.repeat)).toHaveLength(1);
    expect(twice.runs.map((r) => r.at)).toEqual([instant('2026-10-25', '02:30', 'earlier')]);
    expect(twice.repeat!.runs).toEqual([]);
    expect(explainRun(twice.runs[0]!.run!, zone)).toMatch(/happens twice .* runs once, at the first occurrence/);
  });

  it('moves a week back and forward by whole weeks, across a clock change', () => {
    const now = Date.UTC(2026, 2, 30, 0, 30); // Monday 02:30 in Berlin, just after the change
    const dates = (offset: number) => buildWeekGrid([], zone, weekAround(now, zone, offset)).days[0]!.date;
    expect([dates(-1), dates(0), dates(1)]).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
    const mondays = [-1, 0, 1].map((o) => Temporal.PlainDate.from('2026-03-30').add({ weeks: o }).toString());
    expect([dates(-1), dates(0), dates(1)]).toEqual(mondays);
  });
});
