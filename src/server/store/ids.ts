import { randomBytes } from 'node:crypto';

export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

export function newRequestId(): string {
  return `req-${randomBytes(8).toString('hex')}`;
}
