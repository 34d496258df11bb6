import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * One read of a screen. `when`: `wait`, the route's loader waits for it (the screen shows
 * with it); `alongside`, the loader starts it and does not wait; `screen`, the screen asks
 * for it itself (the loader does not). `quiet`: a nicety here, whose notices the screen does
 * not show (they are shown where it is the subject).
 */
export interface ScreenRead {
  queryKey: QueryKey;
  when: 'wait' | 'alongside' | 'screen';
  quiet?: boolean;
  /** Asks for it unless the cache holds it: what the loader waits for. */
  ensure: (qc: QueryClient) => Promise<unknown>;
  /** Asks for it unless the cache holds it, failing quietly: what the loader starts alongside. */
  prefetch: (qc: QueryClient) => Promise<void>;
}

/** A screen above this one; "Workgroup" and "Workspace" stand for the names the screen knows (ui/page.tsx). */
export interface RouteCrumb {
  label: string;
  to: string;
}

/** An entry of the command palette that acts on the screen that is open ("This screen"). */
type PaletteHere =
  /** Opens one of the screen's dialogs through the URL (`?dialog=resize`); the dialog names the entry. */
  | { label: string; dialog: string }
  /** Goes to a screen below it, with the same params. */
  | { id: string; label: string; to: string; hash?: string };

/**
 * A route's entry among the console's screens (`export const nav = { … } satisfies RouteNav` in its facts module):
 * the palette's "Screens", and the main navigation when `main`. `order` places it.
 */
export interface RouteNav {
  label: string;
  order: number;
  main: boolean;
}

/**
 * A route's entries in the command palette (`export const palette = { … } satisfies RoutePalette` in its facts
 * module): an action that opens it ("Create workgroup"), the screen's own actions ("This screen").
 */
export interface RoutePalette {
  action?: { id: string; label: string; order: number };
  here?: readonly PaletteHere[];
}

/*
 * `export const early = true` in a facts module: a URL that lands on the screen sends the reads its loader
 * waits for or starts before the console's code has run (api/early-requests.ts, from the API paths
 * scripts/route-facts.ts generates into api/landing-reads.gen.ts).
 */

/**
 * What the console knows about a route, declared once beside its screen: `export const facts = { … } satisfies
 * RouteFacts` (a check, no code) in `features/<area>/<screen>.route-facts.ts`. The route file that imports it names its path (once, in
 * `createFileRoute`) and takes its title, breadcrumbs and loader from it; the screen takes its notices
 * and heading. scripts/route-facts.ts gathers what runs without the screens into src/lib/route-facts.gen.ts:
 * the page's frame (the server writes it), the main navigation (the build also draws it into index.html)
 * and the palette. The module's `nav`, `palette` and `early` are exports of their own, so that the console's
 * bundle carries them once, in the generated index, not also with the routes.
 */
export interface RouteFacts<P = never> {
  /** The screen's name: its heading and the tab's title. */
  title: string;
  crumbs?: readonly RouteCrumb[];
  /**
   * The heading's text for a screen whose heading needs no data: the server writes it into the page's static
   * frame for a URL that lands on the screen (src/server/http/static.ts), so that it shows before any script has run.
   */
  frame?: { description: string; action?: { to: string; label: string } };
  /** What the screen reads, from its route's params: its loader, its notices (api/screen-reads.ts). */
  reads?: (params: P) => ScreenRead[];
}

/** A screen's reads for these params (none declared: none). */
export function readsOf<F extends RouteFacts>(facts: F, params: ParamsOf<F>): ScreenRead[] {
  return (facts.reads as ((p: ParamsOf<F>) => ScreenRead[]) | undefined)?.(params) ?? [];
}

/** A route's params, as its reads take them (a route without any: an empty object). */
export type ParamsOf<F extends RouteFacts> = Parameters<NonNullable<F['reads']>> extends [infer A] ? A : Record<string, never>;
