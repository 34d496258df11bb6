import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import type { Faults } from './faults';
import { historyEndpoint } from '@/server/areas/monitoring/history-endpoint';
import { sendError, sendJson } from '@/server/wire/http-util';
import { billingPortal } from '@/server/areas/billing/billing-portal';
import { testHook } from './test-hooks';
import { consoleRouteAt, consoleRoutes } from '@/server/access/console-routes';
import { identify } from '@/server/access/identity';
import { gate } from '@/server/access/gate';

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
      const hooked = await testHook(req, res, url, { store: store!, config, faults });
      if (hooked !== undefined) return hooked;
    }
    return sendError(res, requestId, [{ FieldName: '', Reason: `No console endpoint at ${url.pathname}`, Type: 'Not-Found' }]);
  };
}
