/**
 * The automatic-backup schedule's grammar (vendor-operations.md, BackupSchedule):
 * a 5-field cron expression in UTC, `minute hour day-of-month month day-of-week`.
 * Each field is `*`, a number, a range `a-b`, a step `*∕n` or `a-b/n`, or a list of
 * those; day-of-week is 0–7 (0 and 7 are Sunday) or SUN–SAT, months 1–12 or JAN–DEC.
 * When both day fields are restricted a day matches either (as cron does).
 */
export interface Cron {
  minutes: number[];
  hours: number[];
  days: Set<number>;
  months: Set<number>;
  weekdays: Set<number>;
  /** Day-of-month or day-of-week is not `*`. */
  dayRestricted: boolean;
  weekdayRestricted: boolean;
}

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'], first: 1 },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'], first: 0 },
] as const;

type Field = (typeof FIELDS)[number];

function value(text: string, f: Field): number {
  const named = 'names' in f ? (f.names as readonly string[]).indexOf(text.toUpperCase()) : -1;
  if (named >= 0) return named + ('first' in f ? f.first : 0);
  if (!/^\d{1,2}$/.test(text)) throw new Error(`the ${f.name} field has "${text}", not a number`);
  const n = Number(text);
  if (n < f.min || n > f.max) throw new Error(`the ${f.name} must be ${f.min} to ${f.max}; got ${n}`);
  return n;
}

function field(text: string, f: Field): number[] {
  const out = new Set<number>();
  for (const part of text.split(',')) {
    const [range, stepText, extra] = part.split('/');
    if (extra !== undefined || range === undefined || range === '') throw new Error(`the ${f.name} field has "${part}"`);
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1 || !/^\d+$/.test(stepText ?? '1'))
      throw new Error(`the ${f.name} field's step must be a whole number from 1; got "${stepText}"`);
    let lo: number;
    let hi: number;
    if (range === '*') [lo, hi] = [f.min, f.max];
    else if (range.includes('-')) {
      const [a, b] = range.split('-');
      lo = value(a ?? '', f);
      hi = value(b ?? '', f);
      if (lo > hi) throw new Error(`the ${f.name} range ${range} runs backwards`);
    } else {
      lo = value(range, f);
      hi = stepText === undefined ? lo : f.max;
    }
    for (let n = lo; n <= hi; n += step) out.add(f.name === 'day of week' && n === 7 ? 0 : n);
  }
  return [...out].sort((a, b) => a - b);
}

/** Reads a cron expression; a clear sentence saying what is wrong otherwise. */
export function parseCron(expression: string): { cron: Cron } | { error: string } {
  const parts = expression.trim().split(/\s+/);
  if (expression.trim() === '' || parts.length !== 5)
    return {
      error: `A schedule has 5 fields (minute hour day-of-month month day-of-week), e.g. "0 3 * * *"; this has ${expression.trim() === '' ? 0 : parts.length}`,
    };
  try {
    const [minutes, hours, days, months, weekdays] = parts.map((p, i) => field(p, FIELDS[i]!));
    return {
      cron: {
        minutes: minutes!,
        hours: hours!,
        days: new Set(days),
        months: new Set(months),
        weekdays: new Set(weekdays),
        dayRestricted: parts[2] !== '*',
        weekdayRestricted: parts[4] !== '*',
      },
    };
  } catch (e) {
    const message = (e as Error).message;
    return { error: `Not a valid schedule: ${message}` };
  }
}

export function cronError(expression: string): string | undefined {
  const parsed = parseCron(expression);
  return 'error' in parsed ? parsed.error : undefined;
}
