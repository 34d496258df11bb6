/**
 * Whether a request comes from the console's own pages: the same origin (its Origin header, or the browser's
 * Sec-Fetch-Site where there is none) and the console's own header, which no page of another origin may send
 * without this server's leave (it gives none: no CORS). Another port of the same host is another origin.
 */
import type { IncomingMessage } from 'node:http';
import { CONSOLE_REQUEST_HEADER } from '@/api/session-view';

export function fromOwnPages(req: IncomingMessage): boolean {
  if (req.headers[CONSOLE_REQUEST_HEADER] !== '1') return false;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  }
  return req.headers['sec-fetch-site'] === 'same-origin';
}

/** A read the browser made for a page of another origin or site (never one of the console's): not credentialed from the session. */
export function readForAnotherSite(req: IncomingMessage): boolean {
  const site = req.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
