/**
 * What the page knows of the API key and the owner session token: only whether each is held, where from, and its
 * masked form. The console's server keeps them, sealed in an HttpOnly cookie (server/http/session), and adds them to
 * every request the console sends; this page never holds one beyond the form it is typed into. "Remember on this
 * device" keeps it past the browser session. Never in a URL, never in storage, never logged.
 */
import { createStore } from '@/lib/store';
import { forgetEarlyRequests } from './early-requests';
import { maskSecret } from '@/lib/mask-secret';
import { CONSOLE_REQUEST_HEADER } from './console-request-header';
// Types only: the schemas (zod) stay out of the page's first code; the server validates what it is sent.
import type { CredentialKind, CredentialSource, SessionChange, SessionView } from './session-view';

export { maskSecret };
export type { CredentialKind, CredentialSource };

const emptySessionView: SessionView = {
  apiKey: { source: 'none', masked: 'not set' },
  sessionToken: { source: 'none', masked: 'not set' },
  orgs: [],
};
let view: SessionView = emptySessionView;

/** The view as the console's own server sends it (api/session-view.ts), read leniently: anything else is ignored. */
function readView(raw: unknown): SessionView | undefined {
  const v = raw as Partial<SessionView> | null;
  const held = (h: unknown) => typeof h === 'object' && h !== null && typeof (h as { masked?: unknown }).masked === 'string';
  return v && held(v.apiKey) && held(v.sessionToken) && Array.isArray(v.orgs) ? (v as SessionView) : undefined;
}
/** Counts the changes: what useSyncExternalStore compares. */
const version = createStore(0);

/** The headers every request of the console's own pages carries (the server refuses a write without them). */
export const consoleRequestHeaders: Record<string, string> = { [CONSOLE_REQUEST_HEADER]: '1' };

/** The session endpoint refused or could not be reached: the change was not made. */
export class SessionChangeFailed extends Error {}

export const credentials = {
  has: (kind: CredentialKind) => view[kind].source !== 'none',
  /** The masked form of the one in use ('not set' when none). */
  masked: (kind: CredentialKind) => view[kind].masked,
  sourceOf: (kind: CredentialKind): CredentialSource => view[kind].source,
  view: () => view,
  /** What the server said the session holds (the page's own copy, the session endpoint's answer). */
  adopt(next: unknown) {
    const read = readView(next);
    if (!read) return;
    view = read;
    version.set(version.get() + 1);
  },
  /** One change of the session, made by the server; the page then knows what it holds. */
  async change(change: SessionChange): Promise<void> {
    let res: Response;
    try {
      res = await fetch('/console/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...consoleRequestHeaders },
        body: JSON.stringify(change),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      throw new SessionChangeFailed('The console server could not be reached: nothing was kept.');
    }
    const body: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const reason = (body as { Message?: unknown } | undefined)?.Message;
      throw new SessionChangeFailed(typeof reason === 'string' ? reason : `The console server answered ${res.status}: nothing was kept.`);
    }
    // What was read early was read with the credentials before.
    forgetEarlyRequests();
    credentials.adopt(body);
  },
  save: (kind: CredentialKind, value: string, remember: boolean, orgId?: string) => credentials.change({ do: 'save', kind, value, remember, orgId }),
  clear: (kind: CredentialKind) => credentials.change({ do: 'clear', kind }),
  /** Asks the server what the session holds (when the page did not bring it). */
  async refresh(): Promise<void> {
    try {
      const res = await fetch('/console/session', { credentials: 'same-origin', cache: 'no-store', headers: consoleRequestHeaders });
      if (res.ok) credentials.adopt(await res.json());
    } catch {
      // Served by something else (a static host): nothing held.
    }
  },
  subscribe: version.subscribe,
  version: version.get,
};
