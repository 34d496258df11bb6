import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store';
import type { WorkspaceRecord } from '@/server/model';
import { orgOfApiKey } from '@/server/handlers/api-keys';
import { seenStates } from '@/server/handlers/monitoring';
import { sendError, sendJson, type Detail } from '@/server/http-util';
import { isMetricRange, type MetricHistory } from '@/lib/metric-history';
import { embeddedHistory } from './history';
import { observe, type MonitoringRecord } from './state';
import { PrometheusFailed, prometheusHistory } from './prometheus';

const PATH = /^\/console\/metrics\/([A-Za-z0-9._-]{1,128})\/([A-Za-z0-9._-]{1,128})\/history$/;

interface Deps {
  config: ServerConfig;
  store: Store | undefined;
  upstream: URL | undefined;
}

/** The key, from x-api-key or `Authorization: Bearer` (as the scrape takes it). */
function keyOf(req: IncomingMessage): string | undefined {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  return /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
}

/** In proxy mode the upstream decides who may see a workspace: the same key must read it there. */
async function upstreamAllows(upstream: URL, key: string, workgroupID: string, workspaceID: string): Promise<boolean> {
  const target = new URL(`/controller/v4/v2/workgroups/${workgroupID}/workspaces/${workspaceID}`, upstream);
  try {
    const res = await fetch(target, { headers: { 'x-api-key': key, accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * GET /console/metrics/{workgroupID}/{workspaceID}/history?range=1h|24h|7d: the
 * history the monitoring view draws, from PROMETHEUS_URL when set, else from the
 * embedded control plane. Answers undefined for any other path.
 */
export async function historyEndpoint(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, deps: Deps): Promise<number | undefined> {
  const m = PATH.exec(url.pathname);
  if (!m) return undefined;
  const fail = (detail: Detail, status?: number) => sendError(res, requestId, [detail], undefined, status);
  if (req.method !== 'GET') return fail({ FieldName: '', Reason: `${req.method} is not supported here; use GET`, Type: 'Bad-Request' }, 405);
  const [, workgroupID, workspaceID] = m as unknown as [string, string, string];
  const range = url.searchParams.get('range') ?? '1h';
  if (!isMetricRange(range)) return fail({ FieldName: 'range', Reason: 'The range must be 1h, 24h or 7d', Type: 'Bad-Request' });
  const key = keyOf(req);
  if (!key) return fail({ FieldName: 'x-api-key', Reason: 'The x-api-key header is required', Type: 'Unauthorized' });
  const now = Date.now();
  const { config, store, upstream } = deps;
  const notFound = () => fail({ FieldName: 'workspaceID', Reason: `Workspace ${workspaceID} was not found in workgroup ${workgroupID}`, Type: 'Not-Found' });
  let ws: WorkspaceRecord | undefined;
  if (store) {
    const org = orgOfApiKey(key, config, store, now);
    if (!org) return fail({ FieldName: 'x-api-key', Reason: 'The API key is not valid', Type: 'Unauthorized' });
    ws = store.get<WorkspaceRecord>('workspaces', workspaceID);
    if (!ws || ws.workgroup_id !== workgroupID || ws.org_id !== org.id) return notFound();
  } else if (!config.prometheusUrl) {
    return fail({
      FieldName: '',
      Reason: 'This console keeps no history of the deployment it forwards to; its operator can point PROMETHEUS_URL at a Prometheus that scrapes it',
      Type: 'Not-Found',
    });
  } else if (!(await upstreamAllows(upstream!, key, workgroupID, workspaceID))) {
    return notFound();
  }
  let history: MetricHistory;
  try {
    if (config.prometheusUrl) history = await prometheusHistory(config.prometheusUrl, workgroupID, workspaceID, range, now);
    else {
      observe(store!, ws!, now, seenStates(store!));
      history = embeddedHistory(ws!, store!.get<MonitoringRecord>('monitoring', workspaceID), range, now);
    }
  } catch (e) {
    if (e instanceof PrometheusFailed) return fail({ FieldName: '', Reason: e.message, Type: 'Internal-Error' }, 502);
    throw e;
  }
  sendJson(res, 200, history, { 'X-Request-ID': requestId });
  return 200;
}
