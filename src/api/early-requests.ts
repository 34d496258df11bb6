import { routePattern } from '@/lib/route-match';
import { CONSOLE_REQUEST_HEADER } from './console-request-header';
import { landingReads } from './landing-reads.gen';
import { answerSaysRunning } from '@/lib/running-status';

/**
 * The landing screen's first reads, sent as soon as the page arrives, while
 * the console's code is still downloading, instead of after it has run. The
 * client adopts each answer (`takeEarlyResponse`) in place of sending the
 * request again. Only GETs, only with a key this browser already holds, and
 * only those the landing route's loader is about to make.
 */
const V = '/controller/v4/v2';

/**
 * What the console's frame reads on every screen: the organization's name (features/organization/org-name.tsx)
 * and who acts (kernel/access.tsx) in the header.
 */
export const frameReads = ['/org/self', '/whoami'];

const history = '/console/metrics/{workgroupID}/{workspaceID}/history?range=';
/**
 * What a screen asks for itself on its first render, beside its loader's reads: the monitoring view's scrape and
 * the history of the range in the address (whatever the workspace's state; an unknown range is read as 1h, as its
 * route reads it). Paths from the service's root: the scrape and the history are not under the API's prefix.
 */
const screenAsks: Record<string, string[]> = {
  '/workgroups/$workgroupID/workspaces/$workspaceID/monitoring': ['/metrics/{workgroupID}/{workspaceID}', `${history}{range}`],
};

/**
 * The screens that show a running workspace's load (features/monitoring/load-warning.tsx), and what they read for
 * it once they know that it runs (a paused one reads none of it): the last hour's history and the thresholds. Sent
 * as soon as the early answer for the workspace (the route's first read) says it runs, while the console's code is
 * still downloading, instead of after the screen's first render.
 */
const showLoad = ['/workgroups/$workgroupID/workspaces/$workspaceID/', '/workgroups/$workgroupID/workspaces/$workspaceID/monitoring'];
const loadReads = [`${history}1h`, `${V}/workgroups/{workgroupID}/workspaces/{workspaceID}/alert-thresholds`];

/**
 * The routes that start reads early: those whose facts module says `export const early = true`, with what their
 * loader reads at once, generated into landing-reads.gen.ts by scripts/route-facts.ts (their queries, which bring
 * the operations table, are not loaded here).
 */
export const earlyRoutes = Object.keys(landingReads);

/**
 * The route a landing URL is on, with a function that fills a path's `{name}`s from the URL. Static routes come first
 * in the table, so they win. The root lands on the workgroups (routes/index.tsx), so it reads theirs.
 */
function landing(pathname: string, search: string) {
  const path = pathname === '/' ? '/workgroups' : pathname;
  for (const route of earlyRoutes) {
    const { pattern, names } = routePattern(route);
    const m = pattern.exec(path);
    if (m)
      return {
        route,
        fill: (path: string) =>
          path.replace(/\{(\w+)\}/g, (_, name: string) =>
            name === 'range' ? (/[?&]range=(24h|7d)(&|$)/.exec(search)?.[1] ?? '1h') : m[names.indexOf(name) + 1]!,
          ),
      };
  }
  return undefined;
}

/** The reads a landing URL starts; ids as they appear in the URL (already encoded). */
export function readsFor(pathname: string): string[] {
  const l = landing(pathname, '');
  return l ? landingReads[l.route]!.map((path) => V + l.fill(path)) : [];
}

/** What the screen of a landing URL asks for itself at once (`screenAsks`), and once its workspace is known to run (`runningReads`, less those). */
export function screenReadsFor(pathname: string, search = ''): { asks: string[]; running: string[] } {
  const l = landing(pathname, search);
  const asks = l ? (screenAsks[l.route] ?? []).map(l.fill) : [];
  return { asks, running: l && showLoad.includes(l.route) ? loadReads.map(l.fill).filter((p) => !asks.includes(p)) : [] };
}

