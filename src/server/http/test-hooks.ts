import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import type { Faults } from './faults';
import { sendJson } from '@/server/wire/http-util';
import { setDelinquent } from '@/server/areas/billing/billing';
import { enforcePaymentStops, liftPaymentStops } from '@/server/areas/billing/payment-stops';
import { demoOrg } from '@/server/access/key-owners';

async function jsonBody<T>(req: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as T;
}

/** `/console/test/*` (CONSOLE_TEST_HOOKS=1, embedded mode only): what the tests drive; undefined when the path is none of them. */
export async function testHook(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: { store: Store; config: ServerConfig; faults: Faults },
): Promise<number | undefined> {
  const { store, config, faults } = deps;
  // Makes the demo organization's payment fail `days` ago (null: paid).
  if (url.pathname === '/console/test/delinquent' && req.method === 'PUT') {
    const { days = null } = await jsonBody<{ days?: number | null }>(req);
    setDelinquent({ store, config, org: demoOrg }, typeof days === 'number' && Number.isFinite(days) ? days : null);
    // Past the grace period the workspaces stop now, not at the next tick; back in good standing, they run again.
    if (typeof days === 'number') enforcePaymentStops(store, config);
    else liftPaymentStops(store, demoOrg.id, Date.now(), true);
    sendJson(res, 200, { days });
    return 200;
  }
  if (url.pathname === '/console/test/creates' && req.method === 'GET') {
    sendJson(res, 200, store.createCounts());
    return 200;
  }
  if (url.pathname === '/console/test/faults' && req.method === 'PUT') {
    Object.assign(faults.settings, await jsonBody<object>(req));
    sendJson(res, 200, faults.settings);
    return 200;
  }
  // Drives a workspace's simulated load: `hot` stays above 80 % CPU and memory, `idle` near nothing (alert journeys).
  if (url.pathname === '/console/test/load' && req.method === 'PUT') {
    const { workspaceID, profile } = await jsonBody<{ workspaceID?: string; profile?: string }>(req);
    const ws = store.get('workspaces', workspaceID ?? '');
    if (!ws || !(profile === 'hot' || profile === 'idle' || profile === 'normal')) {
      sendJson(res, 400, { error: 'workspaceID of a workspace and profile hot, idle or normal' });
      return 400;
    }
    const rec = store.get('monitoring', ws.workspace_id);
    store.transaction(() =>
      store.put('monitoring', ws.workspace_id, {
        workspace_id: ws.workspace_id,
        workgroup_id: ws.workgroup_id,
        org_id: ws.org_id,
        events: [],
        ...rec,
        profile,
      }),
    );
    sendJson(res, 200, { workspaceID, profile });
    return 200;
  }
  return undefined;
}
