import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { consoleRequestHeaders } from './credentials';
import { statusForErrorType, type ErrorDetail, type ErrorType } from '@/api/schemas/envelope';
import { describeValue, readAll, Unreadable, type Reader, type ReadNotice } from '@/api/schemas/read';
import type { StreamedList } from './json-stream';
import type { OperationName, Operations, ResultOf } from './operations';
import { knowOperations, rowOf } from './loaded-operations';
import { pathFamily, type PathFamily } from './path-family';
import { buildRequest, type CallArgs, type Caller, type Exchange } from './request';
import { attemptKey, attemptUnknown, settleAttempt } from './idempotency-key';
import { describeNetworkFailure, leftOut, pathNotOffered, readEnvelope, readRetryAfter, withNotices } from './answers';

export { buildRequest, type Exchange, type RequestArgs } from './request';
export { noticesOf, readRetryAfter, type AnswerNotices } from './answers';

interface ClientConfig {
  /** Origin the contract's paths are appended to; '' is the page's own origin. */
  baseUrl: string;
  /**
   * Credentials this client sends itself: only Settings' check of a key or token just typed. The console's own
   * client has none: its server adds them from the session (server/http/session).
   */
  getApiKey?: () => string | undefined;
  getSessionToken?: () => string | undefined;
  fetch?: typeof fetch;
  /** Called after every answer (or failure): the activity log listens here. */
  onExchange?: (exchange: Exchange) => void;
}

/**
 * One call under way: the operation, the request it sends (which may change once, when the
 * deployment answers at the other family's path) and when that request left.
 */
interface Call {
  config: ClientConfig;
  name: OperationName;
  op: Operations[OperationName];
  args: CallArgs<OperationName>;
  creds: { apiKey?: string; sessionToken?: string };
  family: PathFamily;
  req: ReturnType<typeof buildRequest>;
  startedAt: number;
  /** A POST: the request its Idempotency-Key stands for (api/idempotency-key.ts). */
  attempt?: ReturnType<typeof buildRequest>;
}

/** What came back: the answer, its text, and a list answer parsed item by item while it arrived. */
interface Answer {
  response: Response;
  text: string;
  streamed?: StreamedList;
}

function startCall(config: ClientConfig, name: OperationName, given: CallArgs<OperationName>): Call {
  const op = rowOf(name);
  const creds = { apiKey: config.getApiKey?.(), sessionToken: config.getSessionToken?.() };
  const family = pathFamily.of(op.resource);
  // A POST carries a key (a lost attempt's, for the same request again): every request of this call sends the same one.
  const attempt = op.method === 'POST' ? buildRequest(name, { ...given, idempotencyKey: undefined }, creds, family) : undefined;
  const args = attempt ? { ...given, idempotencyKey: given.idempotencyKey ?? attemptKey(attempt) } : given;
  return { config, name, op, args, creds, family, req: buildRequest(name, args, creds, family), startedAt: Date.now(), attempt };
}

/** Tells the activity log about this call's request and what became of it. */
function report(c: Call, status: number, requestId: string, reason: string, notices: ReadNotice[] = [], ok = status >= 200 && status < 300, entries?: number) {
  c.config.onExchange?.({
    entries,
    ...(c.family === 'revisionA' ? { contractPath: buildRequest(c.name, c.args, c.creds, 'contract').path } : {}),
    operation: c.name,
    method: c.req.method,
    path: c.req.path,
    status,
    ok,
    requestId,
    reason,
    startedAt: c.startedAt,
    durationMs: Date.now() - c.startedAt,
    notices,
  });
}

/** Reports a failure and throws it. `wire`: the status as it arrived, for the log, where the error is classed by its Type instead. */
function fail(c: Call, error: ApiError, wire = error.status): never {
  report(c, wire, error.requestId, error.reason, [], false);
  throw error;
}

function send(c: Call, r: Call['req']): Promise<Response> {
  return (c.config.fetch ?? fetch)(c.config.baseUrl + r.path, {
    method: r.method,
    headers: { ...r.headers, ...consoleRequestHeaders },
    body: r.body,
    signal: c.args.signal,
    credentials: 'same-origin',
    cache: 'no-store',
  });
}

/** Reads an answer's body: a successful list item by item while it arrives (when its reader loaded), anything else as text. */
async function receive(c: Call, response: Response, listReader: Promise<typeof import('./json-stream') | undefined> | undefined): Promise<Answer> {
  const reader = c.op.items && response.ok && response.body ? await listReader : undefined;
  const streamed = reader && c.op.items && response.body ? await reader.readListAnswer(response.body, c.op.items) : undefined;
  const text = streamed ? '' : response.status === 204 ? '' : await response.text();
  return { response, text, streamed };
}

