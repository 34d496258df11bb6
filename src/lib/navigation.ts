/**
 * The console's screens, declared once: the shell's main navigation, the page's
 * static frame (drawn by `index.html` before any script runs, generated from this
 * list at build time in vite.config.ts) and the palette's "Screens" all read it.
 */
export const screens = [
  { to: '/workgroups', label: 'Workgroups', inMainNav: true },
  { to: '/cloud-providers', label: 'Cloud providers', inMainNav: true },
  { to: '/users', label: 'Organization users', inMainNav: true },
  // Reached from the organization's name in the header, not from the main navigation.
  { to: '/organization', label: 'Organization, quota and API keys', inMainNav: false },
  { to: '/upgrades', label: 'Upcoming upgrades', inMainNav: false },
  { to: '/addons', label: 'Add-ons', inMainNav: true },
  { to: '/billing', label: 'Billing', inMainNav: true },
  // Reached from the Organization screen, a workspace's Monitoring and the palette: the header has no room for a ninth entry beside who acts.
  { to: '/alerts', label: 'Alerts', inMainNav: false },
  { to: '/activity', label: 'Activity', inMainNav: true },
  { to: '/settings', label: 'Settings', inMainNav: true },
] as const;

export const mainNav = screens.filter((s) => s.inMainNav);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The main navigation's list as static HTML, for the page's frame (same markup as the shell's, without the active link). */
export function mainNavHtml(): string {
  return mainNav.map((s) => `<li><a href="${escapeHtml(s.to)}">${escapeHtml(s.label)}</a></li>`).join('');
}
