import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Temporal } from '@js-temporal/polyfill';
import { weekDays, type RepeatKind, type WeekDay } from './schedule-schema';
import { nextRuns, resolveWall, type Wall } from './schedule-time';

// schedule-time.ts places runs with Intl.DateTimeFormat alone. Here the same
// questions go to an independent implementation, the Temporal polyfill (its own
// zone rules, through Intl only for the raw offsets), over every zone that has
// transitions and the wall times around each of them.

type Note = 'gap' | 'overlap' | undefined;

/**
 * Temporal's answer for a wall time: 'compatible' is the rule the console states
 * (a gap runs when the clock resumes, shifted; an overlap runs at the first).
 */
function reference(wall: Wall, zone: string): { at: number; note: Note } {
  const plain = Temporal.PlainDateTime.from(wall);
  const at = plain.toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
  const earlier = plain.toZonedDateTime(zone, { disambiguation: 'earlier' }).epochMilliseconds;
  const later = plain.toZonedDateTime(zone, { disambiguation: 'later' }).epochMilliseconds;
  // Two candidates: both show this wall time (it happens twice), or neither does (the clock skipped it).
  const shows = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone).toPlainDateTime().equals(plain);
  const note: Note = earlier === later ? undefined : shows(earlier) ? 'overlap' : 'gap';
  return { at, note };
}

/** The next runs by Temporal: each day from the day before `from` (in the zone), at the wall time. */
function referenceRuns(s: { repeat: RepeatKind; days: WeekDay[]; hour: number; minute: number; zone: string }, from: number, count: number) {
  const runs: { at: number; note: Note }[] = [];
  let date = Temporal.Instant.fromEpochMilliseconds(from).toZonedDateTimeISO(s.zone).toPlainDate().subtract({ days: 1 });
  for (let i = 0; runs.length < count && i < 400; i++, date = date.add({ days: 1 })) {
    const day = weekDays[date.dayOfWeek - 1]!;
    const runsToday = s.repeat === 'daily' || (s.repeat === 'weekdays' && date.dayOfWeek <= 5) || (s.repeat === 'weekly' && s.days.includes(day));
    if (!runsToday) continue;
    const run = reference({ year: date.year, month: date.month, day: date.day, hour: s.hour, minute: s.minute }, s.zone);
    if (run.at > from) runs.push(run);
  }
  return runs;
}

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/** Every zone this runtime knows that changes its offset in 2026, with those transitions. */
const transitions = Intl.supportedValuesOf('timeZone').flatMap((zone) => {
  const found: { zone: string; at: Temporal.ZonedDateTime }[] = [];
  let t: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from({ year: 2026, month: 1, day: 1, timeZone: zone });
  while ((t = t.getTimeZoneTransition('next')) && t.year === 2026) found.push({ zone, at: t });
  return found;
});

describe('schedule runs against the Temporal polyfill', () => {
  it(`finds zones with transitions to compare (${transitions.length} transitions in 2026)`, () => {
    expect(new Set(transitions.map((t) => t.zone)).size).toBeGreaterThan(50);
    expect(transitions.some((t) => t.zone === 'Australia/Lord_Howe')).toBe(true);
  });

  it('places every half hour of the day around every 2026 transition of every zone the same way', () => {
    const mismatches: string[] = [];
    for (const { zone, at } of transitions) {
      // The transition's day and the days on either side, every 30 minutes.
      for (const dayOffset of [-1, 0, 1]) {
        const date = at.toPlainDate().add({ days: dayOffset });
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const wall = { year: date.year, month: date.month, day: date.day, hour: Math.floor(minutes / 60), minute: minutes % 60 };
          const ours = resolveWall(wall, zone);
          const theirs = reference(wall, zone);
          if (ours.at !== theirs.at || ours.note !== theirs.note)
            mismatches.push(
              `${zone} ${date} ${hhmm(wall.hour, wall.minute)}: console ${new Date(ours.at).toISOString()} ${ours.note ?? ''}, Temporal ${new Date(theirs.at).toISOString()} ${theirs.note ?? ''}`,
            );
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('lists the same next runs for any schedule, zone and starting instant (property)', () => {
    const zones = [...new Set(transitions.map((t) => t.zone)), 'UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom<RepeatKind>('daily', 'weekdays', 'weekly'),
        fc.uniqueArray(fc.constantFrom(...weekDays), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45, 59),
        // 2025 to 2028.
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 31) }),
        (zone, repeat, days, hour, minute, from) => {
          const schedule = { repeat, repeat_on: repeat === 'weekly' ? days.join(',') : '', time: hhmm(hour, minute), timezone: zone };
          const ours = nextRuns(schedule, from, 8).map((r) => ({ at: r.at, note: r.note }));
          expect(ours).toEqual(referenceRuns({ repeat, days, hour, minute, zone }, from, 8));
        },
      ),
      { numRuns: 300 },
    );
  });
});
