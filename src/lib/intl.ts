// Intl formatters are slow to build (tens of microseconds to a millisecond each)
// and cheap to reuse: a list that formats a count per row must not build one per row.

/** One formatter per distinct options object, built on first use. */
export function builtOnce<O, F>(build: (options: O) => F): (options: O) => F {
  const made = new Map<string, F>();
  return (options) => {
    const key = JSON.stringify(options);
    let f = made.get(key);
    if (f === undefined) {
      f = build(options);
      made.set(key, f);
    }
    return f;
  };
}

// Dates in the viewer's own locale (the browser's): 23 Nov 2026 under en-GB, Nov 23, 2026 under en-US,
// with that locale's own 12- or 24-hour clock (no hourCycle is ever forced).
const dateTimeFormats = builtOnce(({ locale, ...options }: Intl.DateTimeFormatOptions & { locale?: string }) => new Intl.DateTimeFormat(locale, options));

/**
 * A date/time formatter in the browser's locale for these options (in the viewer's zone unless they name one).
 * `locale` is for tests, which prove both clock habits (en-US, en-GB) on one machine.
 */
export const dateTimeFormat = (options: Intl.DateTimeFormatOptions, locale?: string) => dateTimeFormats(locale ? { ...options, locale } : options);

/** An en-US formatter for figures read back out of the text (a zone's "GMT-05:00" offset), whatever the viewer's locale. */
export const parsedDateTimeFormat = builtOnce((options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options));

/** An en-US number formatter for these options. */
export const numberFormat = builtOnce((options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options));

/** Natural, case-insensitive ordering of names ("ws-2" before "ws-10"). */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
