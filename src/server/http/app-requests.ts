import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '@/server/config';
import { DatabaseUnavailable, type Store } from '@/server/store/store';
import type { SharedUnits } from '@/server/store/pg-state';
import { handleApi, sendUnavailable } from './api';
import { compressRead } from './compression';
import { proxyRequest } from '@/server/proxy/proxy';
import type { Faults } from './faults';
import { newRequestId } from '@/server/store/ids';
import { isApiRequest, securityHeaders, sendError, sendTooLarge } from '@/server/wire/http-util';
import { hostRefusal, methodRefusal, pathRefusal } from '@/server/wire/request-hygiene';
import type { MemoryBudget } from '@/server/wire/memory-budget';
import type { AuditLog } from '@/server/audit/audit';
import { answerProxyAuditRead, isAuditRead, recordForwarded } from '@/server/proxy/audit-proxy';
import { auditIdentity } from '@/server/access/identity';
import type { createStaticHandler } from './static';
import type { createConsoleEndpoint } from './console-endpoint';
import { SESSION_PATH, type Session } from './session/session';

/** What answering a request needs: the store in embedded mode, the upstream in proxy mode. */
export interface RequestDeps {
  config: ServerConfig;
  store: Store | undefined;
  upstream: URL | undefined;
  /** Several servers, one state (DATABASE_URL): caught up before a request reads, a handler run as one committed unit. */
  shared: SharedUnits | undefined;
  audit: AuditLog;
  faults: Faults;
  budget: MemoryBudget;
  serveStatic: ReturnType<typeof createStaticHandler>;
  consoleEndpoint: ReturnType<typeof createConsoleEndpoint>;
  /** The keys and tokens kept for the browser: every request is credentialed from it (session/session.ts). */
  session: Session;
}

/** One request as it arrived: its id, parsed URL, start time, and whether it is to the contract's API. */
interface Arrival {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  requestId: string;
  started: number;
  api: boolean;
}

/** The whole answer to one request: refusals first, then the API (proxied or embedded), the console endpoint, or the static files. */
export function createRequestHandler(deps: RequestDeps): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async function handle(req, res) {
    const a = arrive(deps, req, res);
    if (!a || tooLarge(deps, a)) return;
    let status: number;
    try {
      status = refusedEarly(deps, a) ?? (await route(deps, a));
    } catch (e) {
      status = answerCrash(a, e);
    }
    if (a.api) log(deps.config, a, status);
  };
}

/** Security headers, the Host check and URL parsing: undefined when the request was answered already. */
function arrive({ config }: RequestDeps, req: IncomingMessage, res: ServerResponse): Arrival | undefined {
  const started = Date.now();
  const requestId = newRequestId();
  for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
  const refusedHost = hostRefusal(req.headers.host, config.host, config.allowedHosts);
  if (refusedHost) {
    req.resume();
    sendError(res, requestId, [refusedHost.detail], undefined, refusedHost.status, { Connection: 'close' });
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://console.local');
  } catch {
    res.writeHead(400);
    res.end();
    return undefined;
  }
  // Judged on the path as it arrived: URL parsing resolves `%2e%2e` as `..`, which would
  // turn `/controller/v4/v2/%2e%2e/%2e%2e/x` into `/x` and serve the console's page.
  const api = isApiRequest(req, url.pathname) || isApiRequest(req, (req.url ?? '/').split('?')[0]!);
  return { req, res, url, requestId, started, api };
}

/** A body declared larger than the cap is not waited for: refused at once, and the connection closed. */
function tooLarge(deps: RequestDeps, a: Arrival): boolean {
  const { maxBodyBytes } = deps.config;
  if (Number(a.req.headers['content-length'] ?? 0) <= maxBodyBytes) return false;
  const status = sendTooLarge(a.res, a.requestId, maxBodyBytes);
  auditRefusal(deps, a, status, `The body is larger than ${maxBodyBytes} bytes`);
  return true;
}

/** A hostile path or an unsupported method: refused before it is handled (undefined: none). */
function refusedEarly(deps: RequestDeps, a: Arrival): number | undefined {
  const { req, res, url, requestId } = a;
  const refusal = a.api ? (pathRefusal(req.url ?? '/') ?? methodRefusal(req.method ?? 'GET', url.pathname)) : undefined;
  if (!refusal) return undefined;
  // Never forwarded, never handled: the same answer in both modes.
  req.resume();
  const status = sendError(res, requestId, [refusal.detail], undefined, refusal.status, refusal.headers);
  auditRefusal(deps, a, status, refusal.detail.Reason);
  return status;
}

/** Refused before it was handled: audited in the caller's organization's trail when its credential opens one (audit-who.ts). */
function auditRefusal({ audit, config, store, upstream }: RequestDeps, { req, url, requestId, api }: Arrival, status: number, reason: string): void {
  if (api && req.method !== 'GET')
    recordForwarded(audit, req, url, requestId, status, { reason }, upstream ? 'proxy' : 'embedded', store && auditIdentity(req, config, store));
}

async function route(deps: RequestDeps, a: Arrival): Promise<number> {
  const { req, res, url, requestId } = a;
  if (url.pathname === SESSION_PATH) return deps.session.endpoint(req, res, requestId);
  if (!a.api && !url.pathname.startsWith('/console/')) return deps.serveStatic(req, res, url, {}, await deps.session.page(req, url));
  const refused = await deps.session.admit(req, res, url, requestId);
  if (refused !== undefined) {
    auditRefusal(deps, a, refused, "Not from the console's own pages");
    return refused;
  }
  if (a.api && deps.upstream) return forward(deps, deps.upstream, a);
  // Shared mode (DATABASE_URL): what other servers committed is applied before anything is read.
  const away = await caughtUp(deps, a);
  if (away !== undefined) return away;
  if (a.api) return answerEmbedded(deps, a);
  compressRead(req, res);
  const answer = () => deps.consoleEndpoint(req, res, url, requestId);
  const status = await (deps.shared && req.method !== 'GET' ? heldUntilCommitted(deps.shared, a, answer) : answer());
  if (url.pathname.startsWith('/console/metrics/')) log(deps.config, a, status);
  return status;
}

