import fs from 'node:fs';
import path from 'node:path';
import { routePattern as routePathPattern } from '@/lib/route-match';

interface Manifest {
  [key: string]: { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] } | undefined;
}

/** The files a manifest entry loads before it runs: its own and, transitively, its static imports. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const css of entry.css ?? []) into.add(css);
  for (const imp of entry.imports ?? []) staticClosure(manifest, imp, into);
  return into;
}

/**
 * What every page loads before any route: the entry, its static imports, then the modules
 * it imports in stages at once (src/main.tsx: the boot module), each with its own static imports.
 */
export function entryClosure(manifest: Manifest): Set<string> {
  const into = staticClosure(manifest, 'index.html');
  for (const stage of manifest['index.html']?.dynamicImports ?? []) staticClosure(manifest, stage, into);
  return into;
}

interface RouteChunks {
  pattern: RegExp;
  /** Static segments first: /workgroups/new wins over /workgroups/$workgroupID. */
  rank: number;
  /** What the page names: every page's preloads and the route's own, as URL paths, largest first. */
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
 * lands on, found in Vite's build manifest. The served page names it (src/server/http/static.ts):
 * the entry's own imports with <link rel="modulepreload">, the rest in a list the entry preloads
 * once the frame has painted, so that all of it is fetched side by side instead of each file
 * only once the one before it has run.
 */
export function createRoutePreloader(root: string): ((pathname: string) => string[]) & { entryImports: () => ReadonlySet<string> } {
  const file = path.join(root, '.vite/manifest.json');
  let built: { mtimeMs: number; boot: string[]; routes: RouteChunks[]; entryImports: Set<string> } | undefined;
  const read = () => {
    let mtimeMs = 0;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    // A rebuild under a running server renames the chunks: read the manifest again.
    if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, ...readRoutes(root, file) };
    return built;
  };
  const preloader = (pathname: string) => {
    const b = read();
    return b ? (b.routes.find((r) => r.pattern.test(pathname))?.files ?? b.boot) : [];
  };
  /** The entry's own static imports (URL paths): what it needs before it runs at all. */
  return Object.assign(preloader, { entryImports: () => read()?.entryImports ?? new Set<string>() });
}

/** Each route's preloads (and those of a URL no route matches), worked out once per build. */
function readRoutes(root: string, file: string): { boot: string[]; routes: RouteChunks[]; entryImports: Set<string> } {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return { boot: [], routes: [], entryImports: new Set() };
  }
  const sizes = new Map<string, number>();
  const sizeOf = (f: string) => {
    let size = sizes.get(f);
    if (size === undefined) {
      try {
        size = fs.statSync(path.join(root, f)).size;
      } catch {
        size = 0;
      }
      sizes.set(f, size);
    }
    return size;
  };
  // The largest first: over HTTP/1.1 a browser opens six connections to a server, and the
  // framework, the longest download, must not wait behind a queue of small files.
  const preloads = (files: string[]) => files.sort((a, b) => sizeOf(b) - sizeOf(a)).map((f) => `/${f}`);

  // The page names only the entry (Vite's own preload tags are off: vite.config.ts): every page
  // preloads the entry's static imports, which the landing screen's early reads wait for, and
  // the modules it imports in stages, which Vite's manifest lists as dynamic.
  const entryFile = manifest['index.html']?.file;
  const inEntry = entryClosure(manifest);
  const boot = [...inEntry].filter((f) => f !== entryFile && f.endsWith('.js'));
  // The stylesheets the console's code and the route's chunks insert as they load (the page's own is in its head):
  // named too, after the code, so that the screen's first render does not wait a round trip for them.
  const entryCss = manifest['index.html']?.css ?? [];
  const bootCss = [...inEntry].filter((f) => f.endsWith('.css') && !entryCss.includes(f));

  // A route's parts the router plugin splits off (vite.config.ts): its screen, its loader (with its facts and their
  // queries), its error part. All are named, so that the loader's part is fetched beside the screen's, not after it.
  const parts = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const [source, query] = key.split('?');
    if (query?.startsWith('tsr-split=')) parts.set(source!, [...(parts.get(source!) ?? []), key]);
  }
  const routes: RouteChunks[] = [];
  for (const [source, keys] of parts) {
    if (!keys.some((k) => k.endsWith('?tsr-split=component'))) continue;
    const route = routePattern(source);
    if (!route) continue;
    const closure = [...keys.reduce((into, key) => staticClosure(manifest, key, into), new Set<string>())].filter((f) => !inEntry.has(f));
    const own = closure.filter((f) => f.endsWith('.js'));
    const css = closure.filter((f) => f.endsWith('.css'));
    routes.push({ ...route, files: [...preloads([...boot, ...own]), ...preloads([...bootCss, ...css])] });
  }
  const entryImports = new Set([...staticClosure(manifest, 'index.html')].filter((f) => f !== entryFile && f.endsWith('.js')).map((f) => `/${f}`));
  return { boot: [...preloads(boot), ...preloads(bootCss)], routes: routes.sort((a, b) => b.rank - a.rank), entryImports };
}
