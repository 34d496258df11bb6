import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { statusForErrorType, type ErrorDetail, type ErrorType } from '@/api/schemas/envelope';
import { describeValue, readAll, Unreadable, type Reader, type ReadNotice } from '@/api/schemas/read';
import type { StreamedList } from './json-stream';
import type { OperationName, Operations, ResultOf } from './operations';
import { knowOperations, rowOf } from './loaded-operations';
import { pathFamily, type PathFamily } from './path-family';
import { buildRequest, type CallArgs, type Caller, type Exchange } from './request';
import { describeNetworkFailure, leftOut, pathNotOffered, readEnvelope, readRetryAfter, withNotices } from './answers';

export { buildRequest, type Exchange, type RequestArgs } from './request';
export { noticesOf, readRetryAfter, type AnswerNotices } from './answers';

interface ClientConfig {
  /** Origin the contract's paths are appended to; '' is the page's own origin. */
  baseUrl: string;
  getApiKey: () => string | undefined;
  getSessionToken: () => string | undefined;
  fetch?: typeof fetch;
  /** Called after every answer (or failure): the activity log listens here. */
  onExchange?: (exchange: Exchange) => void;
}

/**
 * A client: `call(name, args)` for any operation whose row is loaded (api/loaded-operations.ts),
 * and one function per operation of `table` (the control plane's tests pass the whole table;
 * the console's screens bind their area's rows, api-ref.ts `bindApi`).
 */
