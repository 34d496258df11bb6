import { screens } from './route-facts.gen';

/**
 * The console's screens, each declared with its route (`nav` in its features/<area>/*.route-facts.ts) and
 * gathered into route-facts.gen.ts by scripts/route-facts.ts: the shell's main navigation, the page's static
 * frame (drawn by `index.html` before any script runs, from this list at build time in vite.config.ts) and
 * the palette's "Screens" all read it.
 */
export { screens };

export const mainNav = screens.filter((s) => s.inMainNav);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The main navigation's list as static HTML, for the page's frame (same markup as the shell's, without the active link). */
export function mainNavHtml(): string {
  return mainNav.map((s) => `<li><a href="${escapeHtml(s.to)}">${escapeHtml(s.label)}</a></li>`).join('');
}
