import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from '@js-temporal/polyfill';
import { cronError, parseCron, type Cron } from '@/api/schemas/cron';
import { nextCronRuns } from './cron';

const cron = (expression: string): Cron => {
  const parsed = parseCron(expression);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.cron;
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('parseCron', () => {
  it('reads numbers, ranges, steps, lists and names', () => {
    const c = cron('*/15 2-4 * JAN,jul 1-5');
    expect(c.minutes).toEqual([0, 15, 30, 45]);
    expect(c.hours).toEqual([2, 3, 4]);
    expect([...c.months]).toEqual([1, 7]);
    expect([...c.weekdays]).toEqual([1, 2, 3, 4, 5]);
    expect([...cron('0 0 * * 7,SUN').weekdays]).toEqual([0]);
    expect(cron('5/20 * * * *').minutes).toEqual([5, 25, 45]);
  });

  it.each([
    ['', 'has 5 fields'],
    ['0 3 * *', 'this has 4'],
    ['60 3 * * *', 'minute must be 0 to 59; got 60'],
    ['0 24 * * *', 'hour must be 0 to 23; got 24'],
    ['0 3 0 * *', 'day of month must be 1 to 31; got 0'],
    ['0 3 * 13 *', 'month must be 1 to 12; got 13'],
    ['0 3 * * 8', 'day of week must be 0 to 7; got 8'],
    ['0 5-2 * * *', 'runs backwards'],
    ['*/0 3 * * *', 'step must be a whole number'],
    ['0 3 * * MON-', 'not a number'],
    ['@daily', 'has 5 fields'],
  ])('refuses %j, saying why', (expression, why) => {
    expect(cronError(expression)).toContain(why);
  });

  it('accepts the vendor example', () => expect(cronError('0 3 * * *')).toBeUndefined());
});

/** The next runs by Temporal: every minute after `from`, in UTC, against the fields as cron defines them. */
function referenceRuns(expression: string, from: number, count: number): number[] {
  const [mi, ho, dom, mo, dow] = expression.split(' ');
  const matches = (field: string, n: number, min: number, max: number) =>
    field.split(',').some((part) => {
      const [range, step = '1'] = part.split('/');
      const [lo, hi] =
        range === '*' ? [min, max] : range!.includes('-') ? range!.split('-').map(Number) : [Number(range), part.includes('/') ? max : Number(range)];
      return n >= lo! && n <= hi! && (n - lo!) % Number(step) === 0;
    });
  const runs: number[] = [];
  // Day by day with Temporal's calendar, minute by minute within a matching day.
  let date = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO('UTC').toPlainDate();
  for (let i = 0; runs.length < count && i < 5 * 366; i++, date = date.add({ days: 1 })) {
    const day = matches(dom!, date.day, 1, 31);
    const week = matches(dow!, date.dayOfWeek % 7, 0, 7) || (date.dayOfWeek === 7 && matches(dow!, 7, 0, 7));
    if (!matches(mo!, date.month, 1, 12) || !(dom !== '*' && dow !== '*' ? day || week : day && week)) continue;
    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m++) {
        if (!matches(ho!, h, 0, 23) || !matches(mi!, m, 0, 59)) continue;
        const at = date.toZonedDateTime({ timeZone: 'UTC', plainTime: Temporal.PlainTime.from({ hour: h, minute: m }) }).epochMilliseconds;
        if (at > from && runs.length < count) runs.push(at);
      }
    }
  }
  return runs;
}

describe('nextCronRuns', () => {
  it('places nightly runs strictly after the given time', () => {
    const from = Date.parse('2026-03-28T03:00:00Z');
    expect(nextCronRuns(cron('0 3 * * *'), from, 3).map(iso)).toEqual(['2026-03-29T03:00:00.000Z', '2026-03-30T03:00:00.000Z', '2026-03-31T03:00:00.000Z']);
  });

  it('runs on either restricted day field, as cron does', () => {
    const from = Date.parse('2026-02-26T00:00:00Z'); // a Thursday
    expect(nextCronRuns(cron('0 12 1 * 5'), from, 3).map(iso)).toEqual(['2026-02-27T12:00:00.000Z', '2026-03-01T12:00:00.000Z', '2026-03-06T12:00:00.000Z']);
  });

  it('finds the 29th of February', () => {
    expect(nextCronRuns(cron('0 0 29 2 *'), Date.parse('2026-01-01T00:00:00Z'), 1).map(iso)).toEqual(['2028-02-29T00:00:00.000Z']);
  });

  it('agrees with Temporal on random expressions and times', () => {
    const num = (min: number, max: number) => fc.integer({ min, max }).map(String);
    const part = (min: number, max: number) =>
      fc.oneof(
        fc.constant('*'),
        num(min, max),
        fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
        fc.integer({ min: 2, max: 9 }).map((s) => `*/${s}`),
      );
    const expression = fc
      .tuple(part(0, 59), part(0, 23), fc.oneof(fc.constant('*'), num(1, 28)), fc.oneof(fc.constant('*'), part(1, 12)), fc.oneof(fc.constant('*'), part(0, 6)))
      .map((f) => f.join(' '));
    fc.assert(
      fc.property(expression, fc.integer({ min: Date.parse('2024-01-01'), max: Date.parse('2030-01-01') }), (e, from) => {
        expect(nextCronRuns(cron(e), from, 5)).toEqual(referenceRuns(e, from, 5));
      }),
      { numRuns: 40 },
    );
  });
});
