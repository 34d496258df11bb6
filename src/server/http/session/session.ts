/**
 * The console's server-side session (issue 62): the keys and tokens a person enters are kept here, sealed in
 * HttpOnly cookies (session-cookie.ts); the page learns only which are held, masked (api/session-view.ts). Every
 * request of the console is credentialed here from the session, in both modes, by the rule the client once
 * applied itself (api/request.ts credentialHeaders); a write must come from the console's own pages (own-pages.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { operations } from '@/api/operations';
import { operationsAt } from '@/api/route-match';
import { credentialHeaders } from '@/api/request';
import { CONSOLE_REQUEST_HEADER, sessionChangeSchema, type SessionView } from '@/api/session-view';
import { DEMO_API_KEY, DEMO_OWNER_TOKEN, isLoopback, runtimeConfig, type ServerConfig } from '@/server/config';
import { consoleRouteAt } from '@/server/access/console-routes';
import { readBody, sendError, sendJson } from '@/server/wire/http-util';
import { carriesSession, jarCookies, readJars, sessionKey } from './session-cookie';
import { applyChange, held, SessionRefusal, viewOf, type DemoCredentials } from './session-state';
import { fromOwnPages, readForAnotherSite } from './own-pages';
import { firstReads, namedHeaderHtml, type FirstReads } from './first-reads';
import { createFirstScreen } from './first-screen';

/** What a page of the console carries for its browser (http/static.ts writes it in). */
export interface PageData {
  session: SessionView;
  firstReads: FirstReads;
  /** The screen's heading drawn with its data (a workgroup's or a workspace's name), when its first read answered. */
  header: string | undefined;
  /** The whole landing screen drawn with its first reads (first-screen.ts), in place of the static frame. */
  screen?: string;
}

export const SESSION_PATH = '/console/session';
const isWrite = (method: string | undefined) => method !== 'GET' && method !== 'HEAD';

/**
 * The embedded demo's published credentials: on loopback, with no upstream and the demo key in use, a session
 * starts holding its owner's key and session token. A configured deployment never does this.
 */
export function demoCredentials(config: ServerConfig): DemoCredentials {
  if (config.upstreamUrl !== undefined || !isLoopback(config.host) || config.apiKey !== DEMO_API_KEY) return {};
  return { apiKey: config.apiKey, ...(config.ownerToken === DEMO_OWNER_TOKEN ? { sessionToken: config.ownerToken } : {}) };
}

/** The contract's paths take the session's credentials; of the console's own routes, those that take the caller's (not the test hooks, not the portal's). */
function takesCredentials(req: IncomingMessage, url: URL): boolean {
  if (!url.pathname.startsWith('/console/')) return true;
  const route = consoleRouteAt(req.method, url.pathname);
  return route !== undefined && route.access !== 'none' && !('credential' in route);
}