/** Shared mode: every write any server acknowledged is applied here before the request reads anything; a database away is a 503. */
async function caughtUp({ shared }: RequestDeps, { req, res, requestId }: Arrival): Promise<number | undefined> {
  try {
    await shared?.catchUp();
    return undefined;
  } catch (e) {
    if (!(e instanceof DatabaseUnavailable)) throw e;
    req.resume();
    return sendUnavailable(res, requestId, e);
  }
}

/**
 * Shared mode: a console endpoint that writes (the billing portal, a test hook) changes the store outside the API's units;
 * its answer (status line, headers, body) is held until what it changed is committed, or replaced by a 503 when it cannot be.
 */
async function heldUntilCommitted(shared: SharedUnits, { res, requestId }: Arrival, answer: () => Promise<number>): Promise<number> {
  const { writeHead, end } = res;
  let head: Parameters<typeof res.writeHead> | undefined;
  let body: Parameters<typeof res.end> | undefined;
  res.writeHead = ((...args: Parameters<typeof res.writeHead>) => ((head = args), res)) as typeof res.writeHead;
  res.end = ((...args: Parameters<typeof res.end>) => ((body = args), res)) as typeof res.end;
  let status: number;
  try {
    status = await answer();
  } finally {
    res.writeHead = writeHead;
    res.end = end;
  }
  try {
    await shared.flush();
  } catch (e) {
    if (!(e instanceof DatabaseUnavailable) || res.headersSent) throw e;
    // Nothing the endpoint set (a cookie, a location) goes with the refusal: the security headers again, then the 503.
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    return sendUnavailable(res, requestId, e);
  }
  if (head) res.writeHead(...head);
  if (body) res.end(...body);
  return status;
}

/** Proxy mode: the audit trail is read here, everything else is forwarded to the upstream (and a write audited). */
async function forward({ config, audit, budget }: RequestDeps, upstream: URL, { req, res, url, requestId }: Arrival): Promise<number> {
  compressRead(req, res);
  if (isAuditRead(req, url)) return answerProxyAuditRead(req, res, url, requestId, audit);
  const seen = {};
  const status = await proxyRequest(
    req,
    res,
    url,
    upstream,
    requestId,
    { maxBody: config.maxBodyBytes, maxAnswer: config.maxUpstreamAnswerBytes, timeoutMs: config.upstreamTimeoutMs, budget },
    seen,
  );
  if (req.method !== 'GET') recordForwarded(audit, req, url, requestId, status, seen);
  return status;
}

/** Embedded mode: the contract answered here, through the faults that stand for the network between browser and server. */
async function answerEmbedded(deps: RequestDeps, a: Arrival): Promise<number> {
  const { config, store, audit, faults, shared } = deps;
  const { req, res, url, requestId } = a;
  await faults.delay();
  const fault = faults.decide();
  if (fault.kind === 'error')
    return sendError(res, requestId, [{ FieldName: '', Reason: 'Injected fault: the control plane failed this request', Type: 'Internal-Error' }]);
  // The operation runs, then the connection dies mid-answer: the hardest case for a client, which cannot know whether it happened.
  if (fault.kind === 'drop') return dropAfterHandling(deps, a);
  // After the fault paths: the drop path writes with a callback, which the compressor would not call.
  compressRead(req, res);
  return handleApi(req, res, url, requestId, { config, store: store!, audit, shared });
}

async function dropAfterHandling({ config, store, audit, shared }: RequestDeps, { req, res, url, requestId }: Arrival): Promise<number> {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  // Capture the answer instead of sending it, then send only half of it.
  res.write = ((c: Buffer | string) => (chunks.push(Buffer.from(c)), true)) as typeof res.write;
  res.end = ((c?: Buffer | string) => {
    if (c) chunks.push(Buffer.from(c));
    return res;
  }) as typeof res.end;
  await handleApi(req, res, url, requestId, { config, store: store!, audit, shared });
  const all = Buffer.concat(chunks);
  res.write = write;
  res.end = end;
  // Status line, headers and half the body go out, then the connection dies:
  // the client saw an answer start, so nothing may safely resend it by itself.
  res.flushHeaders();
  res.write(all.subarray(0, Math.floor(all.length / 2)), () => setTimeout(() => res.socket?.destroy(), 10));
  return 0;
}

/** A request that threw: a 500 when nothing was sent yet, else the connection is cut. */
function answerCrash({ res, requestId }: Arrival, e: unknown): number {
  console.error(`[${requestId}] ${e instanceof Error ? e.message : String(e)}`);
  const status = res.headersSent
    ? 500
    : sendError(res, requestId, [{ FieldName: '', Reason: 'The control plane had an internal error', Type: 'Internal-Error' }]);
  if (res.headersSent && !res.writableEnded) res.destroy();
  return status;
}

function log(config: ServerConfig, { req, url, started, requestId }: Arrival, status: number): void {
  if (config.quiet) return;
  // Only method, path, status and timing: never headers or the query string.
  console.log(`${new Date().toISOString()} ${req.method} ${url.pathname} ${status} ${Date.now() - started}ms ${requestId}`);
}
