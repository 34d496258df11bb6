import type { IncomingMessage, ServerResponse } from 'node:http';
import { statusForErrorType, type ErrorType } from '@/api/schemas/envelope';

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // Radix injects small style elements for scroll locking; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    // An organization's logo is an http(s) address of its own choosing (PUT /org); images only, never scripts.
    "img-src 'self' data: https: http:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export interface Detail {
  FieldName: string;
  Reason: string;
  Type: ErrorType;
}

const jsonHeaders = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

export function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...jsonHeaders, 'Content-Length': Buffer.byteLength(text), ...extra });
  res.end(text);
}

/** Lists this long are written item by item as they are serialized, rather than as one string. */
export const STREAMED_LIST_ITEMS = 100;
const STREAM_CHUNK_CHARS = 64 * 1024;

/**
 * Sends the envelope `{ ...head, Result: items }`, serializing the items one at a
 * time and writing them in 64 KB pieces as the client takes them: the first
 * bytes leave at once, the browser reads items while later ones are still being
 * serialized, and no single string of the whole answer is ever built.
 */
export async function sendJsonList(
  res: ServerResponse,
  status: number,
  head: Record<string, unknown>,
  items: readonly unknown[],
  extra: Record<string, string> = {},
): Promise<void> {
  res.writeHead(status, { ...jsonHeaders, ...extra });
  // One listener for the whole answer wakes the writer each time the answer drains (or closes). Where the answer
  // is compressed (compression.ts `compressRead`), 'drain' is the compressor's, which `res.on` reaches but
  // `res.off` does not: a listener per wait would pile up there.
  let wake: (() => void) | undefined;
  const woken = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  res.on('drain', woken);
  res.on('close', woken);
  const open = JSON.stringify(head);
  let buf = `${open.slice(0, -1)}${open === '{}' ? '' : ','}"Result":[`;
  for (let i = 0; i < items.length; i++) {
    buf += (i ? ',' : '') + (JSON.stringify(items[i]) ?? 'null');
    if (buf.length < STREAM_CHUNK_CHARS) continue;
    const more = res.write(buf);
    buf = '';
    if (!more && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    if (res.destroyed) return; // the client went away
  }
  res.end(`${buf}]}`);
}

export function sendError(
  res: ServerResponse,
  requestId: string,
  details: Detail[],
  message?: string,
  status?: number,
  headers: Record<string, string> = {},
): number {
  const first = details[0]?.Type ?? 'Unknown';
  const code = status ?? statusForErrorType[first];
  sendJson(
    res,
    code,
    { Error: true, ErrorDetails: details, Message: message ?? details[0]?.Reason ?? 'Request failed', RequestID: requestId },
    { 'X-Request-ID': requestId, ...headers },
  );
  return code;
}

/** 413 for a body over the cap; the connection is closed after it, as the client may still be sending. */
export function sendTooLarge(res: ServerResponse, requestId: string, maxBytes: number): number {
  return sendError(res, requestId, [{ FieldName: 'body', Reason: `The request body is larger than ${maxBytes} bytes`, Type: 'Bad-Request' }], undefined, 413, {
    Connection: 'close',
  });
}

export class BodyTooLarge extends Error {}
/** The memory budget shared by the requests in flight had no room for this one (memory-budget.ts). */
export class OverBudget extends Error {}

/**
 * Reads a request body of at most `limit` bytes. A larger one, declared or
 * not (chunked), is read to its end and dropped, so that the client, which is
 * still sending, receives the 413 answer instead of a reset connection; one
 * that goes on past eight times the limit is cut off.
 */
export function readBody(req: IncomingMessage, limit: number, take?: (bytes: number) => boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge && take && !take(chunk.length)) {
        // The memory budget shared by all requests has no room: stop reading.
        reject(new OverBudget());
        req.pause();
        return;
      }
      if (!tooLarge) chunks.push(chunk);
      else if (size > limit * 8) {
        reject(new BodyTooLarge());
        req.pause();
      }
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

export function clientIpOf(req: IncomingMessage): string {
  const raw = req.socket.remoteAddress ?? '';
  return raw.startsWith('::ffff:') && raw.includes('.') ? raw.slice(7) : raw;
}

function isApiPath(pathname: string): boolean {
  if (/^\/(metrics|observability)(\/|$)/.test(pathname)) return true; // the monitoring paths, at the service's root
  return pathname.startsWith('/controller/v4/v2/') || pathname === '/users' || pathname.startsWith('/users/');
}

/**
 * `/users` is both the service's user list and the console's users screen. A
 * browser navigating there asks for HTML and sends no credentials: it gets the
 * console; everything else is the API.
 */
export function isApiRequest(req: IncomingMessage, pathname: string): boolean {
  if (!isApiPath(pathname)) return false;
  if (pathname !== '/users' || (req.method !== 'GET' && req.method !== 'HEAD')) return true;
  const accept = String(req.headers.accept ?? '');
  return !(accept.includes('text/html') && !req.headers.authorization);
}
