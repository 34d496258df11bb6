/**
 * The first data with the page (issue 62): for a landing URL, the server makes the route's first reads itself
 * (those its loader makes at once, declared in its route facts: api/landing-reads.gen.ts, readsFor), with this
 * browser's session, through this same server (the embedded plane answers them, the proxy asks its upstream), and
 * sends their answers with the page: the console adopts them in place of asking (api/early-requests.ts). What has
 * not answered within the deadline is left to the browser. The heading of a workgroup's or a workspace's screen is
 * drawn with its name, so that the page says what it is about before any script has run.
 */
import type { IncomingMessage } from 'node:http';
import { frameReads, readsFor, screenReadsFor } from '@/api/early-requests';
import { answerSaysRunning } from '@/lib/running-status';
import { CONSOLE_REQUEST_HEADER } from '@/api/session-view';

export interface FirstRead {
  status: number;
  body: string;
  requestId: string;
  /** The answer's Content-Type (the scrape is text). */
  type?: string;
}
export type FirstReads = Record<string, FirstRead>;

const DEADLINE_MS = 400;
const V = '/controller/v4/v2';
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The answers to the landing URL's first reads that came in time and succeeded (none without a key in the session):
 * its loader's, what its screen asks for at once, the frame's (the organization's name, who acts), and, once the
 * workspace's own answer says it runs, its load (as api/early-requests.ts would send them from the browser).
 */
export async function firstReads(req: IncomingMessage, url: URL, origin: string, holdsToken = false): Promise<FirstReads> {
  const [first, ...rest] = readsFor(url.pathname);
  if (!first || !origin) return {};
  const { asks, running } = screenReadsFor(url.pathname, url.search);
  const signal = AbortSignal.timeout(DEADLINE_MS);
  const read = async (path: string): Promise<[string, FirstRead] | undefined> => {
    try {
      const res = await fetch(origin + path, {
        // As the page would ask: its session's cookie, from its own origin.
        headers: {
          accept: path.startsWith('/metrics/') ? 'text/plain' : 'application/json',
          [CONSOLE_REQUEST_HEADER]: '1',
          ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
        },
        signal,
      });
      const body = await res.text();
      const type = res.headers.get('content-type') ?? undefined;
      // Answered, or not there (a 404 says so for good: the monitoring history a proxy does not keep); anything else the browser asks again.
      return res.ok || res.status === 404
        ? [path, { status: res.status, body, requestId: res.headers.get('x-request-id') ?? '', ...(type ? { type } : {}) }]
        : undefined;
    } catch {
      // Past the deadline, or failed: the browser asks.
      return undefined;
    }
  };
  const others = [...rest, ...asks, ...frameReads.map((p) => V + p), ...(holdsToken ? ['/users/me'] : [])].map(read);
  const own = await read(first);
  // What only a running workspace reads, once its own answer says it runs.
  const load = own && running.length && runs(own[1].body) ? await Promise.all(running.map(read)) : [];
  const answers = [own, ...(await Promise.all(others)), ...load];
  return Object.fromEntries(answers.filter((a) => a !== undefined));
}

function runs(body: string): boolean {
  try {
    return answerSaysRunning(JSON.parse(body));
  } catch {
    return false;
  }
}

/** A workgroup's or a workspace's screen: its heading with the name its first read answered (PageHeader's markup), else undefined. */
export function namedHeaderHtml(pathname: string, reads: FirstReads): string | undefined {
  const m = /^\/workgroups\/([^/]+)(?:\/workspaces\/([^/]+))?\/?$/.exec(pathname);
  if (!m || m[2] === 'new') return undefined;
  const path = m[2] ? `${V}/workgroups/${m[1]}/workspaces/${m[2]}` : `${V}/workgroups/${m[1]}`;
  const read = reads[path];
  if (!read) return undefined;
  let name: unknown;
  try {
    const answer = JSON.parse(read.body) as { Result?: { name?: unknown } };
    name = answer.Result?.name;
  } catch {
    return undefined;
  }
  if (typeof name !== 'string' || !name) return undefined;
  return (
    '<header class="page-header"><div class="breadcrumbs" aria-hidden="true"><ol><li>&nbsp;</li></ol></div>' +
    `<div class="page-title-row"><h1>${escapeHtml(name)}</h1></div></header>`
  );
}
