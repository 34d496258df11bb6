import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/server/config';
import type { Store } from '@/server/store/store';
import type { WorkspaceRecord } from '@/server/model';
import { orgOfApiKey } from '@/server/access/key-owners';
import { seenStates } from './monitoring';
import { sendError, sendJson, type Detail } from '@/server/wire/http-util';
import { isMetricRange, type MetricHistory } from '@/features/monitoring/metric-history';
import { embeddedHistory } from './history';
import { observe } from '@/server/kernel/monitoring-state';
import { PrometheusFailed, prometheusHistory } from './prometheus';

const PATH = /^\/console\/metrics\/([A-Za-z0-9._-]{1,128})\/([A-Za-z0-9._-]{1,128})\/history$/;

/**
 * History reads that may ask Prometheus at once, per server (each asks 5 queries), and how many may wait
 * for a turn; past that a read is answered 503 with Retry-After (150 at once opened 750 sockets).
 */
export const PROMETHEUS_MAX_READS = 4;
export const PROMETHEUS_MAX_WAITING = 16;

class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** A turn, or false when too many already wait. */
  async take(): Promise<boolean> {
    if (this.running < PROMETHEUS_MAX_READS) return (this.running++, true);
    if (this.waiting.length >= PROMETHEUS_MAX_WAITING) return false;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true;
  }
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
// One set of turns per server (its configuration object).
const turnsOf = new WeakMap<ServerConfig, Turns>();

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
    ws = store.get('workspaces', workspaceID);
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
  if (config.prometheusUrl) {
    let turns = turnsOf.get(config);
    if (!turns) turnsOf.set(config, (turns = new Turns()));
    if (!(await turns.take())) {
      const reason = 'The console is reading as much history from Prometheus as it allows at once; try again after the time in Retry-After';
      return sendError(res, requestId, [{ FieldName: '', Reason: reason, Type: 'API-Disabled' }], undefined, 503, { 'Retry-After': '1' });
    }
    try {
      history = await prometheusHistory(config.prometheusUrl, workgroupID, workspaceID, range, now);
    } catch (e) {
      if (!(e instanceof PrometheusFailed)) throw e;
      // Prometheus's own text stays in the log, under this RequestID: it may name internal hosts, or anything.
      console.error(`[${requestId}] Prometheus history: ${e.message}${e.detail ? ` (${e.detail})` : ''}`);
      return fail({ FieldName: '', Reason: e.message, Type: 'Internal-Error' }, 502);
    } finally {
      turns.give();
    }
  } else {
    observe(store!, ws!, now, seenStates(store!));
    history = embeddedHistory(ws!, store!.get('monitoring', workspaceID), range, now);
  }
  sendJson(res, 200, history, { 'X-Request-ID': requestId });
  return 200;
}
