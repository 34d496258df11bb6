/**
 * Shows a secret by its first four and last four characters, enough to tell two
 * keys apart ("demo••••••••-key" from "prod••••••••-key"), never the whole: one
 * shorter than 12 characters shows only its last four, one of 8 or fewer nothing.
 */
export function maskSecret(value: string | undefined): string {
  if (!value) return 'not set';
  if (value.length <= 8) return '••••••••';
  if (value.length < 12) return `••••••••${value.slice(-4)}`;
  return `${value.slice(0, 4)}••••••••${value.slice(-4)}`;
}
