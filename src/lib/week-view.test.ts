import { describe, expect, it } from 'vitest';
import { buildWeekGrid } from './week-view';

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
