import { routePattern } from './route-match';
import { screenFrames } from './route-facts.gen';

/**
 * The heading of the screens whose heading needs no data (their route's title and `frame`, declared in its
 * features/<area>/*.route-facts.ts, gathered into route-facts.gen.ts): the server writes it into the page's
 * static frame for a URL that lands on the screen (src/server/http/static.ts), so that the heading shows
 * before any script has run. The screen draws the same facts in its PageHeader.
 */
const matchers = screenFrames.map((f) => ({ frame: f, ...routePattern(f.route) })).sort((a, b) => b.rank - a.rank);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The screen's heading as static HTML (PageHeader's markup and look), or undefined for a screen whose heading
 * needs data. The title is not a heading element yet: the screen's heading is there once the console has started.
 */
export function frameHeaderHtml(pathname: string): string | undefined {
  const frame = matchers.find((m) => m.pattern.test(pathname))?.frame;
  if (!frame) return undefined;
  const crumbs = frame.crumbs ? '<div class="breadcrumbs" aria-hidden="true"><ol><li>&nbsp;</li></ol></div>' : '';
  const action = frame.action
    ? `<div class="page-actions"><a href="${escapeHtml(frame.action.to)}" class="button button-primary">${escapeHtml(frame.action.label)}</a></div>`
    : '';
  return (
    `<header class="page-header">${crumbs}<div class="page-title-row"><p class="frame-title">${escapeHtml(frame.title)}</p>${action}</div>` +
    `<p class="page-description">${escapeHtml(frame.description)}</p></header>`
  );
}
