// Kept apart from the validators (text.ts) so that reading zones never loads zod.

/** Whether this runtime knows an IANA time zone by that name. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
