import { z } from 'zod';

// C0/C1 controls, and the bidirectional overrides/isolates that can make a name
// read differently from what it is (a "right-to-left override" spoof).
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** A resource name as the console writes it: trimmed, bounded, plain characters. */
export function resourceName(label: string, max = 64) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !UNSAFE_CHARACTERS.test(s), `${label} must not contain control or text-direction characters`)
    .refine(
      (s) => /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u.test(s),
      `${label} may use letters, digits, spaces, '.', '_' and '-', and must start with a letter or digit`,
    );
}

/** Free text such as a note: anything printable, bounded. */
export function freeText(label: string, max = 256) {
  return z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !UNSAFE_CHARACTERS.test(s), `${label} must not contain control or text-direction characters`);
}

export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

export const ianaTimeZone = z
  .string({ error: 'Time zone is required' })
  .min(1, 'Time zone is required')
  .max(64, 'Time zone is not a known IANA zone')
  .refine(isKnownTimeZone, 'Time zone is not a known IANA zone (for example Europe/Paris)');

export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Identifiers in paths and bodies: printable, no separators an id never has. */
export const resourceId = z
  .string()
  .min(1, 'An id is required')
  .max(128, 'An id must be at most 128 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'An id may use letters, digits and . _ : -');
