import { describe, expect, it } from 'vitest';
import { MAX_WEEK_OFFSET, parseWeekSearch as parse } from './week-search';

// What a URL's search may hold, typed as links type it.
const parseWeekSearch = (raw: Record<string, unknown>) => parse(raw as never);

describe('parseWeekSearch', () => {
  it('keeps a whole week offset within ten years and an IANA-looking zone', () => {
    expect(parseWeekSearch({ week: 3, zone: 'America/New_York' })).toEqual({ week: 3, zone: 'America/New_York' });
    expect(parseWeekSearch({ week: '-2' })).toEqual({ week: -2 });
    expect(parseWeekSearch({ week: MAX_WEEK_OFFSET, zone: 'Etc/GMT+5' })).toEqual({ week: MAX_WEEK_OFFSET, zone: 'Etc/GMT+5' });
  });
  it('reads anything odd as this week in the viewer zone, never an error', () => {
    expect(parseWeekSearch({})).toEqual({ week: 0 });
    expect(parseWeekSearch({ week: 1.5 })).toEqual({ week: 0 });
    expect(parseWeekSearch({ week: MAX_WEEK_OFFSET + 1 })).toEqual({ week: 0 });
    expect(parseWeekSearch({ week: 'banana', zone: '<script>' })).toEqual({ week: 0 });
    expect(parseWeekSearch({ edit: 'sch-0001' })).toEqual({ week: 0, edit: 'sch-0001' });
    expect(parseWeekSearch({ edit: '"><img>' })).toEqual({ week: 0 });
    expect(parseWeekSearch({ edit: 7 })).toEqual({ week: 0 });
    expect(parseWeekSearch({ week: [1], zone: 'x'.repeat(80) })).toEqual({ week: 0 });
  });
});
