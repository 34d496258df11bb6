import { parseCron, type Cron } from '@/api/schemas/cron';
import { nextCronRuns } from '@/lib/cron';
import { nextWallRun, wallAt } from '@/kernel/wall-time';

/**
 * The automatic-backup schedule as a person sets it: on some days of the week
 * (0 = Sunday … 6 = Saturday; all seven is every day) at a time in their zone.
 * The service takes a cron expression in UTC, which cannot follow a zone's clock
 * changes: the conversion uses the offset of the next run, so after a change the
 * runs land an hour earlier or later on the viewer's clock (the screen says so).
 */
export interface FriendlySchedule {
  days: number[];
  hour: number;
  minute: number;
}

const DAY = 86_400_000;
const dayNumber = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / DAY);

/** The UTC cron expression for a friendly schedule, with the offset `zone` has at its next run after `from`. */
export function cronFromFriendly(f: FriendlySchedule, zone: string, from: number): string {
  const days = [...new Set(f.days)].sort((a, b) => a - b);
  if (days.length === 0) throw new Error('Choose at least one day');
  const at = nextWallRun({ ...f, days }, zone, from)!;
  const utc = new Date(at);
  const local = wallAt(at, zone);
  // The UTC date is the local date moved by this many days (−1, 0 or +1).
  const shift = dayNumber(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate()) - dayNumber(local.year, local.month, local.day);
  const weekdays = days.length === 7 ? '*' : [...new Set(days.map((d) => (d + shift + 7) % 7))].sort((a, b) => a - b).join(',');
  return `${utc.getUTCMinutes()} ${utc.getUTCHours()} * * ${weekdays}`;
}

function single(cron: Cron): boolean {
  return cron.minutes.length === 1 && cron.hours.length === 1 && !cron.dayRestricted && cron.months.size === 12;
}

/** The friendly form of a UTC cron expression, as the viewer's clock shows its next run; undefined when it has no such form (raw mode). */
export function friendlyFromCron(expression: string, zone: string, from: number): FriendlySchedule | undefined {
  const parsed = parseCron(expression);
  if ('error' in parsed || !single(parsed.cron)) return undefined;
  const [at] = nextCronRuns(parsed.cron, from, 1);
  if (at === undefined) return undefined;
  const utc = new Date(at);
  const local = wallAt(at, zone);
  const shift = dayNumber(local.year, local.month, local.day) - dayNumber(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
  const days = [...parsed.cron.weekdays].map((d) => (d + shift + 7) % 7).sort((a, b) => a - b);
  return { days: [...new Set(days)], hour: local.hour, minute: local.minute };
}

/** The next runs of a cron expression (UTC) after `from`; none when it does not parse. */
export function nextBackupRuns(expression: string, from: number, count = 5): number[] {
  const parsed = parseCron(expression);
  return 'error' in parsed ? [] : nextCronRuns(parsed.cron, from, count);
}
