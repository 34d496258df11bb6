import { credentials } from './credentials';

/**
 * The landing screen's first reads, sent as soon as the page arrives, while
 * the console's code is still downloading, instead of after it has run. The
 * client adopts each answer (`takeEarlyResponse`) in place of sending the
 * request again. Only GETs, only with a key this browser already holds, and
 * only those the landing route's loader is about to make.
 */
const V = '/controller/v4/v2';
const seg = '([^/]+)';

/** Route patterns and the reads their loaders start at once (see src/routes). */
const landingReads: [RegExp, (...ids: string[]) => string[]][] = [
  [/^\/workgroups\/?$/, () => [`${V}/workgroups`, `${V}/workspaces/meta`]],
  [new RegExp(`^/workgroups/${seg}/?$`), (wg) => [`${V}/workgroups/${wg}`, `${V}/workspaces/meta`]],
  [new RegExp(`^/workgroups/${seg}/allow-list/?$`), (wg) => [`${V}/workgroups/${wg}`, `${V}/workgroups/${wg}/allow_list`, `${V}/workgroups/${wg}/allow_list/current`]],
  [new RegExp(`^/workgroups/${seg}/schedules/?$`), (wg) => [`${V}/workgroups/${wg}`]],
  [new RegExp(`^/workgroups/${seg}/workspaces/new/?$`), (wg) => [`${V}/workgroups/${wg}`, `${V}/workspaces/meta`, `${V}/addons/meta`]],
  [new RegExp(`^/workgroups/${seg}/workspaces/${seg}/?$`), (wg, ws) => [`${V}/workgroups/${wg}/workspaces/${ws}`, `${V}/addons/meta`]],
  [new RegExp(`^/workgroups/${seg}/workspaces/${seg}/schedules/?$`), (wg, ws) => [`${V}/workgroups/${wg}/workspaces/${ws}`, `${V}/workgroups/${wg}/workspaces/${ws}/schedules`, `${V}/workspaces/meta`]],
  [/^\/cloud-providers\/?$/, () => [`${V}/cloud-providers`]],
  [/^\/cloud-providers\/new\/?$/, () => [`${V}/workspaces/meta`]],
];

/** The reads a landing URL starts; ids as they appear in the URL (already encoded). */
export function readsFor(pathname: string): string[] {
  for (const [pattern, reads] of landingReads) {
    const m = pattern.exec(pathname);
    // 'new' is a screen of its own, not a workgroup id.
    if (m && !m.slice(1).includes('new')) return reads(...m.slice(1));
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
  for (const path of readsFor(pathname)) {
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
