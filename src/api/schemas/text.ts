import * as z from 'zod/mini';
import { isKnownTimeZone } from './zones';

// C0/C1 controls, and the bidirectional overrides/isolates that can make a name
// read differently from what it is (a "right-to-left override" spoof).
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
// What YAML 1.1 (Prometheus's rule files), JavaScript and many editors end a line at: a name holding one
// reads as two lines in every file it is written into.
const LINE_BREAKS = /[\n\v\f\r\u0085\u2028\u2029]/;

function unprintable(label: string, s: string): string | undefined {
  if (LINE_BREAKS.test(s)) return `${label} must be one line: no line breaks or line and paragraph separators`;
  if (UNSAFE_CHARACTERS.test(s)) return `${label} must not contain control or text-direction characters`;
  return undefined;
}

/** The one check of what a name or a text may hold, with the message of the first thing wrong. */
function printable(label: string) {
  return z.superRefine<string>((s, ctx) => {
    const message = unprintable(label, s);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/**
 * A name that only labels something for people, such as a notification channel's ("#ops", "On-call (EU)"): trimmed,
 * required, bounded, any printable characters. A resource's name, which addresses and other tools use, is `resourceName`.
 */
export function labelText(label: string, max = 64) {
  return z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max, `${label} must be at most ${max} characters`), printable(label));
}

/** A resource name as the console writes it: a label (trimmed, bounded, printable) of plain characters only. */
export function resourceName(label: string, max = 64) {
  return labelText(label, max).check(
    z.refine(
      // What is not printable has been said already, once.
      (s) => s === '' || unprintable(label, s) !== undefined || /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(s),
      `${label} may use letters, digits, spaces, '.', '_' and '-', and must start with a letter or digit`,
    ),
  );
}

/** Free text such as a note: anything printable, bounded. */
export function freeText(label: string, max = 256) {
  return z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`), printable(label));
}

export function wholeNumber(label: string, min: number, max: number) {
  return z.number({ error: `${label} must be a number` }).check(
    z.refine((n) => Number.isInteger(n), `${label} must be a whole number`),
    z.gte(min, `${label} must be at least ${min}`),
    z.lte(max, `${label} must be at most ${max}`),
  );
}

export const ianaTimeZone = z.string({ error: 'Time zone is required' }).check(
  z.minLength(1, 'Time zone is required'),
  z.maxLength(64, 'Time zone is not a known IANA zone'),
  z.refine((s) => s === '' || s.length > 64 || isKnownTimeZone(s), 'Time zone is not a known IANA zone (for example Europe/Paris)'),
);

/** Identifiers in paths and bodies: printable, no separators an id never has. */
export const resourceId = z
  .string()
  .check(
    z.minLength(1, 'An id is required'),
    z.maxLength(128, 'An id must be at most 128 characters'),
    z.regex(/^[A-Za-z0-9._:-]*$/, 'An id may use letters, digits and . _ : -'),
  );

/** A short token-like value (version, size name, strategy) checked by a pattern. */
export function token(pattern: RegExp, message: string, max = 32) {
  return z.string().check(z.minLength(1, message), z.maxLength(max, message), z.regex(pattern, message));
}
