/**
 * The landing screen drawn by the server (issue 62): the console's own components, built for Node beside the page's
 * code (src/entry-server.tsx, `npm run build` writes it next to the static directory, `<static>-server/`), render the
 * URL's screen with the first reads the server made for this browser. The page shows it at once, inert (nothing in it
 * works before the console's code has run, so nothing can be clicked in vain), and the console replaces it when it
 * starts. Without that build (a development server), or when the screen cannot be drawn in time, the page keeps its
 * static frame.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SessionView } from '@/api/session-view';
import type { FirstReads } from './first-reads';

type Render = (href: string, session: SessionView, reads: FirstReads, config: RuntimeConfig) => Promise<{ html: string } | { not: string; lacksReads?: true }>;
/** The serving host's set-up, as the page's config says it. */
export interface RuntimeConfig {
  mode: 'embedded' | 'proxy';
  servicePrincipal: string;
}

/** Pages whose drawing may wait for the one under way. */
const MAX_WAITING = 4;
// One at a time in the process (the drawing's modules are loaded once per process, whatever the servers in it): they keep
// what the screen reads in module state (the session's view, the answers). Past a few pages waiting, a page keeps its
// static frame rather than wait longer for its drawing.
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

export function createFirstScreen(staticDir: string, config: () => RuntimeConfig, log: (message: string) => void = () => undefined) {
  const entry = path.join(`${staticDir}-server`, 'entry-server.js');
  let render: Promise<Render | undefined> | undefined;
  const load = () =>
    (render ??= fs.existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (m: { renderFirstScreen: Render }) => m.renderFirstScreen,
          (e: unknown) => {
            log(`The server does not draw first screens: ${entry} did not load (${String(e)}).`);
            return undefined;
          },
        )
      : Promise.resolve(undefined));

  // Loaded soon after the start (a megabyte of code), not during it, when the server takes its database and its lease; a
  // page asked for before then loads it itself.
  setTimeout(() => void load(), 2000).unref();

  /** The screen's markup for `#root`, or undefined (no build, no reads, an error, or not drawn in time). */
  return async function drawFirstScreen(url: URL, session: SessionView, reads: FirstReads): Promise<string | undefined> {
    if (Object.keys(reads).length === 0) return undefined;
    const draw = await load();
    if (!draw || waiting >= MAX_WAITING) return undefined;
    waiting++;
    const turn = queue.then(() => draw(url.pathname + url.search, session, reads, config()));
    queue = turn.catch(() => undefined);
    try {
      const drawn = await turn;
      if ('html' in drawn) return drawn.html;
      // A first read that did not answer (a workspace that is not there, a slow upstream) is no fault of the drawing.
      if (!drawn.lacksReads) log(`The first screen of ${url.pathname} was not drawn: ${drawn.not}`);
      return undefined;
    } catch (e) {
      log(`The first screen of ${url.pathname} was not drawn: ${e instanceof Error ? e.message : String(e)}`);
      return undefined;
    } finally {
      waiting--;
    }
  };
}
