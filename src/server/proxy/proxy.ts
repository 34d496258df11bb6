import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { BodyTooLarge, OverBudget, readBody, sendError, sendTooLarge } from '@/server/wire/http-util';
import type { MemoryBudget } from '@/server/wire/memory-budget';
import { operations } from '@/api/operations';
import { operationsAt } from '@/api/route-match';
import { bodyRefusal, methodsAt } from '@/server/wire/request-hygiene';
import { isCompleteJson, isJson, pick, readCapped, reasonOf, TooLarge, UpstreamFailed } from './proxy-answer';

const FORWARDED_HEADERS = ['x-api-key', 'authorization', 'content-type', 'accept', 'accept-language', 'x-request-id', 'idempotency-key'];
/**
 * The only headers of an upstream answer that reach the browser. Everything
 * else stays behind: above all the upstream's own CSP, frame, CORS, cookie and
 * caching headers, which must never replace or loosen the console's.
 */
const RETURNED_HEADERS = ['content-type', 'x-request-id', 'retry-after', 'allow', 'idempotent-replayed'];

/** The upstream's status travels beside a 502 that replaced its answer: the console reads "not offered" from a 404/405/501. */
const UPSTREAM_STATUS_HEADER = 'X-Upstream-Status';

export interface ProxyLimits {
  maxBody: number;
  /** Largest upstream answer, decompressed: 502 past it. */
  maxAnswer: number;
  /** The whole upstream answer, body included, arrives within this. */
  timeoutMs: number;
  /** What all proxied requests in flight may hold at once (MAX_PROXY_BUFFERED_BYTES). */
  budget?: MemoryBudget;
}

const MiB = 1_048_576;
/** What parsing an answer to check it is complete JSON holds besides the answer: its text and, about, its values. */
const PARSE_FACTOR = 2;

/**
 * Is this request one of the contract's operations (method and path template)?
 * The table is read on every request: an operation added to it is forwarded
 * with nothing else to change.
 */
function isOperation(method: string, pathname: string): boolean {
  // Revision A's paths (vendor-operations.md) are the same operations, at the paths an older deployment answers.
  // Literal segments first: `/cloud-providers/validate` is forwarded as that operation, or refused as no other.
  return operationsAt(pathname).some((m) => m.method === method);
}

/** The scrape (`textAnswer`): its 2xx answer is Prometheus text, served as plain text. */
function isTextOperation(method: string, pathname: string): boolean {
  return operationsAt(pathname).some((m) => {
    const op = operations[m.name];
    return 'textAnswer' in op && op.textAnswer === true && m.method === method;
  });
}

const TEXT_TYPES = ['text/plain', 'application/openmetrics-text'];

/** What the audit trail keeps of a forwarded request: the upstream's RequestID and, for a refusal, its reason. */
export interface ProxySeen {
  upstreamRequestId?: string;
  /** The upstream's own status, when it answered. */
  upstreamStatus?: number;
  reason?: string;
}

/**
 * Forwards one of the contract's operations to the configured upstream. The
 * target is always `upstream + pathname + search`: a user never picks the host,
 * and a path that is not an operation never leaves this server. What comes
 * back is served only if it is complete JSON (or an empty 204) no larger than
 * the cap: an upstream page is never served on the console's origin, a
 * redirect is not followed, and a compressed answer is never inflated past the
 * cap.
 */