/**
 * Where the deployment does not offer this path, asks at the other family's (revision A's, or back
 * to the contract's); when that one answers, it is remembered for the resource and the call goes on from there.
 * Where both say "not offered", the one the service itself answered (its envelope's Not-Found, say for a workspace
 * it keeps no schedules for) is the family it serves, over one refused before the service (a 405, a web server's 404).
 */
async function askOtherFamily(c: Call, first: Answer): Promise<Answer> {
  const firstSays = 'revisionA' in c.op && c.op.revisionA ? pathNotOffered(first.response, first.text, c.op.method) : undefined;
  if (!firstSays) return first;
  const other: PathFamily = c.family === 'revisionA' ? 'contract' : 'revisionA';
  const retry = buildRequest(c.name, c.args, c.creds, other);
  const second = await send(c, retry);
  const secondText = second.status === 204 ? '' : await second.text();
  const secondSays = pathNotOffered(second, secondText, c.op.method);
  if (secondSays === 'route' || (secondSays === 'service' && firstSays === 'service')) return first;
  report(
    c,
    first.response.status,
    first.response.headers.get('x-request-id') ?? '',
    `Not offered at ${c.req.path}; asked again at ${retry.path} (${other === 'revisionA' ? "revision A's path" : "the contract's path"})`,
    [],
    false,
  );
  pathFamily.remember(c.op.resource, other);
  c.family = other;
  c.req = retry;
  c.startedAt = Date.now();
  return { response: second, text: secondText };
}

/** Sends the request (or adopts the landing screen's early one), reads its answer, and asks the other path family if need be. */
async function exchange(c: Call): Promise<Answer> {
  // The item-by-item reader is fetched alongside the first list request, so
  // no screen's first load carries it; if it cannot be loaded, the answer is
  // read whole.
  const listReader = c.op.items ? import('./json-stream').catch(() => undefined) : undefined;
  try {
    // The landing screen's reads may already be under way (api/early-requests.ts).
    const early = c.config.baseUrl === '' && !c.config.getApiKey ? takeEarlyResponse(c.req.method, c.req.path) : undefined;
    return await askOtherFamily(c, await receive(c, await (early ?? send(c, c.req)), listReader));
  } catch (err) {
    // Cancellation is not a failure: let callers (React Query) see the abort.
    if (c.args.signal?.aborted) throw c.args.signal.reason ?? err;
    return fail(c, new ApiError({ kind: 'network', status: 0, message: describeNetworkFailure(err), operation: c.name }));
  }
}

/**
 * The error an answer that is not a success stands for. Revision A documents only 200, 400 and 500: there, the
 * ErrorDetail Type says what the failure was. An assumed operation the deployment does not have is "not offered".
 */
function httpError(c: Call, response: Response, message: string, details: ErrorDetail[], requestId: string): { error: ApiError; wire: number } {
  const { op } = c;
  const wire = response.ok ? 500 : response.status;
  const typed =
    wire === 400 || wire === 500
      ? details.map((d) => statusForErrorType[d.Type as ErrorType]).find((s) => s !== undefined && s !== 400 && s !== 500)
      : undefined;
  const status = typed ?? wire;
  // Behind the console's proxy, an upstream answer that was not JSON arrives as a 502 naming the upstream's status.
  const upstreamStatus = Number(response.headers.get('x-upstream-status')) || status;
  // An assumed operation the deployment does not have: its own answer says so,
  // often as a web server's page rather than an envelope.
  // A 404 means "not offered" when it is no envelope, or when it answers a list (a list is
  // never missing) or a read whose path names no one thing; an envelope's 404 for one thing means that thing is gone.
  const namesNothing = op.method === 'GET' && (('list' in op && op.list === true) || !op.path.includes('{'));
  const notOffered =
    (op.assumed === true || ('sinceRevisionC' in op && op.sinceRevisionC === true)) &&
    (upstreamStatus === 405 || upstreamStatus === 501 || (upstreamStatus === 404 && (details.length === 0 || upstreamStatus !== status || namesNothing)));
  const retryAfterSeconds = readRetryAfter(response.headers.get('retry-after'));
  return {
    error: new ApiError({ kind: notOffered ? 'not-offered' : 'http', status, message, details, requestId, operation: c.name, retryAfterSeconds }),
    wire,
  };
}

function failHttp(c: Call, response: Response, message: string, details: ErrorDetail[] = [], requestId = response.headers.get('x-request-id') ?? ''): never {
  const { error, wire } = httpError(c, response, message, details, requestId);
  return fail(c, error, wire);
}

function failUnreadable(c: Call, response: Response, message: string, requestId: string): never {
  return fail(c, new ApiError({ kind: 'invalid-response', status: response.status, message, operation: c.name, requestId }));
}

