// Intl formatters are slow to build (tens of microseconds to a millisecond each)
// and cheap to reuse: a list that formats a count per row must not build one per row.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** An en-US date/time formatter for these options, built once. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', options);
    dateFormats.set(key, f);
  }
  return f;
}

/** An en-US number formatter for these options, built once. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', options);
    numberFormats.set(key, f);
  }
  return f;
}

/** Natural, case-insensitive ordering of names ("ws-2" before "ws-10"). */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
