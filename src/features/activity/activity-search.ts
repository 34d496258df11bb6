import type { SearchSchemaInput } from '@tanstack/react-router';

/** Activity's place, as it lives in the URL: which log is shown and the audit trail's search. */
export interface ActivitySearch {
  view: 'server' | 'browser';
  /** RequestID, target or who. */
  q: string;
  /** ISO 8601 instants ('' for none). */
  since: string;
  until: string;
  outcome: '' | 'accepted' | 'refused' | 'failed';
}

export const activitySearchDefaults: ActivitySearch = { view: 'server', q: '', since: '', until: '', outcome: '' };

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');
const oneOf = <T extends string>(v: unknown, values: readonly T[], fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);
/** An instant written as the console writes it (toISOString), and only one that is a real time. */
const instant = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : '';

/** Reads the URL's search (the route's validateSearch): anything odd is its default, never an error. */
export function parseActivitySearch(raw: { [K in keyof ActivitySearch]?: unknown } & SearchSchemaInput): ActivitySearch {
  return {
    view: oneOf(raw.view, ['server', 'browser'] as const, 'server'),
    q: text(raw.q, 200),
    since: instant(raw.since),
    until: instant(raw.until),
    outcome: oneOf(raw.outcome, ['', 'accepted', 'refused', 'failed'] as const, ''),
  };
}

/** An instant as a `datetime-local` value in the viewer's zone (to seconds); '' for none. */
export function localInputOf(iso: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
