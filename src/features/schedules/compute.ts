import type { WorkspaceType } from '@/kernel/workspace-schema';
import { weekDays } from '@/kernel/schedule-schema';
import type { ScheduleLike } from '@/kernel/schedule-time';
import { sizeRuns, weekOf } from './week-grid';
import { sizeFacts } from '@/kernel/sizes';

// Kept beside the sizes, so screens that pass it on do not load the compute maths.
export { replicasOf } from '@/kernel/sizes';

const HOUR = 3_600_000;

interface ComputeTotals {
  vcpuHours: number;
  memoryGiBHours: number;
  /** Hours spent at a size whose vCPU or memory the service did not give as a number: not in the totals. */
  unknownHours: number;
}

interface WeekCompute {
  zone: string;
  weekStart: number;
  weekEnd: number;
  /** Hours in this week in the zone: 167 or 169 in a week the clocks change. */
  weekHours: number;
  replicas: number;
  /** Hours at each size, in the order the sizes first apply. */
  hoursBySize: { size: string; hours: number }[];
  /** Each day (Monday first): hours at each size. */
  days: { day: (typeof weekDays)[number]; hours: Record<string, number> }[];
  scheduled: ComputeTotals;
  /** The same week at today's size, without schedules. */
  alwaysOn: ComputeTotals;
  /** (always-on − scheduled) ÷ always-on vCPU-hours, in per cent; NaN when either is unknown. */
  savedPercent: number;
}

function totals(hoursBySize: { size: string; hours: number }[], sizes: ReadonlyMap<string, WorkspaceType>, replicas: number): ComputeTotals {
  const out: ComputeTotals = { vcpuHours: 0, memoryGiBHours: 0, unknownHours: 0 };
  for (const { size, hours } of hoursBySize) {
    const type = sizes.get(size);
    const facts = type ? sizeFacts(type) : undefined;
    if (!facts || !Number.isFinite(facts.cpu) || !Number.isFinite(facts.memoryGiB)) {
      out.unknownHours += hours;
      continue;
    }
    out.vcpuHours += hours * facts.cpu * replicas;
    out.memoryGiBHours += hours * facts.memoryGiB * replicas;
  }
  return out;
}

/**
 * The compute a workspace's schedules produce over the week (Monday to Monday in
 * `zone`) that contains `now`: the size in effect at each moment is the one the
 * latest run set (before the first run of the week, the one the run before it
 * set, two weeks back at most; else today's size). Every replica counts. Time
 * the workspace is paused or stopped by auto-stop is not predictable and is
 * counted as running.
 */
export function weekCompute(args: {
  schedules: readonly ScheduleLike[];
  zone: string;
  now: number;
  currentSize: string;
  sizes: readonly WorkspaceType[];
  replicas: number;
}): WeekCompute {
  const { zone, now, currentSize, replicas } = args;
  const sizes = new Map(args.sizes.map((t) => [t.typeName, t]));
  const { hourStart, start: weekStart, end: weekEnd } = weekOf(now, zone);
  const dayStart = (d: number) => hourStart(d, 0);
  const runs = sizeRuns(args.schedules, { start: weekStart, end: weekEnd }).filter((r) => r.size);
  let size = runs.filter((r) => r.at < weekStart).at(-1)?.size ?? currentSize;
  const inWeek = runs.filter((r) => r.at >= weekStart);

  const bySize = new Map<string, number>();
  const days = weekDays.map((day) => ({ day, hours: {} as Record<string, number> }));
  let cursor = 0;
  for (let d = 0; d < 7; d++) {
    let from = dayStart(d);
    const end = dayStart(d + 1);
    const add = (until: number) => {
      const hours = (until - from) / HOUR;
      if (hours <= 0) return;
      days[d]!.hours[size] = (days[d]!.hours[size] ?? 0) + hours;
      bySize.set(size, (bySize.get(size) ?? 0) + hours);
    };
    while (cursor < inWeek.length && inWeek[cursor]!.at < end) {
      add(inWeek[cursor]!.at);
      from = Math.max(from, inWeek[cursor]!.at);
      size = inWeek[cursor]!.size;
      cursor++;
    }
    add(end);
  }

  const hoursBySize = [...bySize].map(([s, hours]) => ({ size: s, hours }));
  const weekHours = (weekEnd - weekStart) / HOUR;
  const scheduled = totals(hoursBySize, sizes, replicas);
  const alwaysOn = totals([{ size: currentSize, hours: weekHours }], sizes, replicas);
  const known = scheduled.unknownHours === 0 && alwaysOn.unknownHours === 0 && alwaysOn.vcpuHours > 0;
  return {
    zone,
    weekStart,
    weekEnd,
    weekHours,
    replicas,
    hoursBySize,
    days,
    scheduled,
    alwaysOn,
    savedPercent: known ? ((alwaysOn.vcpuHours - scheduled.vcpuHours) / alwaysOn.vcpuHours) * 100 : Number.NaN,
  };
}

/**
 * The difference with always on, as the compute panel writes it: "−25 %" less,
 * "+10 %" more; anything that rounds to 0 is "0 %", the same (never "−0 %").
 */
export function savedFigure(savedPercent: number): { figure: string; text: string } {
  if (Number.isNaN(savedPercent)) return { figure: 'Unknown', text: 'the difference cannot be worked out: a size’s figures are unknown' };
  const rounded = Math.round(Math.abs(savedPercent));
  if (rounded === 0) return { figure: '0 %', text: 'the same as always on' };
  return savedPercent > 0
    ? { figure: `−${rounded} %`, text: `${rounded} % less than always on` }
    : { figure: `+${rounded} %`, text: `${rounded} % more than always on` };
}
