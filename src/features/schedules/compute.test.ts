import { describe, expect, it } from 'vitest';
import { Temporal } from '@js-temporal/polyfill';
import { replicasOf, savedFigure, weekCompute } from './compute';

const t = (typeName: string, cpu: string, memory: string) => ({ typeName, cpu, memory, ha: 1, partition: 1 });
const sizes = [t('TG-0', '4', '32Gi'), t('TG-2', '16', '128Gi'), t('TG-X', 'lots', 'plenty')];
const daily = (time: string, size: string, zone = 'Europe/Paris') => ({
  repeat: 'daily',
  repeat_on: '',
  date: '',
  time,
  timezone: zone,
  workspace_type_name: size,
});
/** An instant on a wall date in a zone, by Temporal (an independent reference). */
const at = (iso: string, zone: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(zone).epochMilliseconds;

describe('compute per week', () => {
  const evenings = [daily('08:00', 'TG-2'), daily('20:00', 'TG-0')];

  it('counts the hours at each size in an ordinary week, every replica included', () => {
    const week = weekCompute({
      schedules: evenings,
      zone: 'Europe/Paris',
      now: at('2026-06-10T12:00', 'Europe/Paris'),
      currentSize: 'TG-2',
      sizes,
      replicas: 2,
    });
    expect(week.weekHours).toBe(168);
    expect(week.hoursBySize).toEqual([
      { size: 'TG-0', hours: 84 },
      { size: 'TG-2', hours: 84 },
    ]);
    expect(week.scheduled.vcpuHours).toBe((84 * 4 + 84 * 16) * 2);
    expect(week.alwaysOn.vcpuHours).toBe(168 * 16 * 2);
    expect(week.alwaysOn.memoryGiBHours).toBe(168 * 128 * 2);
    expect(week.savedPercent).toBeCloseTo(37.5, 6);
    expect(week.days[0]!.hours).toEqual({ 'TG-0': 12, 'TG-2': 12 });
  });

  it('has 167 hours in the week the clocks go forward, and the lost hour is one of the night size', () => {
    // Europe/Paris: Sunday 29 March 2026, 02:00 → 03:00.
    const week = weekCompute({
      schedules: evenings,
      zone: 'Europe/Paris',
      now: at('2026-03-25T12:00', 'Europe/Paris'),
      currentSize: 'TG-2',
      sizes,
      replicas: 1,
    });
    expect(week.weekHours).toBe(167);
    expect(week.weekEnd - week.weekStart).toBe(at('2026-03-30T00:00', 'Europe/Paris') - at('2026-03-23T00:00', 'Europe/Paris'));
    expect(Object.fromEntries(week.hoursBySize.map((h) => [h.size, h.hours]))).toEqual({ 'TG-0': 83, 'TG-2': 84 });
    expect(week.days[6]!.hours).toEqual({ 'TG-0': 11, 'TG-2': 12 });
    expect(week.alwaysOn.vcpuHours).toBe(167 * 16);
  });

  it('has 169 hours in the week the clocks go back', () => {
    // Europe/Paris: Sunday 25 October 2026, 03:00 → 02:00.
    const week = weekCompute({
      schedules: evenings,
      zone: 'Europe/Paris',
      now: at('2026-10-21T12:00', 'Europe/Paris'),
      currentSize: 'TG-2',
      sizes,
      replicas: 1,
    });
    expect(week.weekHours).toBe(169);
    expect(Object.fromEntries(week.hoursBySize.map((h) => [h.size, h.hours]))).toEqual({ 'TG-0': 85, 'TG-2': 84 });
  });

  it('starts the week at the size the run before it set, and at today’s size without runs', () => {
    const weekly = [
      { repeat: 'weekly', repeat_on: 'fri', date: '', time: '18:00', timezone: 'UTC', workspace_type_name: 'TG-0' },
      { repeat: 'weekly', repeat_on: 'mon', date: '', time: '06:00', timezone: 'UTC', workspace_type_name: 'TG-2' },
    ];
    const week = weekCompute({ schedules: weekly, zone: 'UTC', now: Date.UTC(2026, 5, 10), currentSize: 'TG-2', sizes, replicas: 1 });
    // Monday 00:00–06:00 at TG-0 (set the Friday before), Friday 18:00 to Monday 00:00 at TG-0.
    expect(Object.fromEntries(week.hoursBySize.map((h) => [h.size, h.hours]))).toEqual({ 'TG-0': 6 + 54, 'TG-2': 168 - 60 });
    const none = weekCompute({ schedules: [], zone: 'UTC', now: Date.UTC(2026, 5, 10), currentSize: 'TG-2', sizes, replicas: 1 });
    expect(none.hoursBySize).toEqual([{ size: 'TG-2', hours: 168 }]);
    expect(none.savedPercent).toBe(0);
  });

  it('keeps hours at a size whose figures are unknown out of the totals, and says no percentage', () => {
    const week = weekCompute({
      schedules: [daily('20:00', 'TG-X', 'UTC'), daily('08:00', 'TG-2', 'UTC')],
      zone: 'UTC',
      now: Date.UTC(2026, 5, 10),
      currentSize: 'TG-2',
      sizes,
      replicas: 1,
    });
    expect(week.scheduled.unknownHours).toBe(84);
    expect(week.savedPercent).toBeNaN();
  });

  it('counts replicas from the workspace, else two with HA', () => {
    expect(replicasOf({ replicas: 3, enable_ha: true })).toBe(3);
    expect(replicasOf({ replicas: 0, enable_ha: true })).toBe(2);
    expect(replicasOf({ replicas: 0, enable_ha: false })).toBe(1);
  });
});

describe('the difference with always on', () => {
  it('never writes −0 %: what rounds to 0 is the same', () => {
    expect(savedFigure(0)).toEqual({ figure: '0 %', text: 'the same as always on' });
    expect(savedFigure(0.4)).toEqual({ figure: '0 %', text: 'the same as always on' });
    expect(savedFigure(-0.3)).toEqual({ figure: '0 %', text: 'the same as always on' });
  });
  it('writes less as −, more as +, unknown as Unknown', () => {
    expect(savedFigure(24.6)).toEqual({ figure: '−25 %', text: '25 % less than always on' });
    expect(savedFigure(-10.2)).toEqual({ figure: '+10 %', text: '10 % more than always on' });
    expect(savedFigure(Number.NaN).figure).toBe('Unknown');
  });
});
