import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { DEMO_API_KEY, isLoopback } from './config';
import { Store } from './store';
import { buildSeed } from './seed';
import { handleApi } from './api';
import { createStaticHandler } from './static';
import { proxyRequest } from './proxy';
import { historyEndpoint } from './metrics/history-endpoint';
import { startStateRecorder } from './metrics/recorder';
import { Faults } from './faults';
import { newRequestId } from './ids';
import { isApiRequest, securityHeaders, sendError, sendJson, sendTooLarge } from './http-util';
import { hostRefusal, methodRefusal, pathRefusal } from './request-hygiene';
import type { Socket } from 'node:net';

export interface ControlPlane {
  server: http.Server;
  store: Store | undefined;
  faults: Faults;
  url: () => string;
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

/** The embedded control plane, the static host of the console, and the proxy: one server. */
export function createControlPlane(config: ServerConfig): ControlPlane {
  const proxyMode = config.upstreamUrl !== undefined;
  const upstream = proxyMode ? new URL(config.upstreamUrl!) : undefined;
  const store = proxyMode ? undefined : new Store(config.dataDir, config.recover);
  if (store?.isEmpty) store.seed(buildSeed({ workgroups: config.seedWorkgroups, workspacesPerWorkgroup: config.seedWorkspacesPerWorkgroup }));
  const faults = new Faults({ ...config.faults });
  const recorder = store ? startStateRecorder(store) : undefined;
  // Only what the browser needs: never the upstream's address, which the browser
  // does not use (it calls this server) and nobody else needs to learn.
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

  async function consoleEndpoint(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): Promise<number> {
    if (url.pathname === '/console/config.json' && req.method === 'GET') {
      sendJson(res, 200, runtimeConfig());
      return 200;
    }
    const history = await historyEndpoint(req, res, url, requestId, { config, store, upstream });
    if (history !== undefined) return history;
    if (config.testHooks && !proxyMode) {
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
  }

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
    // A body declared larger than the cap is not waited for: refused at once, and the connection closed.
    if (Number(req.headers['content-length'] ?? 0) > config.maxBodyBytes) {
      sendTooLarge(res, requestId, config.maxBodyBytes);
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
    try {
      const refusal = api ? (pathRefusal(req.url ?? '/') ?? methodRefusal(req.method ?? 'GET', url.pathname)) : undefined;
      if (refusal) {
        // Never forwarded, never handled: the same answer in both modes.
        req.resume();
        status = sendError(res, requestId, [refusal.detail], undefined, refusal.status, refusal.headers);
      } else if (api) {
        if (proxyMode) {
          status = await proxyRequest(req, res, url, upstream!, requestId, {
            maxBody: config.maxBodyBytes,
            maxAnswer: config.maxUpstreamAnswerBytes,
            timeoutMs: config.upstreamTimeoutMs,
          });
        } else {
          // Faults stand for the network between browser and server.
          await faults.delay();
          const fault = faults.decide();
          if (fault.kind === 'error') {
            status = sendError(res, requestId, [{ FieldName: '', Reason: 'Injected fault: the control plane failed this request', Type: 'Internal-Error' }]);
          } else if (fault.kind === 'drop') {
            // The operation runs, then the connection dies mid-answer: the
            // hardest case for a client, which cannot know whether it happened.
            status = await dropAfterHandling(req, res, url, requestId);
          } else {
            status = await handleApi(req, res, url, requestId, { config, store: store! });
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
    await handleApi(req, res, url, requestId, { config, store: store! });
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
  const server = http.createServer((req, res) => {
    busy.add(req.socket);
    res.once('close', () => busy.delete(req.socket));
    void handle(req, res);
  });
  server.keepAliveTimeout = Math.min(5000, config.idleTimeoutMs);
  server.requestTimeout = 120_000;
  server.headersTimeout = Math.min(20_000, config.idleTimeoutMs);
  // A connection that sends nothing, or nothing more, is closed; past the limit new ones are refused.
  server.setTimeout(config.idleTimeoutMs, (socket) => {
    if (!busy.has(socket)) socket.destroy();
  });
  server.maxConnections = config.maxConnections;

  let address = '';
  return {
    server,
    store,
    faults,
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
        recorder?.stop();
        server.closeAllConnections();
        server.close(() => {
          store?.close();
          resolve();
        });
      }),
  };
}
