import fs from 'node:fs';
import path from 'node:path';

export interface Manifest {
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

interface RouteChunks {
  pattern: RegExp;
  /** Static segments first: /workgroups/new wins over /workgroups/$workgroupId. */
  rank: number;
  files: string[];
}

/** The URL pattern of a file route: src/routes/workgroups/$workgroupId/index.tsx → /workgroups/[^/]+ */
export function routePattern(routeFile: string): { pattern: RegExp; rank: number } | undefined {
  const m = /^src\/routes\/(.+)\.tsx$/.exec(routeFile);
  if (!m || m[1] === '__root') return undefined;
  const segments = m[1]!.split('/').filter((s) => s !== 'index');
  const parts = segments.map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const rank = segments.reduce((r, s) => r * 2 + (s.startsWith('$') ? 0 : 1), 1);
  return { pattern: new RegExp(`^/${parts.join('/')}/?$`), rank };
}

/**
 * Which JavaScript a page needs besides the entry: the code of the route the URL
 * lands on, found in Vite's build manifest. The served page names it with
 * <link rel="modulepreload">, so the browser fetches it alongside the entry instead
 * of after the entry has run.
 */
export function createRoutePreloader(root: string): (pathname: string) => string[] {
  const file = path.join(root, '.vite/manifest.json');
  let built: { mtimeMs: number; routes: RouteChunks[] } | undefined;
  return (pathname) => {
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    // A rebuild under a running server renames the chunks: read the manifest again.
    if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, routes: readRoutes(file) };
    return built.routes.find((r) => r.pattern.test(pathname))?.files.map((f) => `/${f}`) ?? [];
  };
}

function readRoutes(file: string): RouteChunks[] {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return [];
  }
  const inEntry = staticClosure(manifest, 'index.html');

  const routes: RouteChunks[] = [];
  for (const key of Object.keys(manifest)) {
    const [source, query] = key.split('?');
    if (!query?.includes('tsr-split=component')) continue;
    const route = routePattern(source!);
    if (!route) continue;
    const files = staticClosure(manifest, key);
    routes.push({ ...route, files: [...files].filter((f) => !inEntry.has(f) && f.endsWith('.js')) });
  }
  return routes.sort((a, b) => b.rank - a.rank);
}
