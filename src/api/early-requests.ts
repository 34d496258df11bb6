import { credentials } from './credentials';
import { routePattern } from '@/lib/route-match';

/**
 * The landing screen's first reads, sent as soon as the page arrives, while
 * the console's code is still downloading, instead of after it has run. The
 * client adopts each answer (`takeEarlyResponse`) in place of sending the
 * request again. Only GETs, only with a key this browser already holds, and
 * only those the landing route's loader is about to make.
 */
const V = '/controller/v4/v2';

/**
 * What each screen's loader reads at once (api/screen-reads.ts, which is not loaded here: it
 * brings the operations table), by route: the API paths, each `{name}` the route's parameter of
 * that name. A screen left out starts nothing early; '/workgroups/new' is here, before
 * '/workgroups/$workgroupID/', so that "new" is not taken for a workgroup's id. early-requests.test.ts checks each against its loader.
 */
const landingReads: Record<string, string[]> = {
  '/workgroups/': ['/workgroups', '/workspaces/meta'],
  '/workgroups/new': [],
  '/workgroups/$workgroupID/': ['/workgroups/{workgroupID}', '/workspaces/meta'],
  '/workgroups/$workgroupID/allow-list': ['/workgroups/{workgroupID}', '/workgroups/{workgroupID}/allow_list', '/workgroups/{workgroupID}/allow_list/current'],
  '/workgroups/$workgroupID/schedules': ['/workgroups/{workgroupID}'],
  '/workgroups/$workgroupID/workspaces/new': ['/workgroups/{workgroupID}', '/workspaces/meta', '/addons/meta'],
  '/workgroups/$workgroupID/workspaces/$workspaceID/': [
    '/workgroups/{workgroupID}/workspaces/{workspaceID}',
    '/addons/meta',
    '/workspaces/meta',
    '/workspaces/meta?upgrade=true',
  ],
  '/workgroups/$workgroupID/workspaces/$workspaceID/schedules': [
    '/workgroups/{workgroupID}/workspaces/{workspaceID}',
    '/workgroups/{workgroupID}/workspaces/{workspaceID}/schedules',
    '/workspaces/meta',
  ],
  '/cloud-providers/': ['/cloud-providers', '/cloud-providers/public'],
  '/cloud-providers/new': ['/workspaces/meta'],
};

/**
 * What the console's frame reads on every screen: the organization's name (features/organization/org-name.tsx)
 * and who acts (features/users/access.tsx) in the header.
 */
export const frameReads = ['/org/self', '/whoami'];

/** The routes that start reads early. */
export const earlyRoutes = Object.keys(landingReads);

/** The reads a landing URL starts; ids as they appear in the URL (already encoded). Static routes come first in the table, so they win. */
export function readsFor(pathname: string): string[] {
  for (const route of earlyRoutes) {
    const { pattern, names } = routePattern(route);
    const m = pattern.exec(pathname);
    if (m) return landingReads[route]!.map((path) => V + path.replace(/\{(\w+)\}/g, (_, name: string) => m[names.indexOf(name) + 1]!));
  }
  return [];
}

interface Early {
  key: string;
  response: Promise<Response>;
}
const early = new Map<string, Early>();

/** Starts the landing screen's reads with the key this browser holds (none: nothing is sent). */
export function startEarlyRequests(pathname: string, demoApiKey: string | undefined): void {
  credentials.setDemoApiKey(demoApiKey);
  const key = credentials.apiKey();
  if (!key) return;
  for (const path of [...readsFor(pathname), ...frameReads.map((p) => V + p)]) {
    const response = fetch(path, { headers: { Accept: 'application/json', 'x-api-key': key }, credentials: 'omit', cache: 'no-store' });
    // Not adopted (another screen was opened first): nothing waits for it.
    response.catch(() => undefined);
    early.set(path, { key, response });
  }
  // Whatever is not adopted soon is stale: the console asks afresh.
  setTimeout(() => early.clear(), 10_000);
}

/** The answer to a read sent early, once, if it was sent with this same key. */
export function takeEarlyResponse(method: string, path: string, key: string | undefined): Promise<Response> | undefined {
  if (method !== 'GET') return undefined;
  const hit = early.get(path);
  if (!hit) return undefined;
  early.delete(path);
  return hit.key === key ? hit.response : undefined;
}

/** Forgets every read sent early: another organization's key is now in use (features/organization/switch-org.ts). */
export function forgetEarlyRequests(): void {
  early.clear();
}
