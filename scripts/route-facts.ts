/**
 * Gathers each route's facts (src/features/<area>/*.route-facts.ts, declared beside its screen) into
 * src/lib/route-facts.gen.ts: what runs without the screens needs them as plain data, the way the router
 * needs src/routeTree.gen.ts. The server writes a screen's heading into the page's static frame
 * (lib/screen-frames.ts), the build draws the main navigation into index.html (lib/navigation.ts, vite.config.ts),
 * and the shell's palette lists the screens and their actions (app/palette.ts), none of them loading a screen.
 * Run by `npm run build` and `npm run typecheck`; scripts/route-facts.test.ts fails when the file is stale.
 *
 *   npx tsx scripts/route-facts.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RouteFacts, RouteNav, RoutePalette } from '@/api/route-facts';
import { landingReads } from './route-facts-landing';

/** A facts module: the route's facts, and its entries in the navigation and the palette (exports of their own, see api/route-facts.ts). */
interface FactsModule {
  file: string;
  /** The route, as the route file that imports the module names it (createFileRoute). */
  path: string;
  facts: RouteFacts;
  nav?: RouteNav;
  palette?: RoutePalette;
  /** A landing URL sends the loader's reads before the code has run (api/early-requests.ts). */
  early?: boolean;
}

const root = fileURLToPath(new URL('..', import.meta.url));
export const generatedFile = path.join(root, 'src/lib/route-facts.gen.ts');
export const landingFile = path.join(root, 'src/api/landing-reads.gen.ts');

/** Which route file imports which facts module: the route's path (as createFileRoute names it) by module, from the repository's root. */
export function routesByFacts(): Map<string, string> {
  const routes = path.join(root, 'src/routes');
  const found = new Map<string, string>();
  for (const f of fs.readdirSync(routes, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))) {
    const text = fs.readFileSync(path.join(routes, f), 'utf8');
    const id = /createFileRoute\('([^']+)'\)/.exec(text)?.[1];
    // A route with a loader imports its facts for it; one without, for their type only (route files take their title and
    // crumbs from the generated index, so that the facts' queries are not in the code every screen loads).
    const from = /^import (?:type )?\{ facts \} from '@\/(features\/[^']+\.route-facts)';$/m.exec(text)?.[1];
    if (!id || !from) continue;
    if (found.has(`src/${from}.ts`)) throw new Error(`src/${from}.ts is the facts of two routes: ${found.get(`src/${from}.ts`)} and ${id}`);
    found.set(`src/${from}.ts`, id);
  }
  return found;
}

/** Every *.route-facts.ts under src/features, as paths from the repository's root. */
export function factsFiles(): string[] {
  const features = path.join(root, 'src/features');
  return fs
    .readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.route-facts.ts'))
    .map((f) => `src/features/${f.split(path.sep).join('/')}`)
    .sort();
}

/** Each facts module's `facts`, `nav` and `palette`, with the file it comes from and the route that imports it. */
export async function collectFacts(): Promise<FactsModule[]> {
  const routes = routesByFacts();
  const all: FactsModule[] = [];
  for (const file of factsFiles()) {
    const mod = (await import(pathToFileURL(path.join(root, file)).href)) as Partial<FactsModule>;
    if (!mod.facts?.title) throw new Error(`${file} exports no route facts (export const facts = { title, … } satisfies RouteFacts)`);
    const route = routes.get(file);
    if (!route) throw new Error(`${file}: no route file imports it (import [type] { facts } from '@/${file.slice(4, -3)}')`);
    all.push({ file, path: route, facts: mod.facts, nav: mod.nav, palette: mod.palette, early: mod.early });
  }
  return all;
}

const byOrder = <T extends { order: number }>(items: T[], what: string): T[] => {
  const sorted = [...items].sort((a, b) => a.order - b.order);
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.order === sorted[i - 1]!.order) throw new Error(`two ${what} with order ${sorted[i]!.order}`);
  return sorted;
};
/** The URL a route's links use: an index route's without its trailing slash. */
const linkOf = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
const data = (value: unknown) => JSON.stringify(value, null, 2);

