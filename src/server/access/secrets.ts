import { createHash, randomBytes } from 'node:crypto';

/** An API key is long and random: one hash is enough to find it without keeping it. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): string {
  return `gck_${randomBytes(24).toString('base64url')}`;
}

/** What the console and the list show of a key: enough to recognise it, not to use it. */
export function redactKey(key: string): string {
  return `${key.slice(0, 6)}…${key.slice(-4)}`;
}