/** `sharedSecret`: with several servers over one database, where the generated sealing key is kept for all of them. */
export function createSession(config: ServerConfig, origin: () => string = () => '', sharedSecret?: (made: string) => Promise<string>) {
  const sealing = sessionKey(config.sessionSecret, config.dataDir, sharedSecret);
  // Not left unhandled before the first request: a database that never answers is said by the start itself.
  sealing.catch(() => undefined);
  const demo = demoCredentials(config);
  const drawFirstScreen = createFirstScreen(config.staticDir, () => runtimeConfig(config), config.quiet ? undefined : console.warn);

  /**
   * Before the API and the console's endpoints: a write without credentials of its own that does not come from the
   * console's pages is never credentialed from the session (refused, 403, when it carries the session's cookie);
   * anything else is given the session's credentials. Undefined: go on.
   */
  async function admit(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): Promise<number | undefined> {
    // Credentials of its own (a page of another origin cannot send these headers), or a console route that takes none from the session.
    if (req.headers['x-api-key'] !== undefined || req.headers.authorization !== undefined || !takesCredentials(req, url)) return undefined;
    if (isWrite(req.method) && !fromOwnPages(req)) {
      // Not credentialed from the session: refused when it carries one, else answered as any request without credentials.
      if (!carriesSession(req)) return undefined;
      req.resume();
      return sendError(
        res,
        requestId,
        [{ FieldName: '', Reason: "Refused: a write with the console's session must come from the console's own pages", Type: 'Forbidden' }],
        undefined,
        403,
      );
    }
    if (readForAnotherSite(req)) return undefined;
    const jars = await readJars(req, await sealing);
    // The demo's credentials go with what the console asks (its own header, or its browser says so), not with a script's request that brings none.
    const fromConsole =
      req.headers[CONSOLE_REQUEST_HEADER] === '1' || req.headers['sec-fetch-site'] === 'same-origin' || req.headers['sec-fetch-site'] === 'none';
    const fallback = fromConsole ? demo : {};
    const creds = { apiKey: held(jars, 'apiKey', fallback).value, sessionToken: held(jars, 'sessionToken', fallback).value };
    const hit = operationsAt(url.pathname).find((m) => m.method === req.method);
    // The console's own endpoints (the metrics history) take the API key.
    const headers = hit ? credentialHeaders(operations[hit.name], creds) : creds.apiKey ? { 'x-api-key': creds.apiKey } : {};
    for (const [name, value] of Object.entries(headers)) req.headers[name.toLowerCase()] = value;
    return undefined;
  }

  async function view(req: IncomingMessage): Promise<SessionView> {
    return viewOf(await readJars(req, await sealing), demo);
  }

  /** What the page of this URL carries for this browser: the session's masked view, and its landing screen's first reads. */
  async function page(req: IncomingMessage, url: URL): Promise<PageData> {
    const sessionView = await view(req);
    // Without a key there is nothing to read with: the console asks for one first.
    const reads = sessionView.apiKey.source === 'none' ? {} : await firstReads(req, url, origin(), sessionView.sessionToken.source !== 'none');
    const screen = await drawFirstScreen(url, sessionView, reads);
    return { session: sessionView, firstReads: reads, header: namedHeaderHtml(url.pathname, reads), ...(screen ? { screen } : {}) };
  }

  /** GET: what the page may know of the session. POST: one change (api/session-view.ts), from the console's own pages only. */
  async function endpoint(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<number> {
    if (req.method === 'GET') {
      sendJson(res, 200, await view(req), { 'X-Request-ID': requestId });
      return 200;
    }
    if (req.method !== 'POST')
      return sendError(res, requestId, [{ FieldName: '', Reason: 'GET or POST', Type: 'Bad-Request' }], undefined, 405, { Allow: 'GET, POST' });
    if (!fromOwnPages(req)) {
      req.resume();
      return sendError(
        res,
        requestId,
        [{ FieldName: '', Reason: "Refused: the session changes from the console's own pages only", Type: 'Forbidden' }],
        undefined,
        403,
      );
    }
    let change;
    try {
      change = sessionChangeSchema.safeParse(JSON.parse((await readBody(req, 64 * 1024)).toString('utf8')));
    } catch {
      change = undefined;
    }
    if (!change?.success) return sendError(res, requestId, [{ FieldName: '', Reason: 'Not a change the session takes', Type: 'Bad-Request' }], undefined, 400);
    let jars = await readJars(req, await sealing);
    try {
      jars = applyChange(jars, change.data, demo);
    } catch (e) {
      if (!(e instanceof SessionRefusal)) throw e;
      return sendError(res, requestId, [{ FieldName: '', Reason: e.message, Type: 'Bad-Request' }], undefined, 400);
    }
    res.setHeader('Set-Cookie', await jarCookies(req, jars, await sealing));
    sendJson(res, 200, viewOf(jars, demo), { 'X-Request-ID': requestId });
    return 200;
  }

  return { admit, view, page, endpoint };
}
export type Session = ReturnType<typeof createSession>;
