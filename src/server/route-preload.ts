import fs from 'node:fs';
import path from 'node:path';
import { routePattern as routePathPattern } from '@/lib/route-match';

interface Manifest {
  [key: string]: { file: string; imports?: string[]; dynamicImports?: string[] } | undefined;
}

/** The files a manifest entry loads before it runs: its own and, transitively, its static imports. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imp of entry.imports ?? []) staticClosure(manifest, imp, into);
  return into;
}

/** The entry's dynamic import that every page makes at once (src/boot.tsx). */
const BOOT = 'src/boot.tsx';

/** What every page loads before any route: the entry, and the boot module it always imports. */
export function entryClosure(manifest: Manifest): Set<string> {
  return staticClosure(manifest, BOOT, staticClosure(manifest, 'index.html'));
}

interface RouteChunks {
  pattern: RegExp;
  /** Static segments first: /workgroups/new wins over /workgroups/$workgroupID. */
  rank: number;
  files: string[];
}

/** The URL pattern of a file route: src/routes/workgroups/$workgroupID/index.tsx → /workgroups/[^/]+ */
export function routePattern(routeFile: string): { pattern: RegExp; rank: number } | undefined {
  const m = /^src\/routes\/(.+)\.tsx$/.exec(routeFile);
  if (!m || m[1] === '__root') return undefined;
  // The route's path as the router names it: an index file is its folder's path, ending in '/'.
  const { pattern, rank } = routePathPattern(`/${m[1]!.replace(/(^|\/)index$/, '$1')}`);
  return { pattern, rank };
}

/**
 * Which JavaScript a page needs besides the entry: the code of the route the URL
 * lands on, found in Vite's build manifest. The served page names it with
 * <link rel="modulepreload">, so the browser fetches it alongside the entry instead
 * of after the entry has run.
 */
export function createRoutePreloader(root: string): (pathname: string) => string[] {
  const file = path.join(root, '.vite/manifest.json');
  let built: { mtimeMs: number; boot: string[]; routes: RouteChunks[] } | undefined;
  return (pathname) => {
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    // A rebuild under a running server renames the chunks: read the manifest again.
    if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, ...readRoutes(file) };
    const route = built.routes.find((r) => r.pattern.test(pathname))?.files ?? [];
    return [...built.boot, ...route].map((f) => `/${f}`);
  };
}

function readRoutes(file: string): { boot: string[]; routes: RouteChunks[] } {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return { boot: [], routes: [] };
  }
  // The entry's own static imports are preloaded by Vite's tags already; the boot
  // module's are not, since the entry imports it dynamically.
  const inHtml = staticClosure(manifest, 'index.html');
  const inEntry = entryClosure(manifest);
  const boot = [...inEntry].filter((f) => !inHtml.has(f) && f.endsWith('.js'));

  const routes: RouteChunks[] = [];
  for (const key of Object.keys(manifest)) {
    const [source, query] = key.split('?');
    if (!query?.includes('tsr-split=component')) continue;
    const route = routePattern(source!);
    if (!route) continue;
    const files = staticClosure(manifest, key);
    routes.push({ ...route, files: [...files].filter((f) => !inEntry.has(f) && f.endsWith('.js')) });
  }
  return { boot, routes: routes.sort((a, b) => b.rank - a.rank) };
}
