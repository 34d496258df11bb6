import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { Envelope, statusForErrorType, type ErrorDetail, type ErrorType } from '@/api/schemas/envelope';
import { describeValue, isLeftOutEntry, readAll, ReadContext, Unreadable, type Reader, type ReadNotice } from '@/api/schemas/read';
import type { StreamedList } from './json-stream';
import { fillPath, operations, type BodyOf, type OperationName, type ParamsOf, type ResultOf } from './operations';
import { pathFamily, type PathFamily } from './path-family';

interface ClientConfig {
  /** Origin the contract's paths are appended to; '' is the page's own origin. */
  baseUrl: string;
  getApiKey: () => string | undefined;
  getSessionToken: () => string | undefined;
  fetch?: typeof fetch;
  /** Called after every answer (or failure): the activity log listens here. */
  onExchange?: (exchange: Exchange) => void;
}

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
type CallArgs<N extends OperationName> = (keyof ParamsOf<N> extends never ? { params?: ParamsOf<N> } : { params: ParamsOf<N> }) &
  (BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> }) & {
    query?: Record<string, string | undefined>;
    signal?: AbortSignal;
  };
/** The request part of a call: what "copy as cURL" and the notices rebuild. */
export type RequestArgs<N extends OperationName> = Omit<CallArgs<N>, 'signal'>;
/** One function per operation: `api.getWorkspace({ params: { workgroupID, workspaceID } })`. */
type Caller<N extends OperationName> = object extends CallArgs<N> ? (args?: CallArgs<N>) => Promise<ResultOf<N>> : (args: CallArgs<N>) => Promise<ResultOf<N>>;

/** The path template an operation is sent to: revision A's where this deployment answers only that one. */
function templateOf(name: OperationName, family: PathFamily = pathFamily.of(operations[name].resource)): string {
  const op = operations[name];
  return family === 'revisionA' && 'revisionA' in op && op.revisionA ? op.revisionA : op.path;
}

/** Builds the request an operation sends: used by the client and by "copy as cURL". */
export function buildRequest<N extends OperationName>(
  name: N,
  args: RequestArgs<N>,
  credentials: { apiKey?: string; sessionToken?: string },
  family?: PathFamily,
) {
  const op = operations[name];
  let path = fillPath(templateOf(name, family), (args.params ?? {}) as Record<string, string>);
  const query = Object.entries(args.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  if (query.length) path += `?${new URLSearchParams(query).toString()}`;
  const headers: Record<string, string> = { Accept: 'textAnswer' in op && op.textAnswer ? 'text/plain' : 'application/json' };
  if (op.auth === 'apiKey' && credentials.apiKey) headers['x-api-key'] = credentials.apiKey;
  if (op.auth === 'session' && credentials.sessionToken) headers.Authorization = `Bearer ${credentials.sessionToken}`;
  let body: string | undefined;
  if (op.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(args.body ?? {});
  }
  return { method: op.method, path, headers, body };
}

/** An envelope, read leniently; undefined when the value is not one at all. */
function readEnvelope(value: unknown): Envelope | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (!('Error' in v) && !('Result' in v) && !('ErrorDetails' in v)) return undefined;
  return Envelope.read(value, new ReadContext());
}

/**
 * What one answer held that could not be read (shown empty, or left out of a list), kept
 * with the data read from it: a screen shows it beside that data (ui/read-notices.tsx).
 */
export interface AnswerNotices {
  operation: OperationName;
  title: string;
  method: string;
  path: string;
  requestId: string;
  notices: ReadNotice[];
  /** For a list answer: how many entries it held, those left out included. */
  entries?: number;
}

const NOTICES = Symbol('notices');

/** Attaches an answer's notices to the data read from it, as a property that is not enumerated (nor copied, nor compared). */
function withNotices<T>(data: T, answer: AnswerNotices): T {
  if (typeof data === 'object' && data !== null) Object.defineProperty(data, NOTICES, { value: answer });
  return data;
}

/** What the answer this data was read from could not read; undefined when it was read whole. */
export function noticesOf(data: unknown): AnswerNotices | undefined {
  return typeof data === 'object' && data !== null ? (data as { [NOTICES]?: AnswerNotices })[NOTICES] : undefined;
}

/** Entries of a list answer left out. */
const leftOut = (notices: ReadNotice[]) => notices.filter(isLeftOutEntry).length;

/** Retry-After in seconds (a number of seconds, or an HTTP date). */
export function readRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Whether an answer says the path itself is not offered (not that the thing asked for is missing). */
function pathNotOffered(response: Response, text: string, method: string): boolean {
  // Behind the console's proxy, an upstream answer that was not JSON (a web server's page) names its status here.
  const upstream = Number(response.headers.get('x-upstream-status'));
  if (upstream) return upstream === 404 || upstream === 405 || upstream === 501;
  const status = response.status;
  if (status === 405 || status === 501) return true;
  let envelope: Envelope | undefined;
  try {
    envelope = readEnvelope(JSON.parse(text));
  } catch {
    envelope = undefined;
  }
  if (!envelope) return status === 404;
  // A read of a list answered Not-Found (any status: revision A sends 400 or 500): the list is not here.
  return method === 'GET' && envelope.ErrorDetails.some((d) => d.Type === 'Not-Found');
}

function describeNetworkFailure(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return `Could not reach the control service, or its answer was cut off (${text.replace(/^TypeError:\s*/, '') || 'network error'}).`;
}

export function createClient(config: ClientConfig) {
  async function call<N extends OperationName>(name: N, args: CallArgs<N> = {} as CallArgs<N>): Promise<ResultOf<N>> {
    const op = operations[name];
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
    Object.keys(operations).map((name) => [name, (args?: CallArgs<OperationName>) => call(name as OperationName, args)]),
  ) as unknown as { [N in OperationName]: Caller<N> };
  return { call, ...callers };
}

/** The client: `call`, and one function per operation. */
export type Api = ReturnType<typeof createClient>;
