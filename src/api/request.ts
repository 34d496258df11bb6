/** What one call of an operation sends: its arguments, the request built from its row (also for "copy as cURL"), and what the activity log hears of it. */
import type { ReadNotice } from '@/api/schemas/read';
import type { BodyOf, OperationName, Operations, ParamsOf, ResultOf } from './operations';
import { fillPath } from './paths';
import { rowOf } from './loaded-operations';
import { pathFamily, type PathFamily } from './path-family';
import { IDEMPOTENCY_HEADER } from './idempotency-key';

export interface Exchange {
  operation: OperationName;
  method: string;
  path: string;
  status: number;
  ok: boolean;
  requestId: string;
  reason: string;
  startedAt: number;
  durationMs: number;
  /** What of the answer could not be read (shown empty, or left out of a list). */
  notices: ReadNotice[];
  /** For a list answer: how many entries it held, those left out included. */
  entries?: number;
  /** Sent to revision A's path (vendor-operations.md) because this deployment does not offer the contract's: the contract's path. */
  contractPath?: string;
}

/**
 * What one call of an operation takes, read from its row of the operations table:
 * its path's parameters and its body (each left out when it has none).
 */
export type CallArgs<N extends OperationName> = (keyof ParamsOf<N> extends never ? { params?: ParamsOf<N> } : { params: ParamsOf<N> }) &
  (BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> }) & {
    query?: Record<string, string | undefined>;
    signal?: AbortSignal;
    /** A POST's Idempotency-Key (api/idempotency-key.ts): the client makes one when none is given; a retry of an attempt passes that attempt's. */
    idempotencyKey?: string;
  };
/** The request part of a call: what "copy as cURL" and the notices rebuild. */
export type RequestArgs<N extends OperationName> = Omit<CallArgs<N>, 'signal'>;
/** One function per operation: `api.getWorkspace({ params: { workgroupID, workspaceID } })`. */
export type Caller<N extends OperationName> =
  object extends CallArgs<N> ? (args?: CallArgs<N>) => Promise<ResultOf<N>> : (args: CallArgs<N>) => Promise<ResultOf<N>>;

/** The path template an operation is sent to: revision A's where this deployment answers only that one. */
function templateOf(name: OperationName, family: PathFamily = pathFamily.of(rowOf(name).resource)): string {
  const op = rowOf(name);
  return family === 'revisionA' && 'revisionA' in op && op.revisionA ? op.revisionA : op.path;
}

/** Builds the request an operation sends: used by the client and by "copy as cURL". */
export function buildRequest<N extends OperationName>(
  name: N,
  args: RequestArgs<N>,
  credentials: { apiKey?: string; sessionToken?: string },
  family?: PathFamily,
) {
  const op = rowOf(name);
  let path = fillPath(templateOf(name, family), (args.params ?? {}) as Record<string, string>);
  const query = Object.entries(args.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  if (query.length) path += `?${new URLSearchParams(query).toString()}`;
  const headers: Record<string, string> = {
    Accept: 'textAnswer' in op && op.textAnswer ? 'text/plain' : 'application/json',
    ...credentialHeaders(op, credentials),
  };
  if (op.method === 'POST' && args.idempotencyKey) headers[IDEMPOTENCY_HEADER] = args.idempotencyKey;
  let body: string | undefined;
  if (op.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(args.body ?? {});
  }
  return { method: op.method, path, headers, body };
}

/**
 * The credential headers an operation takes: the API key where it takes one, and the session token, which names
 * who acts. It goes with every write and every owners' operation, so the service decides by its person (a member's
 * token with the owner's key acts as the member; api/access.ts), and with revision D's credit and status reads,
 * which take it too (vendor-later-operations.md). The console's server adds them from its session by this rule
 * (server/http/session); "copy as cURL" writes them as placeholders.
 */
export function credentialHeaders(op: Operations[OperationName], credentials: { apiKey?: string; sessionToken?: string }): Record<string, string> {
  const headers: Record<string, string> = {};
  if (op.auth === 'apiKey' && credentials.apiKey) headers['x-api-key'] = credentials.apiKey;
  const named = op.auth === 'session' || op.method !== 'GET' || op.access === 'owner' || ('bearerToo' in op && op.bearerToo);
  if (named && credentials.sessionToken) headers.Authorization = `Bearer ${credentials.sessionToken}`;
  return headers;
}
