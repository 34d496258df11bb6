import { describe, expect, it } from 'vitest';
import { activitySearchDefaults, localInputOf, parseActivitySearch as parse } from './activity-search';

const parseActivitySearch = (raw: Record<string, unknown>) => parse(raw as never);

describe('parseActivitySearch', () => {
  it('keeps the view, the words, the instants and the outcome', () => {
    expect(
      parseActivitySearch({ view: 'browser', q: 'wg-0001', since: '2026-11-01T08:00:00.000Z', until: '2026-11-02T08:00:00Z', outcome: 'refused' }),
    ).toEqual({
      view: 'browser',
      q: 'wg-0001',
      since: '2026-11-01T08:00:00.000Z',
      until: '2026-11-02T08:00:00Z',
      outcome: 'refused',
    });
  });
  it('reads anything odd as its default, never an error', () => {
    expect(parseActivitySearch({})).toEqual(activitySearchDefaults);
    expect(parseActivitySearch({ view: 'x', q: 'y'.repeat(201), since: 'yesterday', until: '2026-13-45T99:00:00Z', outcome: 'won' })).toEqual(
      activitySearchDefaults,
    );
    expect(parseActivitySearch({ q: 42, since: 1_700_000_000 })).toEqual(activitySearchDefaults);
  });
});

describe('localInputOf', () => {
  it('writes an instant as a datetime-local value in the viewer zone, and none as empty', () => {
    expect(localInputOf('')).toBe('');
    const iso = '2026-11-01T08:09:10.000Z';
    expect(new Date(localInputOf(iso)).toISOString()).toBe(iso);
  });
});
