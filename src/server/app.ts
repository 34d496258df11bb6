import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { DEMO_API_KEY, isLoopback } from './config';
import { Store } from '@/server/store/store';
import { buildSeed } from '@/server/seed/seed';
import { meterWorkspaces } from '@/server/domain/usage-meter';
import { handleApi } from '@/server/http/api';
import { createStaticHandler } from '@/server/http/static';
import { proxyRequest } from '@/server/proxy/proxy';
import { startStateRecorder } from '@/server/metrics/recorder';
import { Faults } from '@/server/testing/faults';
import { newRequestId } from '@/server/store/ids';
import { isApiRequest, securityHeaders, sendError, sendTooLarge } from '@/server/http/http-util';
import { hostRefusal, methodRefusal, pathRefusal } from '@/server/http/request-hygiene';
import type { Socket } from 'node:net';
import { ConnectionGuard } from '@/server/http/connection-guard';
import { LagMonitor } from '@/server/http/load-shedding';
import { FairQueue } from '@/server/http/fair-queue';
import { MemoryBudget } from '@/server/http/memory-budget';
import { startBackupScheduler } from '@/server/domain/backup-runs';
import { AuditLog, attachAudit } from '@/server/audit/audit';
import { answerProxyAuditRead, isAuditRead, recordForwarded } from '@/server/proxy/audit-proxy';
import { startPaymentStops } from '@/server/domain/payment-stops';
import { createConsoleEndpoint } from '@/server/http/console-endpoint';
import { startAlerts } from '@/server/alerts/engine';
import { auditIdentity } from '@/server/access/identity';

