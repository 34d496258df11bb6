import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readBody, sendError, sendTooLarge } from './http-util';
import { bodyRefusal } from './request-hygiene';

const FORWARDED_HEADERS = ['x-api-key', 'authorization', 'content-type', 'accept', 'accept-language', 'x-request-id'];
/**
 * The only headers of an upstream answer that reach the browser. Everything
 * else stays behind: above all the upstream's own CSP, frame, CORS and cookie
 * headers, which must never replace or loosen the console's.
 */
const RETURNED_HEADERS = ['content-type', 'x-request-id', 'retry-after', 'allow', 'cache-control', 'etag', 'last-modified'];

/** The upstream's status travels beside a 502 that replaced its answer: the console reads "not offered" from a 404/405/501. */
const UPSTREAM_STATUS_HEADER = 'X-Upstream-Status';

function isJson(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * Forwards one request for a contract path to the configured upstream. The
 * target is always `upstream + pathname + search`: a user never picks the host.
 * What comes back is served only if it is JSON (or an empty 204): an upstream
 * page is never served on the console's origin, and a redirect is not followed.
 */
export async function proxyRequest(req: IncomingMessage, res: ServerResponse, url: URL, upstream: URL, requestId: string, maxBody: number): Promise<number> {
  const target = new URL(url.pathname + url.search, upstream);
  if (target.origin !== upstream.origin) {
    return sendError(res, requestId, [{ FieldName: '', Reason: 'Refused: not a contract path on the configured upstream', Type: 'Forbidden' }]);
  }
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    try {
      body = await readBody(req, maxBody);
    } catch (e) {
      if (e instanceof BodyTooLarge) return sendTooLarge(res, requestId, maxBody);
      throw e;
    }
    const { refusal } = bodyRefusal(req, body);
    if (refusal) return sendError(res, requestId, [refusal.detail], undefined, refusal.status);
    if (body.length === 0) body = undefined;
  }
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  let upstreamRes: Response;
  try {
    upstreamRes = await fetch(target, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
  } catch (e) {
    const why = e instanceof Error && e.name === 'TimeoutError' ? 'did not answer within 60 s' : 'could not be reached';
    return sendError(res, requestId, [{ FieldName: '', Reason: `The upstream control service ${why}`, Type: 'Internal-Error' }], undefined, 502);
  }
  const status = upstreamRes.status;
  const replaced = (reason: string) => sendError(res, requestId, [{ FieldName: '', Reason: reason, Type: 'Internal-Error' }], undefined, 502, { [UPSTREAM_STATUS_HEADER]: String(status) });

  if (status >= 300 && status < 400) {
    await upstreamRes.body?.cancel();
    let where = 'elsewhere';
    try {
      where = new URL(upstreamRes.headers.get('location') ?? '', target).host || where;
    } catch {
      // An unreadable Location: say "elsewhere".
    }
    return replaced(`The upstream control service answered HTTP ${status}, a redirect to ${where}; the console does not follow redirects`);
  }
  const payload = Buffer.from(await upstreamRes.arrayBuffer());
  const contentType = upstreamRes.headers.get('content-type');
  if (payload.length === 0 && (status === 204 || (status >= 200 && status < 300 && req.method !== 'GET'))) {
    res.writeHead(status, pick(upstreamRes.headers, ['x-request-id']));
    res.end();
    return status;
  }
  if (!isJson(contentType) || !looksLikeJson(payload)) {
    const what = payload.length === 0 ? 'without a body' : `with ${contentType?.split(';')[0] || 'an untyped body'} instead of JSON`;
    return replaced(`The upstream control service answered HTTP ${status} ${what}`);
  }
  const out = pick(upstreamRes.headers, RETURNED_HEADERS);
  out['content-length'] = String(payload.length);
  res.writeHead(status, out);
  res.end(payload);
  return status;
}

function pick(headers: Headers, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = headers.get(name);
    if (v !== null) out[name] = v;
  }
  return out;
}

/** Looks like JSON: an object or array (not a page labelled as JSON). The console reads the rest itself. */
function looksLikeJson(payload: Buffer): boolean {
  for (const byte of payload) {
    if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0xef || byte === 0xbb || byte === 0xbf) continue;
    return byte === 0x7b || byte === 0x5b;
  }
  return false;
}
