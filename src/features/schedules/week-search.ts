import type { SearchSchemaInput } from '@tanstack/react-router';

/** How far the week view may be stepped from this week, either way (ten years). */
export const MAX_WEEK_OFFSET = 520;

/** The schedules screen's place, as it lives in the URL: the week shown (0 is this one) and the zone its times are in. */
export interface WeekSearch {
  week: number;
  /** A zone the week view was switched to; absent: the viewer's own (the screen falls back to it for a zone no schedule uses). */
  zone?: string;
  /** The schedule being edited (its id): a reload or a link keeps the editor on it, with what was typed. */
  edit?: string;
}

export const weekSearchDefaults = { week: 0 } as const;

/**
 * Reads the URL's search (the route's validateSearch): anything odd is its default, never an error, as the
 * workgroup list's filter is read. A zone is an IANA name's characters only; whether a schedule uses it is the screen's to check.
 */
export function parseWeekSearch(raw: { week?: unknown; zone?: unknown; edit?: unknown } & SearchSchemaInput): WeekSearch {
  const n = typeof raw.week === 'number' || typeof raw.week === 'string' ? Number(raw.week) : NaN;
  const week = Number.isInteger(n) && Math.abs(n) <= MAX_WEEK_OFFSET ? n : 0;
  const zone = typeof raw.zone === 'string' && /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(raw.zone) ? raw.zone : undefined;
  const edit = typeof raw.edit === 'string' && /^[\w.:-]{1,128}$/.test(raw.edit) ? raw.edit : undefined;
  return { week, ...(zone ? { zone } : {}), ...(edit ? { edit } : {}) };
}
