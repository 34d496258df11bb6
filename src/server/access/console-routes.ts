import type { Access } from '@/api/access';

/**
 * The console's own routes under `/console/` (not in the contract): who may call each, declared
 * here as the operations' rows declare theirs (api/access.ts). app.ts answers none that is not listed.
 */
export interface ConsoleRoute {
  method: 'GET' | 'POST' | 'PUT';
  /** As docs/access.md shows it; `pattern` is what is matched. */
  path: string;
  pattern: RegExp;
  access: Access;
  title: string;
  /** How the credential is carried, when it is not the request's own headers. */
  credential?: string;
}

const ID = '[A-Za-z0-9._-]{1,128}';

export const consoleRoutes = [
  { method: 'GET', path: '/console/config.json', pattern: /^\/console\/config\.json$/, access: 'none', title: "The console's configuration" },
  {
    method: 'GET',
    path: '/console/metrics/{workgroupID}/{workspaceID}/history',
    pattern: new RegExp(`^/console/metrics/${ID}/${ID}/history$`),
    access: 'org',
    title: 'Metrics history',
  },
  {
    method: 'GET',
    path: '/console/billing-portal/{session}',
    pattern: /^\/console\/billing-portal\/[A-Za-z0-9-]{1,64}$/,
    access: 'owner',
    title: 'Billing portal',
    credential: 'through the portal session an owner opened with POST /billing/session',
  },
  {
    method: 'POST',
    path: '/console/billing-portal/{session}/pay',
    pattern: /^\/console\/billing-portal\/[A-Za-z0-9-]{1,64}\/pay$/,
    access: 'owner',
    title: 'Pay the outstanding invoice (portal)',
    credential: 'through the portal session an owner opened with POST /billing/session',
  },
  {
    method: 'POST',
    path: '/console/billing-portal/{session}/add-card',
    pattern: /^\/console\/billing-portal\/[A-Za-z0-9-]{1,64}\/add-card$/,
    access: 'owner',
    title: 'Add a card (portal)',
    credential: 'through the portal session an owner opened with POST /billing/session',
  },
  {
    method: 'PUT',
    path: '/console/test/delinquent',
    pattern: /^\/console\/test\/delinquent$/,
    access: 'none',
    title: 'Test hook: payment failed (TEST_HOOKS only)',
  },
  {
    method: 'GET',
    path: '/console/test/creates',
    pattern: /^\/console\/test\/creates$/,
    access: 'none',
    title: 'Test hook: creates counted (TEST_HOOKS only)',
  },
  { method: 'PUT', path: '/console/test/faults', pattern: /^\/console\/test\/faults$/, access: 'none', title: 'Test hook: faults (TEST_HOOKS only)' },
  {
    method: 'PUT',
    path: '/console/test/load',
    pattern: /^\/console\/test\/load$/,
    access: 'none',
    title: "Test hook: a workspace's simulated load (TEST_HOOKS only)",
  },
] as const satisfies readonly ConsoleRoute[];

export function consoleRouteAt(method: string | undefined, pathname: string): ConsoleRoute | undefined {
  return consoleRoutes.find((r) => r.method === method && r.pattern.test(pathname));
}