interface Early {
  response: Promise<Response>;
}
const early = new Map<string, Early>();

/** An answer the server sent with the page (server/http/session/first-reads.ts): adopted as if it had been asked for. */
export interface SentWithPage {
  status: number;
  body: string;
  requestId: string;
  /** Its Content-Type (a scrape is text); JSON when absent. */
  type?: string;
}

/** An answer sent with the page, as the answer to its request. */
const answerOf = (sent: SentWithPage) =>
  new Response(sent.body, { status: sent.status, headers: { 'content-type': sent.type ?? 'application/json; charset=utf-8', 'x-request-id': sent.requestId } });

/**
 * Starts the landing screen's reads, credentialed by the server from this browser's session, when it holds a key
 * (none: nothing is sent). Those the server already answered with the page are not asked again.
 */
export function startEarlyRequests(pathname: string, holdsKey: boolean, search = '', withPage: Record<string, SentWithPage> = {}, holdsToken = false): void {
  if (!holdsKey) return;
  // As the client asks: the scrape is text (api/request.ts), everything else JSON.
  const get = (path: string) => {
    const sent = withPage[path];
    if (sent) return Promise.resolve(answerOf(sent));
    return fetch(path, {
      // The console's own header: its server credentials the read from this browser's session (server/http/session).
      headers: { Accept: path.startsWith('/metrics/') ? 'text/plain' : 'application/json', [CONSOLE_REQUEST_HEADER]: '1' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  };
  const send = (path: string, response = get(path)) => {
    // Not adopted (another screen was opened first): nothing waits for it.
    response.catch(() => undefined);
    early.set(path, { response });
    return response;
  };
  const [first, ...rest] = readsFor(pathname);
  const { asks, running } = screenReadsFor(pathname, search);
  if (first) {
    const workspace = send(first);
    if (running.length) {
      // Whether the workspace runs, from a copy of its answer (taken before the client reads the answer itself). What
      // only a running one reads is in the table at once, so the screen adopts it whichever comes first; the screen
      // asks for none of it before it has that same answer, so a paused workspace's are dropped unsent and unseen.
      const runs = workspace
        .then((r) => (r.ok ? r.clone().json() : undefined))
        .then(answerSaysRunning)
        .catch(() => false);
      for (const path of running) {
        const entry = runs.then((yes) => {
          if (yes) return get(path);
          if (early.get(path)?.response === entry) early.delete(path);
          throw new Error('The workspace does not run: not read.');
        });
        send(path, entry);
      }
    }
  }
  // With a session token, the header's who acts is its person (kernel/access.tsx): read with the frame's, so it lands with them.
  [...rest, ...asks, ...frameReads.map((p) => V + p), ...(holdsToken ? ['/users/me'] : [])].forEach((path) => send(path));
  // Whatever is not adopted soon is stale: the console asks afresh.
  setTimeout(() => early.clear(), 10_000);
}

/** The answer to a read sent early, once (any change of the session's credentials forgets them all). */
export function takeEarlyResponse(method: string, path: string): Promise<Response> | undefined {
  if (method !== 'GET') return onlyWithPage ? new Promise<Response>(() => undefined) : undefined;
  const hit = early.get(path);
  if (!hit) return onlyWithPage ? new Promise<Response>(() => undefined) : undefined;
  early.delete(path);
  return hit.response;
}

/**
 * The server's own render of the first screen (src/entry-server.tsx): the answers it read for the page are the only
 * answers there are; any other read is never answered there (it stays pending, as it would while it travels).
 */
let onlyWithPage = false;
export function answerOnlyWithPage(withPage: Record<string, SentWithPage>): void {
  early.clear();
  onlyWithPage = true;
  for (const [path, sent] of Object.entries(withPage)) early.set(path, { response: Promise.resolve(answerOf(sent)) });
}

/** Forgets every read sent early: other credentials are now in use (api/credentials.ts). */
export function forgetEarlyRequests(): void {
  early.clear();
}
