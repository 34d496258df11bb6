import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { ServerConfig } from '@/server/config';
import { newRequestId } from '@/server/store/ids';
import { isApiRequest, securityHeaders, sendError } from '@/server/wire/http-util';
import { ConnectionGuard } from './connection-guard';
import type { LagMonitor } from './load-shedding';
import { FairQueue } from './fair-queue';

/** A request on a reused connection that waited this long to be run is answered 503 instead (fair-queue.ts). */
const QUEUE_WAIT_MS = 1000;

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The HTTP server in front of `handle`: its timeouts, the connection guard, and, while the event loop
 * lags, API requests on reused connections shed or queued behind newcomers (load-shedding.ts, fair-queue.ts).
 */
export function createHttpServer(config: ServerConfig, lag: LagMonitor, handle: Handle): { server: http.Server; guard: ConnectionGuard } {
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
  const answerBusy = (req: IncomingMessage, res: ServerResponse) => busyAnswer(lag, req, res);
  const queue = new FairQueue((req, res) => void handle(req, res), answerBusy, config.shedLagMs && QUEUE_WAIT_MS);
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

  return { server, guard };
}

function busyAnswer(lag: LagMonitor, req: IncomingMessage, res: ServerResponse): void {
  lag.shed++;
  req.resume();
  for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
  const reason = 'The control plane is busy; this request was not run. Try again after the time in Retry-After';
  sendError(res, newRequestId(), [{ FieldName: '', Reason: reason, Type: 'API-Disabled' }], undefined, 503, { 'Retry-After': '1' });
}

/** Listens on the configured host and port; resolves with the address to reach it at. */
export function listen(server: http.Server, config: ServerConfig): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      const a = server.address() as AddressInfo;
      resolve(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
    });
  });
}