/** A read answer: reported, and returned with what of it could not be read (`noticesOf`). */
function answered(c: Call, status: number, data: unknown, requestId: string, notices: ReadNotice[], entries: number | undefined): unknown {
  report(c, status, requestId, '', notices, true, entries);
  if (notices.length === 0) return data;
  return withNotices(data, { operation: c.name, title: c.op.title, method: c.req.method, path: c.req.path, requestId, notices, entries });
}

/** Reads the answer into the operation's result, or throws the error it stands for. */
function readAnswer(c: Call, { response, text, streamed }: Answer): unknown {
  const { op } = c;
  const headerRequestId = response.headers.get('x-request-id') ?? '';
  if (op.noContent && response.ok && text.trim() === '') {
    report(c, response.status, headerRequestId, '');
    return undefined;
  }
  // The scrape answers Prometheus text, not an envelope: a successful answer is that text.
  if ('textAnswer' in op && op.textAnswer && response.ok && !/json/i.test(response.headers.get('content-type') ?? '')) {
    report(c, response.status, headerRequestId, '');
    return text;
  }
  if (streamed?.split) {
    const envelope = readEnvelope(streamed.split.envelope);
    if (envelope && !envelope.Error) {
      const { items, notices } = streamed.split;
      return answered(c, response.status, items, envelope.RequestID, notices, items.length + leftOut(notices));
    }
  }
  // Otherwise (or when the split was unusable) the whole text is read the ordinary way.
  if (streamed) text = streamed.text();

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (response.ok) return failUnreadable(c, response, `The control service answered ${op.title} with something other than JSON.`, headerRequestId);
    return failHttp(c, response, `The control service answered HTTP ${response.status} ${response.statusText || ''}`.trim() + ' without details.');
  }

  // Revision A documents some answers bare, without the envelope (`GET /users`): read as its Result.
  const bare = response.ok && 'bareAnswer' in op && op.bareAnswer === true;
  const env = readEnvelope(json) ?? (bare ? { Error: false, ErrorDetails: [], Message: '', RequestID: headerRequestId, Result: json } : undefined);
  if (!env) {
    const message = `The control service answered HTTP ${response.status} in an unexpected shape.`;
    return response.ok ? failUnreadable(c, response, message, headerRequestId) : failHttp(c, response, message);
  }
  if (!response.ok || env.Error) {
    const message = env.ErrorDetails.find((d) => d.Reason)?.Reason || env.Message || `HTTP ${response.status}`;
    return failHttp(c, response, message, env.ErrorDetails, env.RequestID || headerRequestId);
  }
  let read: { data: unknown; notices: ReadNotice[] };
  try {
    read = readAll(op.result as Reader<unknown>, env.Result);
  } catch (e) {
    if (!(e instanceof Unreadable)) throw e;
    const message = `The control service's answer to ${op.title} was not understood: expected ${e.expected}, got ${describeValue(e.value)}.`;
    return failUnreadable(c, response, message, env.RequestID);
  }
  return answered(c, response.status, read.data, env.RequestID, read.notices, Array.isArray(read.data) ? read.data.length + leftOut(read.notices) : undefined);
}

/**
 * A client: `call(name, args)` for any operation whose row is loaded (api/loaded-operations.ts),
 * and one function per operation of `table` (the control plane's tests pass the whole table;
 * the console's screens bind their area's rows, api-ref.ts `bindApi`).
 */
export function createClient<T extends Partial<Operations> = Record<never, never>>(config: ClientConfig, table?: T) {
  if (table) knowOperations(table);
  async function call<N extends OperationName>(name: N, args: CallArgs<N> = {} as CallArgs<N>): Promise<ResultOf<N>> {
    const c = startCall(config, name, args as CallArgs<OperationName>);
    const { attempt, args: sent } = c;
    if (!attempt || !sent.idempotencyKey) return readAnswer(c, await exchange(c)) as ResultOf<N>;
    try {
      const result = readAnswer(c, await exchange(c)) as ResultOf<N>;
      settleAttempt(attempt, sent.idempotencyKey, false);
      return result;
    } catch (e) {
      settleAttempt(attempt, sent.idempotencyKey, attemptUnknown(e));
      throw e;
    }
  }

  // One function per operation of the table, typed from its row (Object.fromEntries loses the key-to-type link, hence the cast).
  const callers = Object.fromEntries(
    Object.keys(table ?? {}).map((name) => [name, (args?: CallArgs<OperationName>) => call(name as OperationName, args)]),
  ) as unknown as { [N in keyof T & OperationName]: Caller<N> };
  return { call, ...callers };
}

/** What every client offers: `call` for any loaded operation. */
export type CallFn = ReturnType<typeof createClient>['call'];
/** A client with one function per operation of the whole table (the control plane's tests). */
export type Api = ReturnType<typeof createClient<Operations>>;
