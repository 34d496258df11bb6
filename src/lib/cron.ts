import type { Cron } from '@/api/schemas/cron';

// When a backup schedule's cron expression runs (its grammar is in src/api/schemas/cron.ts).

function dayMatches(c: Cron, d: Date): boolean {
  if (!c.months.has(d.getUTCMonth() + 1)) return false;
  const dom = c.days.has(d.getUTCDate());
  const dow = c.weekdays.has(d.getUTCDay());
  if (c.dayRestricted && c.weekdayRestricted) return dom || dow;
  return dom && dow;
}

const DAY = 86_400_000;

/** The next `count` runs strictly after `from` (epoch ms, UTC), looking up to about five years ahead. */
export function nextCronRuns(cron: Cron, from: number, count: number): number[] {
  const runs: number[] = [];
  const start = Math.floor(from / DAY) * DAY;
  for (let day = start; runs.length < count && day < start + 5 * 366 * DAY; day += DAY) {
    if (!dayMatches(cron, new Date(day))) continue;
    for (const h of cron.hours) {
      for (const m of cron.minutes) {
        const at = day + h * 3_600_000 + m * 60_000;
        if (at > from && runs.length < count) runs.push(at);
      }
    }
  }
  return runs;
}
