import { routePattern } from './route-match';

/**
 * The heading of the screens whose heading needs no data: the route's title, its
 * description and its main action, declared once. The screen draws them (its route's
 * staticData and its PageHeader), and the server writes them into the page's static
 * frame for a URL that lands on the screen (src/server/http/static.ts), so that the
 * heading shows before any script has run.
 */
interface ScreenFrame {
  /** The route as src/routes names it ('/workgroups/' for an index route). */
  route: string;
  title: string;
  description: string;
  /** A link the heading offers (it works before the scripts do: the server answers every screen's URL). */
  action?: { to: string; label: string };
  /** The screen shows breadcrumbs above its title: the frame keeps their line, empty (they may name what the screen reads). */
  crumbs: boolean;
}

export const workgroupListFrame = {
  route: '/workgroups/',
  title: 'Workgroups',
  description: 'Each workgroup is deployed into one cloud provider account and region, and holds databases and the workspaces that serve them.',
  action: { to: '/workgroups/new', label: 'Create workgroup' },
  crumbs: false,
} as const satisfies ScreenFrame;

export const allowListFrame = {
  route: '/workgroups/$workgroupID/allow-list',
  title: 'IP allow list',
  description: "When the allow list is on, only these addresses and ranges can reach the workgroup's workspaces.",
  crumbs: true,
} as const satisfies ScreenFrame;

export const onboardingFrame = {
  route: '/cloud-providers/new',
  title: 'Register a cloud account',
  description:
    'Grants the service a role in your account so it can deploy workgroups there. Nothing is created in your account until you run the commands of step 3.',
  crumbs: true,
} as const satisfies ScreenFrame;

export const billingFrame = {
  route: '/billing',
  title: 'Billing',
  description: 'What the organization has paid and owes, what this month costs so far at its prices, and the billing portal where payment is fixed.',
  crumbs: false,
} as const satisfies ScreenFrame;

export const marketplaceFrame = {
  route: '/addons/',
  title: 'Add-ons',
  description:
    'Add-ons are installed for the whole organization; each workspace then turns on those it uses. Prices are per hour of a workspace that has the add-on on.',
  crumbs: false,
} as const satisfies ScreenFrame;

const frames: ScreenFrame[] = [workgroupListFrame, allowListFrame, onboardingFrame, billingFrame, marketplaceFrame];
const matchers = frames.map((f) => ({ frame: f, ...routePattern(f.route) })).sort((a, b) => b.rank - a.rank);

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
