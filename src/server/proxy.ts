import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLarge, readBody, sendError } from './http-util';

// RFC 9110 §7.6.1 connection-specific headers, plus ones that must not cross.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'cookie',
  'content-length',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
]);
const FORWARDED_HEADERS = ['x-api-key', 'authorization', 'content-type', 'accept', 'accept-language', 'x-request-id'];

/**
 * Forwards one request for a contract path to the configured upstream. The
 * target is always `upstream + pathname + search`: a user never picks the host.
 */
export async function proxyRequest(req: IncomingMessage, res: ServerResponse, url: URL, upstream: URL, requestId: string, maxBody: number): Promise<number> {
  const target = new URL(url.pathname + url.search, upstream);
  if (target.origin !== upstream.origin) {
    return sendError(res, requestId, [{ FieldName: '', Reason: 'Refused: not a contract path on the configured upstream', Type: 'Forbidden' }]);
  }
  let body: Buffer | undefined;
  try {
    body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, maxBody);
  } catch (e) {
    if (e instanceof BodyTooLarge) return sendError(res, requestId, [{ FieldName: '', Reason: `The request body is larger than ${maxBody} bytes`, Type: 'Bad-Request' }], undefined, 413);
    throw e;
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
  const out: Record<string, string> = {};
  upstreamRes.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie' && name !== 'content-encoding') out[name] = value;
  });
  const payload = Buffer.from(await upstreamRes.arrayBuffer());
  out['content-length'] = String(payload.length);
  res.writeHead(upstreamRes.status, out);
  res.end(payload);
  return upstreamRes.status;
}
