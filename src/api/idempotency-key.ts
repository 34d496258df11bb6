/**
 * The `Idempotency-Key` every POST carries (companion-operations.md): a service that knows it acts on a key once and
 * answers a repeat with the first answer, so a retried attempt can never act twice. Each POST gets a key of its own,
 * except a repeat of one whose outcome is unknown (its answer lost, garbled or cut off, or a gateway's 5xx): the same
 * request sent again (same operation, path and body: a person's "Try again", create-once's second attempt) carries the
 * lost attempt's key, so the service answers what it did then rather than acting twice. A deployment that does not know
 * the header ignores it, and create-once's look for what a lost attempt made still applies.
 */
import { isApiError } from './api-error';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Keys of attempts whose outcome is unknown, by request; few are ever pending, the oldest go past this. */
const MAX_PENDING = 50;
/** The service keeps a key's answer 24 hours: a retry later than this is a new attempt. */
const PENDING_MS = 23 * 3600_000;
const pending = new Map<string, { key: string; at: number }>();

/** 128 random bits as hex (getRandomValues, which a page served over plain HTTP on a LAN address has too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The arguments of a call, with a key of its own when the operation is a POST and none was given. */
export function withIdempotencyKey<A extends { idempotencyKey?: string }>(method: string, args: A): A {
  return method === 'POST' && !args.idempotencyKey ? { ...args, idempotencyKey: newIdempotencyKey() } : args;
}

type Sent = { method: string; path: string; body?: string | undefined };
const requestOf = (r: Sent) => `${r.method} ${r.path}\n${r.body ?? ''}`;

/** The key for this POST: a lost attempt's of the same request, or a new one. */
export function attemptKey(r: Sent, now = Date.now()): string {
  const lost = pending.get(requestOf(r));
  return lost && now - lost.at < PENDING_MS ? lost.key : newIdempotencyKey();
}

/** How the attempt ended: `unknown` keeps its key for a repeat of the same request; a definite answer lets it go. */
export function settleAttempt(r: Sent, key: string, unknown: boolean, now = Date.now()): void {
  const id = requestOf(r);
  pending.delete(id);
  if (!unknown) return;
  pending.set(id, { key, at: now });
  if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value!);
}

/** Whether a POST that failed this way may have acted: no answer read (lost, cut off, cancelled, garbled) or a gateway's 502/504. */
export function attemptUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.kind === 'network' || error.kind === 'invalid-response' || error.kind === 'timeout' || error.status === 502 || error.status === 504;
}