export interface ControlPlane {
  server: http.Server;
  store: Store | undefined;
  audit: AuditLog;
  faults: Faults;
  guard: ConnectionGuard;
  lag: LagMonitor;
  url: () => string;
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

/** A request on a reused connection that waited this long to be run is answered 503 instead (fair-queue.ts). */
const QUEUE_WAIT_MS = 1000;

/** The embedded control plane, the static host of the console, and the proxy: one server. */
export function createControlPlane(config: ServerConfig): ControlPlane {
  const proxyMode = config.upstreamUrl !== undefined;
  const upstream = proxyMode ? new URL(config.upstreamUrl!) : undefined;
  const store = proxyMode ? undefined : new Store(config.dataDir, config.recover, { budgetBytes: config.dataBudgetBytes });
  if (store?.isEmpty) store.seed(buildSeed({ workgroups: config.seedWorkgroups, workspacesPerWorkgroup: config.seedWorkspacesPerWorkgroup }));
  // The usage the month's cost is worked out from (usage-meter.ts).
  if (store) meterWorkspaces(store);
  // Every write accepted, refused or forwarded, in both modes (audit.ts).
  const audit = new AuditLog(config.dataDir, { log: config.quiet ? undefined : console.warn });
  if (store) attachAudit(store, audit);
  const faults = new Faults({ ...config.faults });
  const stopBackups = store && startBackupScheduler(store, config);
  const stopPaymentStops = store && startPaymentStops(store, config);
  const budget = new MemoryBudget(config.maxProxyBufferedBytes);
  const lag = new LagMonitor(config.shedLagMs);
  const recorder = store ? startStateRecorder(store) : undefined;
  // Alerts and their deliveries: the embedded plane only (a proxied deployment alerts on its own).
  const alerts = store && startAlerts(store, config.alerts, () => address);
  // Only what the browser needs: never the upstream's address (the browser calls this server; nobody else needs to learn it).
  function runtimeConfig() {
    // Only the published demo key, only when it is the key in use, and only by a
    // loopback, embedded server: a configured API_KEY never reaches a page.
    const demo = !proxyMode && isLoopback(config.host) && config.apiKey === DEMO_API_KEY;
    return {
      mode: proxyMode ? 'proxy' : 'embedded',
      demoApiKey: demo ? config.apiKey : undefined,
      servicePrincipal: config.servicePrincipal,
    };
  }
  const serveStatic = createStaticHandler(config.staticDir, () => JSON.stringify(runtimeConfig()));

  function log(req: IncomingMessage, url: URL, status: number, started: number, requestId: string): void {
    if (config.quiet) return;
    // Only method, path, status and timing: never headers or the query string.
    console.log(`${new Date().toISOString()} ${req.method} ${url.pathname} ${status} ${Date.now() - started}ms ${requestId}`);
  }

  const consoleEndpoint = createConsoleEndpoint({ config, store, upstream, faults, runtimeConfig });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = Date.now();
    const requestId = newRequestId();
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    const refusedHost = hostRefusal(req.headers.host, config.host, config.allowedHosts);
    if (refusedHost) {
      req.resume();
      sendError(res, requestId, [refusedHost.detail], undefined, refusedHost.status, { Connection: 'close' });
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://console.local');
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    let status: number;
    // Judged on the path as it arrived: URL parsing resolves `%2e%2e` as `..`, which would
    // turn `/controller/v4/v2/%2e%2e/%2e%2e/x` into `/x` and serve the console's page.
    const api = isApiRequest(req, url.pathname) || isApiRequest(req, (req.url ?? '/').split('?')[0]!);
    // Refused before it was handled: audited in the caller's organization's trail when its credential opens one (audit-who.ts).
    const auditRefusal = (reason: string) => {
      if (api && req.method !== 'GET')
        recordForwarded(audit, req, url, requestId, status, { reason }, proxyMode ? 'proxy' : 'embedded', store && auditIdentity(req, config, store));
    };
    // A body declared larger than the cap is not waited for: refused at once, and the connection closed.
    if (Number(req.headers['content-length'] ?? 0) > config.maxBodyBytes) {
      status = sendTooLarge(res, requestId, config.maxBodyBytes);
      auditRefusal(`The body is larger than ${config.maxBodyBytes} bytes`);
      return;
    }
    try {
      const refusal = api ? (pathRefusal(req.url ?? '/') ?? methodRefusal(req.method ?? 'GET', url.pathname)) : undefined;
      if (refusal) {
        // Never forwarded, never handled: the same answer in both modes.
        req.resume();
        status = sendError(res, requestId, [refusal.detail], undefined, refusal.status, refusal.headers);
        auditRefusal(refusal.detail.Reason);
      } else if (api) {
        if (proxyMode && isAuditRead(req, url)) {
          status = answerProxyAuditRead(req, res, url, requestId, audit);
        } else if (proxyMode) {
          const seen = {};
          status = await proxyRequest(
            req,
            res,
            url,
            upstream!,
            requestId,
            { maxBody: config.maxBodyBytes, maxAnswer: config.maxUpstreamAnswerBytes, timeoutMs: config.upstreamTimeoutMs, budget },
            seen,
          );
          if (req.method !== 'GET') recordForwarded(audit, req, url, requestId, status, seen);
        } else {
          // Faults stand for the network between browser and server.
          await faults.delay();
          const fault = faults.decide();
          if (fault.kind === 'error') {
            status = sendError(res, requestId, [{ FieldName: '', Reason: 'Injected fault: the control plane failed this request', Type: 'Internal-Error' }]);
          } else if (fault.kind === 'drop') {
            // The operation runs, then the connection dies mid-answer: the hardest case for a client, which cannot know whether it happened.
            status = await dropAfterHandling(req, res, url, requestId);
          } else {
            status = await handleApi(req, res, url, requestId, { config, store: store!, audit });
          }
        }
      } else if (url.pathname.startsWith('/console/')) {
        status = await consoleEndpoint(req, res, url, requestId);
        if (url.pathname.startsWith('/console/metrics/')) log(req, url, status, started, requestId);
      } else {
        status = await serveStatic(req, res, url, {});
      }
    } catch (e) {
      console.error(`[${requestId}] ${e instanceof Error ? e.message : String(e)}`);
      status = res.headersSent
        ? 500
        : sendError(res, requestId, [{ FieldName: '', Reason: 'The control plane had an internal error', Type: 'Internal-Error' }]);
      if (res.headersSent && !res.writableEnded) res.destroy();
    }
    if (api) log(req, url, status, started, requestId);
  }

  async function dropAfterHandling(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): Promise<number> {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    // Capture the answer instead of sending it, then send only half of it.
    res.write = ((c: Buffer | string) => (chunks.push(Buffer.from(c)), true)) as typeof res.write;
    res.end = ((c?: Buffer | string) => {
      if (c) chunks.push(Buffer.from(c));
      return res;
    }) as typeof res.end;
    await handleApi(req, res, url, requestId, { config, store: store!, audit });
    const all = Buffer.concat(chunks);
    res.write = write;
    res.end = end;
    // Status line, headers and half the body go out, then the connection dies:
    // the client saw an answer start, so nothing may safely resend it by itself.
    res.flushHeaders();
    res.write(all.subarray(0, Math.floor(all.length / 2)), () => setTimeout(() => res.socket?.destroy(), 10));
    return 0;
  }

  // Sockets with a request under way: an idle timeout never cuts an answer that is being prepared.
  const busy = new Set<Socket>();
  const server = http.createServer(
    {
      keepAliveTimeout: Math.min(5000, config.idleTimeoutMs),
      // Headers within this, the whole request (body included) within requestTimeoutMs, checked every second.
      headersTimeout: Math.min(10_000, config.idleTimeoutMs),
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    (req, res) => {
      if (!guard.holds(req.socket)) return void req.socket.destroy();
      guard.begin(req, res);
      lag.arrival();
      if (shed(req, res)) return;
      busy.add(req.socket);
      res.once('close', () => busy.delete(req.socket));
      // Only API requests wait behind newcomers or are shed: the console's own files are cheap and a page needs them all.
      queue.push(req, res, guard.reused(req.socket) && isApiRequest(req, (req.url ?? '/').split('?')[0]!));
    },
  );
  const queue = new FairQueue(
    (req, res) => void handle(req, res),
    (req, res) => answerBusy(req, res),
    config.shedLagMs && QUEUE_WAIT_MS,
  );
  // A connection that sends nothing, or nothing more, is closed; past the limits one that does nothing gives way (connection-guard.ts).
  server.setTimeout(config.idleTimeoutMs, (socket) => {
    if (!busy.has(socket)) socket.destroy();
  });
  const guard = new ConnectionGuard(server, { max: config.maxConnections, perAddress: Math.min(config.maxConnectionsPerAddress, config.maxConnections) });

  /** While the event loop lags, an API request on a reused connection is answered 503 at once (load-shedding.ts). */
  function shed(req: IncomingMessage, res: ServerResponse): boolean {
    if (!config.shedLagMs || !guard.reused(req.socket) || !lag.lagging) return false;
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (!isApiRequest(req, pathname)) return false;
    answerBusy(req, res);
    return true;
  }

  function answerBusy(req: IncomingMessage, res: ServerResponse): void {
    lag.shed++;
    req.resume();
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    const reason = 'The control plane is busy; this request was not run. Try again after the time in Retry-After';
    sendError(res, newRequestId(), [{ FieldName: '', Reason: reason, Type: 'API-Disabled' }], undefined, 503, { 'Retry-After': '1' });
  }

  let address = '';
  return {
    server,
    store,
    audit,
    faults,
    guard,
    lag,
    url: () => address,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const a = server.address() as AddressInfo;
          address = `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`;
          resolve(address);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        stopBackups?.();
        stopPaymentStops?.();
        lag.close();
        recorder?.stop();
        alerts?.stop();
        server.closeAllConnections();
        server.close(() => {
          store?.close();
          audit.close();
          resolve();
        });
      }),
  };
}