export async function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  upstream: URL,
  requestId: string,
  limits: ProxyLimits,
  seen: ProxySeen = {},
): Promise<number> {
  const method = req.method ?? 'GET';
  if (!isOperation(method, url.pathname)) {
    req.resume();
    const allowed = methodsAt(url.pathname);
    const known = operationsAt(url.pathname).length > 0;
    if (known)
      return sendError(
        res,
        requestId,
        [{ FieldName: '', Reason: `${method} is not supported on ${url.pathname}; use ${allowed.join(', ')}`, Type: 'Bad-Request' }],
        undefined,
        405,
        { Allow: allowed.join(', ') },
      );
    return sendError(res, requestId, [
      { FieldName: '', Reason: `No operation of the control service's interface at ${url.pathname}; nothing was forwarded`, Type: 'Not-Found' },
    ]);
  }
  const target = new URL(url.pathname + url.search, upstream);
  if (target.origin !== upstream.origin) {
    return sendError(res, requestId, [{ FieldName: '', Reason: 'Refused: not a contract path on the configured upstream', Type: 'Forbidden' }]);
  }
  const lease = limits.budget?.lease();
  if (lease) res.once('close', lease.end);
  const budgetMiB = Math.round((limits.budget?.total ?? 0) / MiB);
  let body: Buffer | undefined;
  if (method !== 'GET') {
    try {
      body = await readBody(req, limits.maxBody, lease?.take);
    } catch (e) {
      if (e instanceof BodyTooLarge) return sendTooLarge(res, requestId, limits.maxBody);
      if (e instanceof OverBudget) {
        const reason = `The console's proxy is holding as much as its memory budget allows (${budgetMiB} MiB across requests); nothing was forwarded, try again`;
        return sendError(res, requestId, [{ FieldName: '', Reason: reason, Type: 'API-Disabled' }], undefined, 503, {
          'Retry-After': '1',
          Connection: 'close',
        });
      }
      throw e;
    }
    const { refusal } = bodyRefusal(req, body);
    if (refusal) return sendError(res, requestId, [refusal.detail], undefined, refusal.status);
    if (body.length === 0) body = undefined;
  }
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, br' };
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  if (body) headers['content-length'] = String(body.length);

  let status = 0;
  const replaced = (reason: string, extra: Record<string, string> = {}) => {
    seen.reason = reason;
    return sendError(res, requestId, [{ FieldName: '', Reason: reason, Type: 'Internal-Error' }], undefined, 502, {
      ...(status ? { [UPSTREAM_STATUS_HEADER]: String(status) } : {}),
      ...extra,
    });
  };
  const overBudget = (held: string) =>
    replaced(
      `The upstream control service answered HTTP ${status}, but the console's proxy is holding as much as its memory budget allows ` +
        `(${budgetMiB} MiB across requests in flight): this answer was dropped ${held}; try again`,
      { 'Retry-After': '1' },
    );
  const request = (target.protocol === 'https:' ? https : http).request(target, { method, headers });
  // Errors are read from the answer or the promise below; a late one must not take the server down.
  request.on('error', () => {});
  const timer = setTimeout(() => request.destroy(new UpstreamFailed(`did not answer within ${limits.timeoutMs / 1000} s`)), limits.timeoutMs);
  // The browser went away: so does the upstream request.
  const abandon = () => request.destroy(new UpstreamFailed('was abandoned by the browser'));
  res.once('close', abandon);
  let answer: IncomingMessage;
  let payload: Buffer;
  let prepaid = 0;
  try {
    answer = await new Promise<IncomingMessage>((resolve, reject) => {
      request.once('response', resolve);
      request.once('error', reject);
      request.end(body);
    });
    status = answer.statusCode ?? 0;
    seen.upstreamStatus = status;
    const upstreamId = answer.headers['x-request-id'];
    if (typeof upstreamId === 'string') seen.upstreamRequestId = upstreamId.slice(0, 200);
    if (status >= 300 && status < 400) {
      answer.resume();
      let where = 'elsewhere';
      try {
        where = new URL(answer.headers.location ?? '', target).host || where;
      } catch {
        // An unreadable Location: say "elsewhere".
      }
      return replaced(`The upstream control service answered HTTP ${status}, a redirect to ${where}; the console does not follow redirects`);
    }
    // An answer of declared length takes all it will need at once (itself, and checking it): it either fits and
    // is read to its end, or is refused before it is read, so concurrent answers cannot all stall half way.
    const declared = answer.headers['content-encoding'] ? NaN : Number(answer.headers['content-length']);
    prepaid = lease && Number.isFinite(declared) && declared <= limits.maxAnswer ? declared * (1 + PARSE_FACTOR) : 0;
    if (lease && prepaid && !lease.take(prepaid)) {
      answer.resume();
      return overBudget(`before it was read (${declared} bytes)`);
    }
    payload = await readCapped(answer, limits.maxAnswer, prepaid ? undefined : lease);
  } catch (e) {
    request.destroy();
    if (e instanceof OverBudget) return overBudget('while it arrived');
    if (e instanceof TooLarge)
      return replaced(
        `The upstream control service answered HTTP ${status} with more than ${limits.maxAnswer} bytes; the console does not take answers that large`,
      );
    const why = e instanceof UpstreamFailed ? e.message : status ? 'broke off its answer' : 'could not be reached';
    return replaced(`The upstream control service ${why}`);
  } finally {
    clearTimeout(timer);
    res.off('close', abandon);
  }

  const contentType = answer.headers['content-type'];
  if (payload.length === 0 && (status === 204 || (status >= 200 && status < 300 && method !== 'GET'))) {
    res.writeHead(status, { ...pick(answer, ['x-request-id']), 'Cache-Control': 'no-store' });
    res.end();
    return status;
  }
  // The scrape's text passes through as text: always text/plain (with nosniff), and only UTF-8.
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (status >= 200 && status < 300 && TEXT_TYPES.includes(type) && isTextOperation(method, url.pathname)) {
    const text = new TextDecoder('utf-8', { fatal: true });
    try {
      text.decode(payload);
    } catch {
      return replaced(`The upstream control service answered HTTP ${status} with text that is not UTF-8`);
    }
    res.writeHead(status, {
      ...pick(answer, ['x-request-id']),
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(payload.length),
      'Cache-Control': 'no-store',
    });
    res.end(payload);
    return status;
  }
  // Checking it is complete JSON holds its text and its values for a moment: that too comes out of the budget.
  const parseCost = isJson(contentType) && !prepaid ? PARSE_FACTOR * payload.length : 0;
  if (lease && !lease.take(parseCost)) return overBudget(`once complete (${payload.length} bytes)`);
  const complete = isJson(contentType) && isCompleteJson(payload);
  lease?.give(parseCost);
  if (!complete) {
    const what =
      payload.length === 0
        ? 'without a body'
        : isJson(contentType)
          ? 'with a body that is not complete JSON'
          : `with ${contentType?.split(';')[0] || 'an untyped body'} instead of JSON`;
    return replaced(`The upstream control service answered HTTP ${status} ${what}`);
  }
  if (status >= 400) seen.reason = reasonOf(payload);
  res.writeHead(status, { ...pick(answer, RETURNED_HEADERS), 'content-length': String(payload.length), 'Cache-Control': 'no-store' });
  res.end(payload);
  return status;
}
