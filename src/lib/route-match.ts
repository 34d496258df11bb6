/**
 * Routes as src/routes names them ('/workgroups/$workgroupID/allow-list'; an index route ends
 * in '/'): the URLs each answers, for what runs before the router does (the early requests of
 * the entry, api/early-requests.ts, and the server's route preloading, server/http/route-preload.ts).
 */

/** A route's URL pattern, its parameters' names, and its rank: static segments first (/workgroups/new wins over /workgroups/$workgroupID). */
export function routePattern(routePath: string): { pattern: RegExp; rank: number; names: string[] } {
  const segments = routePath.split('/').filter((s) => s !== '');
  const names = segments.filter((s) => s.startsWith('$')).map((s) => s.slice(1));
  const parts = segments.map((s) => (s.startsWith('$') ? '([^/]+)' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const rank = segments.reduce((r, s) => r * 2 + (s.startsWith('$') ? 0 : 1), 1);
  return { pattern: new RegExp(`^/${parts.join('/')}/?$`), rank, names };
}
