import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { Envelope, type ErrorDetail } from '@/api/schemas/envelope';
import { describeValue, isLeftOutEntry, readAll, ReadContext, Unreadable, type Reader, type ReadNotice } from '@/api/schemas/read';
import type { StreamedList } from './json-stream';
import { fillPath, operations, type BodyOf, type OperationName, type ParamsOf, type ResultOf } from './operations';

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
  /** For a large answer, how long reading it took, in stages (performance.now() times): the runtime records them as performance measures. */
  timings?: { label: string; start: number; end: number }[];
  /** For a list answer: how many entries it held, those left out included. */
  entries?: number;
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

/** Builds the request an operation sends: used by the client and by "copy as cURL". */
export function buildRequest<N extends OperationName>(
  name: N,
  args: RequestArgs<N>,
  credentials: { apiKey?: string; sessionToken?: string },
) {
  const op = operations[name];
  let path = fillPath(op.path, (args.params ?? {}) as Record<string, string>);
  const query = Object.entries(args.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined);
  if (query.length) path += `?${new URLSearchParams(query).toString()}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
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

function describeNetworkFailure(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return `Could not reach the control service, or its answer was cut off (${text.replace(/^TypeError:\s*/, '') || 'network error'}).`;
}

export function createClient(config: ClientConfig) {
  async function call<N extends OperationName>(name: N, args: CallArgs<N> = {} as CallArgs<N>): Promise<ResultOf<N>> {
    const op = operations[name];
    const req = buildRequest(name, args, {
      apiKey: config.getApiKey(),
      sessionToken: config.getSessionToken(),
    });
    const startedAt = Date.now();
    const timings: NonNullable<Exchange['timings']> = [];
    const report = (status: number, requestId: string, reason: string, notices: ReadNotice[] = [], ok = status >= 200 && status < 300, entries?: number) =>
      config.onExchange?.({
        entries,
        ...(timings.length ? { timings } : {}),
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
    const fail = (error: ApiError): never => {
      report(error.status, error.requestId, error.reason, [], false);
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
      response = await (early ?? (config.fetch ?? fetch)(config.baseUrl + req.path, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        signal: args.signal,
        credentials: 'omit',
        cache: 'no-store',
      }));
      // A successful list answer is parsed item by item while it arrives.
      const reader = op.items && response.ok && response.body ? await listReader : undefined;
      if (reader && op.items && response.body) streamed = await reader.readListAnswer(response.body, op.items);
      text = streamed ? '' : response.status === 204 ? '' : await response.text();
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
    const retryAfterSeconds = readRetryAfter(response.headers.get('retry-after'));
    const failHttp = (message: string, details: ErrorDetail[] = [], requestId = headerRequestId) => {
      const status = response.ok ? 500 : response.status;
      // Behind the console's proxy, an upstream answer that was not JSON arrives as a 502 naming the upstream's status.
      const upstreamStatus = Number(response.headers.get('x-upstream-status')) || status;
      // An assumed operation the deployment does not have: its own answer says so,
      // often as a web server's page rather than an envelope.
      // A 404 means "not offered" when it is no envelope, or when it answers a
      // list (a list is never missing); an envelope's 404 for one thing means that thing is gone.
      const isList = op.method === 'GET' && Object.keys(args.params ?? {}).length === 0;
      const notOffered = op.assumed === true && (upstreamStatus === 405 || upstreamStatus === 501 || (upstreamStatus === 404 && (details.length === 0 || upstreamStatus !== status || isList)));
      return fail(new ApiError({ kind: notOffered ? 'not-offered' : 'http', status, message, details, requestId, operation: name, retryAfterSeconds }));
    };

    if (streamed?.split) {
      const envelope = readEnvelope(streamed.split.envelope);
      if (envelope && !envelope.Error) {
        if (streamed.split.items.length > 1000) {
          const { whileArrivingMs, lastByteAt } = streamed.timing;
          timings.push({ label: 'parsed while arriving', start: lastByteAt - whileArrivingMs, end: lastByteAt }, { label: 'after the last byte', start: lastByteAt, end: performance.now() });
        }
        report(response.status, envelope.RequestID, '', streamed.split.notices, true, streamed.split.items.length + leftOut(streamed.split.notices));
        return streamed.split.items as ResultOf<N>;
      }
    }
    // Otherwise (or when the split was unusable) the whole text is read the ordinary way.
    if (streamed) text = streamed.text();

    // How long a large answer took to read is reported with the exchange.
    const timed = text.length > 1_000_000 && typeof performance !== 'undefined';
    const t0 = timed ? performance.now() : 0;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (response.ok) return fail(new ApiError({ kind: 'invalid-response', status: response.status, message: `The control service answered ${op.title} with something other than JSON.`, operation: name, requestId: headerRequestId }));
      return failHttp(`The control service answered HTTP ${response.status} ${response.statusText || ''}`.trim() + ' without details.');
    }

    const env = readEnvelope(json);
    if (!env) {
      if (response.ok) return fail(new ApiError({ kind: 'invalid-response', status: response.status, message: `The control service answered HTTP ${response.status} in an unexpected shape.`, operation: name, requestId: headerRequestId }));
      return failHttp(`The control service answered HTTP ${response.status} in an unexpected shape.`);
    }
    if (!response.ok || env.Error) {
      const message = env.ErrorDetails.find((d) => d.Reason)?.Reason || env.Message || `HTTP ${response.status}`;
      return failHttp(message, env.ErrorDetails, env.RequestID || headerRequestId);
    }
    const t1 = timed ? performance.now() : 0;
    let read: { data: unknown; notices: ReadNotice[] };
    try {
      read = readAll(op.result as Reader<unknown>, env.Result);
    } catch (e) {
      if (!(e instanceof Unreadable)) throw e;
      return fail(new ApiError({ kind: 'invalid-response', status: response.status, message: `The control service's answer to ${op.title} was not understood: expected ${e.expected}, got ${describeValue(e.value)}.`, requestId: env.RequestID, operation: name }));
    }
    if (timed) timings.push({ label: 'JSON.parse', start: t0, end: t1 }, { label: 'validate', start: t1, end: performance.now() });
    report(response.status, env.RequestID, '', read.notices, true, Array.isArray(read.data) ? read.data.length + leftOut(read.notices) : undefined);
    return read.data as ResultOf<N>;
  }

  // One function per operation of the table, typed from its row.
  const callers = Object.fromEntries(Object.keys(operations).map((name) => [name, (args?: CallArgs<OperationName>) => call(name as OperationName, args)])) as unknown as { [N in OperationName]: Caller<N> };
  return { call, ...callers };
}