export function createClient<T extends Partial<Operations> = Record<never, never>>(config: ClientConfig, table?: T) {
  if (table) knowOperations(table);
  async function call<N extends OperationName>(name: N, args: CallArgs<N> = {} as CallArgs<N>): Promise<ResultOf<N>> {
    const op = rowOf(name);
    const creds = { apiKey: config.getApiKey(), sessionToken: config.getSessionToken() };
    let family = pathFamily.of(op.resource);
    let req = buildRequest(name, args, creds, family);
    const contractPath = () => (family === 'revisionA' ? buildRequest(name, args, creds, 'contract').path : undefined);
    let startedAt = Date.now();
    const report = (status: number, requestId: string, reason: string, notices: ReadNotice[] = [], ok = status >= 200 && status < 300, entries?: number) =>
      config.onExchange?.({
        entries,
        ...(family === 'revisionA' ? { contractPath: contractPath() } : {}),
        operation: name,
        method: req.method,
        path: req.path,
        status,
        ok,
        requestId,
        reason,
        startedAt,
        durationMs: Date.now() - startedAt,
        notices,
      });
    /** A read answer: reported, and returned with what of it could not be read (`noticesOf`). */
    const answered = (data: unknown, requestId: string, notices: ReadNotice[], entries: number | undefined): ResultOf<N> => {
      report(response.status, requestId, '', notices, true, entries);
      if (notices.length === 0) return data as ResultOf<N>;
      return withNotices(data, { operation: name, title: op.title, method: req.method, path: req.path, requestId, notices, entries }) as ResultOf<N>;
    };
    /** `wire`: the status as it arrived, for the log, where the error is classed by its Type instead. */
    const fail = (error: ApiError, wire = error.status): never => {
      report(wire, error.requestId, error.reason, [], false);
      throw error;
    };

    let response: Response;
    let text: string;
    let streamed: StreamedList | undefined;
    // The item-by-item reader is fetched alongside the first list request, so
    // no screen's first load carries it; if it cannot be loaded, the answer is
    // read whole.
    const listReader = op.items ? import('./json-stream').catch(() => undefined) : undefined;
    try {
      // The landing screen's reads may already be under way (api/early-requests.ts).
      const early = config.baseUrl === '' ? takeEarlyResponse(req.method, req.path, config.getApiKey()) : undefined;
      const send = (r: typeof req) =>
        (config.fetch ?? fetch)(config.baseUrl + r.path, {
          method: r.method,
          headers: r.headers,
          body: r.body,
          signal: args.signal,
          credentials: 'omit',
          cache: 'no-store',
        });
      response = await (early ?? send(req));
      // A successful list answer is parsed item by item while it arrives.
      const reader = op.items && response.ok && response.body ? await listReader : undefined;
      if (reader && op.items && response.body) streamed = await reader.readListAnswer(response.body, op.items);
      text = streamed ? '' : response.status === 204 ? '' : await response.text();
      // Where the deployment does not offer this path, the other family's (revision A's, or back to the contract's).
      if ('revisionA' in op && op.revisionA && pathNotOffered(response, text, op.method)) {
        const other: PathFamily = family === 'revisionA' ? 'contract' : 'revisionA';
        const retry = buildRequest(name, args, creds, other);
        const second = await send(retry);
        const secondText = second.status === 204 ? '' : await second.text();
        if (!pathNotOffered(second, secondText, op.method)) {
          report(
            response.status,
            response.headers.get('x-request-id') ?? '',
            `Not offered at ${req.path}; asked again at ${retry.path} (${other === 'revisionA' ? "revision A's path" : "the contract's path"})`,
            [],
            false,
          );
          pathFamily.remember(op.resource, other);
          family = other;
          req = retry;
          response = second;
          text = secondText;
          startedAt = Date.now();
        }
      }
    } catch (err) {
      // Cancellation is not a failure: let callers (React Query) see the abort.
      if (args.signal?.aborted) throw args.signal.reason ?? err;
      return fail(new ApiError({ kind: 'network', status: 0, message: describeNetworkFailure(err), operation: name }));
    }

    const headerRequestId = response.headers.get('x-request-id') ?? '';
    if (op.noContent && response.ok && text.trim() === '') {
      report(response.status, headerRequestId, '');
      return undefined as ResultOf<N>;
    }
    // The scrape answers Prometheus text, not an envelope: a successful answer is that text.
    if ('textAnswer' in op && op.textAnswer && response.ok && !/json/i.test(response.headers.get('content-type') ?? '')) {
      report(response.status, headerRequestId, '');
      return text as ResultOf<N>;
    }
    // The scrape answers Prometheus text, not an envelope: a successful answer is that text.
    if ('textAnswer' in op && op.textAnswer && response.ok && !/json/i.test(response.headers.get('content-type') ?? '')) {
      report(response.status, headerRequestId, '');
      return text as ResultOf<N>;
    }
    const retryAfterSeconds = readRetryAfter(response.headers.get('retry-after'));
    const failHttp = (message: string, details: ErrorDetail[] = [], requestId = headerRequestId) => {
      const wire = response.ok ? 500 : response.status;
      // Revision A documents only 200, 400 and 500: there, the ErrorDetail Type says what the failure was.
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
      return fail(new ApiError({ kind: notOffered ? 'not-offered' : 'http', status, message, details, requestId, operation: name, retryAfterSeconds }), wire);
    };

    if (streamed?.split) {
      const envelope = readEnvelope(streamed.split.envelope);
      if (envelope && !envelope.Error) {
        const { items, notices } = streamed.split;
        return answered(items, envelope.RequestID, notices, items.length + leftOut(notices));
      }
    }
    // Otherwise (or when the split was unusable) the whole text is read the ordinary way.
    if (streamed) text = streamed.text();

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (response.ok)
        return fail(
          new ApiError({
            kind: 'invalid-response',
            status: response.status,
            message: `The control service answered ${op.title} with something other than JSON.`,
            operation: name,
            requestId: headerRequestId,
          }),
        );
      return failHttp(`The control service answered HTTP ${response.status} ${response.statusText || ''}`.trim() + ' without details.');
    }

    // Revision A documents some answers bare, without the envelope (`GET /users`): read as its Result.
    const bare = response.ok && 'bareAnswer' in op && op.bareAnswer === true;
    const env = readEnvelope(json) ?? (bare ? { Error: false, ErrorDetails: [], Message: '', RequestID: headerRequestId, Result: json } : undefined);
    if (!env) {
      if (response.ok)
        return fail(
          new ApiError({
            kind: 'invalid-response',
            status: response.status,
            message: `The control service answered HTTP ${response.status} in an unexpected shape.`,
            operation: name,
            requestId: headerRequestId,
          }),
        );
      return failHttp(`The control service answered HTTP ${response.status} in an unexpected shape.`);
    }
    if (!response.ok || env.Error) {
      const message = env.ErrorDetails.find((d) => d.Reason)?.Reason || env.Message || `HTTP ${response.status}`;
      return failHttp(message, env.ErrorDetails, env.RequestID || headerRequestId);
    }
    let read: { data: unknown; notices: ReadNotice[] };
    try {
      read = readAll(op.result as Reader<unknown>, env.Result);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      return fail(
        new ApiError({
          kind: 'invalid-response',
          status: response.status,
          message: `The control service's answer to ${op.title} was not understood: expected ${e.expected}, got ${describeValue(e.value)}.`,
          requestId: env.RequestID,
          operation: name,
        }),
      );
    }
    return answered(read.data, env.RequestID, read.notices, Array.isArray(read.data) ? read.data.length + leftOut(read.notices) : undefined);
  }

  // One function per operation of the table, typed from its row (Object.fromEntries loses the key-to-type link, hence the cast).
  const callers = Object.fromEntries(
    Object.keys(table ?? {}).map((name) => [name, (args?: CallArgs<OperationName>) => call(name as OperationName, args)]),
  ) as unknown as { [N in keyof T & OperationName]: Caller<N> };
  return { call, ...callers };
}

/** What every client offers: `call` for any loaded operation. */
export type Call = ReturnType<typeof createClient>['call'];
/** A client with one function per operation of the whole table (the control plane's tests). */
export type Api = ReturnType<typeof createClient<Operations>>;
