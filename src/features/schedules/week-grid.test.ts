import { describe, expect, it } from 'vitest';
import { weekAround, weekDates } from './week-grid';
import { weekCompute } from './compute';
import { weekOffsetLabel } from '@/lib/labels';
import { SIZE_STEPS, buildWeekGrid, sizeScale } from './week-grid';
import type { WorkspaceType } from '@/kernel/workspace-schema';

describe('week view', () => {
  const now = Date.UTC(2026, 10, 18, 12); // Wednesday
  const schedules = [
    { repeat: 'weekdays', time: '08:00', timezone: 'America/New_York', workspace_type_name: 'TG-2' },
    { repeat: 'daily', time: '20:00', timezone: 'America/New_York', workspace_type_name: 'TG-0' },
  ];

  it('lays the week out Monday to Sunday with 24 hours each', () => {
    const grid = buildWeekGrid(schedules, 'America/New_York', now);
    expect(grid.days.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(grid.days.every((d) => d.cells.length === 24)).toBe(true);
  });

  it('shows runs at their hour in the schedule zone and the size in effect each hour', () => {
    const grid = buildWeekGrid(schedules, 'America/New_York', now);
    const mon = grid.days[0]!.cells;
    expect(mon[7]!.size).toBe('TG-0'); // still the previous evening's size
    expect(mon[8]!.runs.map((r) => r.size)).toEqual(['TG-2']);
    expect(mon[8]!.size).toBe('TG-2');
    expect(mon[20]!.size).toBe('TG-0');
    const sat = grid.days[5]!.cells;
    expect(sat[8]!.runs).toEqual([]);
    expect(sat[12]!.size).toBe('TG-0');
  });

  it('moves the same runs to the viewer zone', () => {
    const grid = buildWeekGrid(schedules, 'UTC', now);
    expect(grid.days[0]!.cells[13]!.runs.map((r) => r.size)).toEqual(['TG-2']);
    expect(grid.days[1]!.cells[1]!.runs.map((r) => r.size)).toEqual(['TG-0']);
  });
});

describe('the size colour scale', () => {
  const type = (typeName: string, cpu: string, memory: string) => ({ typeName, cpu, memory, ha: 1, partition: 1 }) as unknown as WorkspaceType;
  const sizes = [type('TG-2', '16', '128Gi'), type('TG-00', '2', '16Gi'), type('TG-6', '48', '384Gi'), type('TG-0', '4', '32Gi'), type('TG-1', '8', '64Gi')];

  it('orders the sizes in play smallest first and spreads them over every step, each its own', () => {
    const scale = sizeScale(sizes, ['TG-1', 'TG-00', 'TG-6', 'TG-0', 'TG-2']);
    expect([...scale]).toEqual([
      ['TG-00', 1],
      ['TG-0', 3],
      ['TG-1', 4],
      ['TG-2', 6],
      ['TG-6', 7],
    ]);
  });

  it('gives a size the same step whoever asks with the same sizes in play (week view and compute bars)', () => {
    const a = sizeScale(sizes, ['TG-2', 'TG-1', 'TG-1', '']);
    const b = sizeScale(sizes, new Set(['TG-1', 'TG-2']));
    expect(a).toEqual(b);
    expect(a.get('TG-1')).toBe(1);
    expect(a.get('TG-2')).toBe(SIZE_STEPS);
  });

  it('puts a size the catalogue does not know after the known ones', () => {
    expect([...sizeScale(sizes, ['TG-X', 'TG-0']).keys()]).toEqual(['TG-0', 'TG-X']);
  });
});

describe('the week shown, and the compute of that week', () => {
  it('names a week as the view does, and the compute at an offset covers that week, not this one', () => {
    const sizes = [{ typeName: 'TG-1', cpu: '8', memory: '64Gi', ha: 1, partition: 1 }];
    const now = Date.parse('2030-03-20T12:00:00Z');
    expect(weekDates(now, 'Europe/Berlin')).toBe('2030-03-18 to 2030-03-24');
    expect(weekDates(weekAround(now, 'Europe/Berlin', 1), 'Europe/Berlin')).toBe('2030-03-25 to 2030-03-31');
    expect([0, -1, -2, 1, 3].map(weekOffsetLabel)).toEqual(['This week', '1 week ago', '2 weeks ago', 'In 1 week', 'In 3 weeks']);
    // The week after holds the spring change (31 March 2030 in Berlin): 167 hours there, 168 this week.
    const args = { schedules: [], zone: 'Europe/Berlin', currentSize: 'TG-1', sizes, replicas: 1 };
    expect(weekCompute({ ...args, now }).weekHours).toBe(168);
    expect(weekCompute({ ...args, now: weekAround(now, 'Europe/Berlin', 1) }).weekHours).toBe(167);
  });
});