/** The generated module's text, from the routes' facts. */
export function renderRouteFacts(all: FactsModule[]): string {
  const facts = [...all]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((m) => ({ ...m.facts, path: m.path, nav: m.nav, palette: m.palette }));
  const frames = facts.flatMap((f) =>
    f.frame ? [{ route: f.path, title: f.title, description: f.frame.description, action: f.frame.action, crumbs: (f.crumbs?.length ?? 0) > 0 }] : [],
  );
  const screens = byOrder(
    facts.flatMap((f) => (f.nav ? [{ to: linkOf(f.path), label: f.nav.label, inMainNav: f.nav.main, order: f.nav.order }] : [])),
    'navigation entries',
  ).map(({ order: _, ...s }) => s);
  const actions = byOrder(
    facts.flatMap((f) => (f.palette?.action ? [{ ...f.palette.action, to: linkOf(f.path) }] : [])),
    'palette actions',
  ).map(({ order: _, ...a }) => a);
  const here = Object.fromEntries(facts.flatMap((f) => (f.palette?.here ? [[f.path, f.palette.here]] : [])));
  const staticData = Object.fromEntries(facts.map((f) => [f.path, f.crumbs?.length ? { title: f.title, crumbs: f.crumbs } : { title: f.title }]));
  return `// Generated by scripts/route-facts.ts from the routes' facts (src/features/<area>/*.route-facts.ts): do not edit.
// \`npm run build\` and \`npm run typecheck\` write it; scripts/route-facts.test.ts fails when it is stale.

/** The screens whose heading needs no data: the server writes it into the page's static frame (lib/screen-frames.ts). */
export const screenFrames: readonly { route: string; title: string; description: string; action?: { to: string; label: string }; crumbs: boolean }[] = ${data(frames)};

/** The console's screens, in order: the palette's "Screens" and, \`inMainNav\`, the main navigation (lib/navigation.ts). */
export const screens = ${data(screens)} as const;

/** The palette's actions that open a screen (app/palette.ts). */
export const paletteActions = ${data(actions)} as const;

/** The palette's "This screen" entries, by route: a dialog of the screen (opened through the URL) or a screen below it. */
export const screenPaletteEntries: Record<string, readonly ({ label: string; dialog: string } | { id: string; label: string; to: string; hash?: string })[]> = ${data(here)};

/**
 * Each route's title and breadcrumbs (its \`staticData\`, ui/page.tsx), by route: the route files take them from here, so that
 * their facts, with the queries the facts read, load with the route's loader (split off by the router plugin, vite.config.ts)
 * rather than with every screen's first load.
 */
export const routeStaticData = ${data(staticData)} as const;
`;
}

/** The generated landing table's text (api/early-requests.ts reads it). */
export async function renderLandingReads(all: FactsModule[]): Promise<string> {
  return `// Generated by scripts/route-facts.ts from the routes' facts (each \`export const early = true\` and its reads): do not edit.
// \`npm run build\` and \`npm run typecheck\` write it; scripts/route-facts.test.ts fails when it is stale.

/**
 * What each early screen's loader reads at once, by route: the API paths, each \`{name}\` the route's parameter of
 * that name; an empty list for a route an early route's pattern would otherwise take. Static routes first, so they win.
 */
export const landingReads: Record<string, string[]> = ${data(await landingReads(all))};
`;
}

const writeIfChanged = (file: string, text: string): boolean => {
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (old === text) return false;
  fs.writeFileSync(file, text);
  return true;
};

/** Writes the generated modules whose text changed; names them. */
export async function writeRouteFacts(): Promise<string[]> {
  const all = await collectFacts();
  const written = [];
  if (writeIfChanged(generatedFile, renderRouteFacts(all))) written.push(generatedFile);
  if (writeIfChanged(landingFile, await renderLandingReads(all))) written.push(landingFile);
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = await writeRouteFacts();
  console.log(`route facts: ${written.length ? written.map((f) => path.relative(root, f)).join(', ') + ' written' : 'unchanged'}`);
}
