import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from './config';
import type { Store } from './store';
import type { Faults } from './faults';
import { historyEndpoint } from './metrics/history-endpoint';
import { sendError, sendJson } from './http-util';
import { billingPortal } from './billing-portal';
import { setDelinquent } from './handlers/billing';
import { enforcePaymentStops, liftPaymentStops } from './payment-stops';
import { demoOrg } from './seed';
import { consoleRouteAt, consoleRoutes } from './console-routes';
import { identify } from './identity';
import { gate } from './gate';

interface Deps {
  config: ServerConfig;
  store: Store | undefined;
  upstream: URL | undefined;
  faults: Faults;
  runtimeConfig: () => unknown;
}

/** The console's own routes under `/console/` (console-routes.ts declares them, and who may call each). */
export function createConsoleEndpoint({ config, store, upstream, faults, runtimeConfig }: Deps) {
  const proxyMode = upstream !== undefined;
  return async function consoleEndpoint(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): Promise<number> {
    // Every console route is declared with who may call it (console-routes.ts); one that carries its
    // credential in its own headers passes the same gate as the operations (embedded mode: in proxy
    // mode the upstream decides, as it does for the operations).
    const declared = consoleRoutes.some((r) => r.pattern.test(url.pathname));
    if (!declared) return sendError(res, requestId, [{ FieldName: '', Reason: `No console endpoint at ${url.pathname}`, Type: 'Not-Found' }]);
    const route = consoleRouteAt(req.method, url.pathname);
    if (route && store && !('credential' in route)) {
      const refused = gate(route.access, route.title, identify(req, { auth: 'apiKey', path: url.pathname }, config, store, Date.now()));
      if (refused) return sendError(res, requestId, [refused.detail], undefined, refused.status);
    }
    if (url.pathname === '/console/config.json' && req.method === 'GET') {
      sendJson(res, 200, runtimeConfig());
      return 200;
    }
    if (!proxyMode && url.pathname.startsWith('/console/billing-portal/')) {
      const answered = await billingPortal(req, res, url, { store: store!, config, requestId });
      if (answered !== undefined) return answered;
    }
    const history = await historyEndpoint(req, res, url, requestId, { config, store, upstream });
    if (history !== undefined) return history;
    if (config.testHooks && !proxyMode) {
      // Makes the demo organization's payment fail `days` ago (null: paid).
      if (url.pathname === '/console/test/delinquent' && req.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const { days = null } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { days?: number | null };
        setDelinquent({ store: store!, config, org: demoOrg }, typeof days === 'number' && Number.isFinite(days) ? days : null);
        // Past the grace period the workspaces stop now, not at the next tick; back in good standing, they run again.
        if (typeof days === 'number') enforcePaymentStops(store!, config);
        else liftPaymentStops(store!, demoOrg.id, Date.now(), true);
        sendJson(res, 200, { days });
        return 200;
      }
      if (url.pathname === '/console/test/creates' && req.method === 'GET') {
        sendJson(res, 200, store!.createCounts());
        return 200;
      }
      if (url.pathname === '/console/test/faults' && req.method === 'PUT') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        Object.assign(faults.settings, JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
        sendJson(res, 200, faults.settings);
        return 200;
      }
    }
    return sendError(res, requestId, [{ FieldName: '', Reason: `No console endpoint at ${url.pathname}`, Type: 'Not-Found' }]);
  };
}
