import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from '@/server/store/store';
import type { IdempotencyRecord } from '@/server/store/collections';
import { sendError, sendJson } from '@/server/wire/http-util';

/**
 * Idempotency keys (companion-operations.md, "Idempotency-Key"): a POST that carries `Idempotency-Key` is acted on
 * once per organization and key for IDEMPOTENCY_TTL_MS. The key's record (what the request was, what it answered) is
 * written in the same store transaction as the handler's changes: the create and its record stand or fall together, and
 * a second server sharing the store finds the record inside its own transaction and replays rather than acting again.
 * A refused request (a handler's 4xx) did nothing and keeps nothing: a repeat is judged again.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key's answer is kept and replayed (Stripe's and the IETF draft's 24 hours). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** Keys kept per organization; past it the oldest go first. */
export const IDEMPOTENCY_KEYS_PER_ORG = 1000;
/** How long a repeat waits for the first request with its key to finish before it is answered 409. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

const VALID_KEY = /^[\x20-\x7e]{1,255}$/;

/** Why a key is unusable, in the words the server answers (the client checks nothing: it makes its own keys). */
export function keyRefusal(key: string): string | undefined {
  return VALID_KEY.test(key) ? undefined : `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters`;
}

/** Requests with a key under way in this process, each resolved when it has answered: a repeat waits for it. */
const running = new Map<string, Promise<void>>();

/** The key's record was written meanwhile (another server, or a request that finished first): the transaction stops, and its answer is replayed. */
class KeyTaken extends Error {
  constructor(readonly record: IdempotencyRecord) {
    super('Idempotency key already used');
  }
}

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  requestId: string;
}

/** One POST with a key, admitted to run: `keep` records its answer inside the handler's transaction, `end` lets repeats go on. */
export interface KeyTicket {
  /** Inside the handler's transaction: stops it if the key was used meanwhile (KeyTaken), else records the answer with it. */
  keep(store: Store, status: number, result: unknown): void;
  /** The request has answered (whatever the answer): repeats waiting for it go on. */
  end(): void;
  /** A KeyTaken thrown by `keep` is answered as the replay of the record it found. */
  replayed(e: unknown): number | undefined;
}

type Answered = number;

/**
 * Before the handler runs: no key (or not a POST) → undefined, and the request goes on as ever; a key already answered →
 * that answer again (or 422 for another request under the same key); a key in use → waits for it; else a ticket.
 */
export async function admitKey(ex: Exchange, store: Store, orgId: string, raw: Buffer): Promise<KeyTicket | Answered | undefined> {
  const header = ex.req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (ex.req.method !== 'POST' || header === undefined) return undefined;
  const key = Array.isArray(header) ? header.join(', ') : header;
  const refused = keyRefusal(key);
  if (refused) return sendError(ex.res, ex.requestId, [{ FieldName: IDEMPOTENCY_HEADER, Reason: refused, Type: 'Bad-Request' }]);
  const id = recordId(orgId, key);
  const fingerprint = createHash('sha256').update(`${ex.req.method} ${ex.url.pathname}${ex.url.search}\n`).update(raw).digest('hex');
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const kept = fresh(store.get('idempotencyKeys', id));
    if (kept) return kept.fingerprint === fingerprint ? replay(ex, kept) : mismatch(ex);
    const first = running.get(id);
    if (!first) break;
    const left = deadline - Date.now();
    const done = await Promise.race([first.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), Math.max(0, left)).unref())]);
    if (!done)
      return sendError(
        ex.res,
        ex.requestId,
        [
          {
            FieldName: IDEMPOTENCY_HEADER,
            Reason: `A request with this ${IDEMPOTENCY_HEADER} is still being answered; try again shortly`,
            Type: 'Bad-Request',
          },
        ],
        undefined,
        409,
      );
  }
  let end!: () => void;
  running.set(id, new Promise<void>((r) => (end = r)));
  return {
    keep(s, status, result) {
      const now = Date.now();
      const taken = fresh(s.get('idempotencyKeys', id), now);
      if (taken) throw new KeyTaken(taken);
      s.put('idempotencyKeys', id, { id, org_id: orgId, at: now, fingerprint, status, result: result ?? null, request_id: ex.requestId });
      prune(s, orgId, now);
    },
    end() {
      running.delete(id);
      end();
    },
    replayed(e) {
      if (!(e instanceof KeyTaken)) return undefined;
      return e.record.fingerprint === fingerprint ? replay(ex, e.record) : mismatch(ex);
    },
  };
}

/** The organization and a hash of its key: the key itself (a client's text) never becomes a store id. */
function recordId(orgId: string, key: string): string {
  return `${orgId}.${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

function fresh(r: IdempotencyRecord | undefined, now = Date.now()): IdempotencyRecord | undefined {
  return r && now - r.at < IDEMPOTENCY_TTL_MS ? r : undefined;
}

/** Drops the organization's expired keys, and its oldest past the cap. */
export function prune(store: Store, orgId: string, now: number): void {
  const mine = store.list('idempotencyKeys').filter((r) => r.org_id === orgId);
  if (mine.length <= IDEMPOTENCY_KEYS_PER_ORG && mine.every((r) => fresh(r, now))) return;
  mine
    .sort((a, b) => b.at - a.at)
    .forEach((r, n) => {
      if (n >= IDEMPOTENCY_KEYS_PER_ORG || !fresh(r, now)) store.delete('idempotencyKeys', r.id);
    });
}

/** The first answer again, with its own request id in the body, and a header saying it is a replay. */
function replay({ res, requestId }: Exchange, r: IdempotencyRecord): number {
  const headers = { 'X-Request-ID': requestId, [REPLAYED_HEADER]: 'true' };
  if (r.status === 204) {
    res.writeHead(204, { ...headers, 'Cache-Control': 'no-store' });
    res.end();
  } else sendJson(res, r.status, { Error: false, ErrorDetails: [], Message: 'OK', RequestID: r.request_id, Result: r.result }, headers);
  return r.status;
}

function mismatch({ res, requestId }: Exchange): number {
  return sendError(
    res,
    requestId,
    [
      {
        FieldName: IDEMPOTENCY_HEADER,
        Reason: `This ${IDEMPOTENCY_HEADER} was already used with another request; use a new key for a new request`,
        Type: 'Bad-Request',
      },
    ],
    undefined,
    422,
  );
}
