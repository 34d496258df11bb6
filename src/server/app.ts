import type http from 'node:http';
import type { ServerConfig } from './config';
import { DEMO_API_KEY, isLoopback } from './config';
import { Store } from '@/server/store/store';
import { buildSeed } from '@/server/seed/seed';
import { meterWorkspaces } from '@/server/areas/billing/usage-meter';
import { createStaticHandler } from '@/server/http/static';
import { startStateRecorder } from '@/server/areas/monitoring/recorder';
import { Faults } from '@/server/http/faults';
import type { ConnectionGuard } from '@/server/http/connection-guard';
import { LagMonitor } from '@/server/http/load-shedding';
import { MemoryBudget } from '@/server/wire/memory-budget';
import { startBackupScheduler } from '@/server/areas/backups/backup-runs';
import { AuditLog, attachAudit } from '@/server/audit/audit';
import { startPaymentStops } from '@/server/areas/billing/payment-stops';
import { createConsoleEndpoint } from '@/server/http/console-endpoint';
import { startAlerts } from '@/server/areas/alerts/engine';
import { budgetNotices } from '@/server/areas/billing/budget';
import { createRequestHandler } from '@/server/http/app-requests';
import { createHttpServer, listen } from '@/server/http/app-listener';

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

/** The embedded control plane, the static host of the console, and the proxy: one server. */
export function createControlPlane(config: ServerConfig): ControlPlane {
  const upstream = config.upstreamUrl !== undefined ? new URL(config.upstreamUrl) : undefined;
  const store = upstream ? undefined : openStore(config);
  // Every write accepted, refused or forwarded, in both modes (audit.ts).
  const audit = new AuditLog(config.dataDir, { log: config.quiet ? undefined : console.warn });
  if (store) attachAudit(store, audit);
  const faults = new Faults({ ...config.faults });
  let address = '';
  const stopServices = store ? startServices(store, config, () => address) : () => {};
  const lag = new LagMonitor(config.shedLagMs);
  const shellConfig = () => runtimeConfig(config);
  const handle = createRequestHandler({
    config,
    store,
    upstream,
    audit,
    faults,
    budget: new MemoryBudget(config.maxProxyBufferedBytes),
    serveStatic: createStaticHandler(config.staticDir, () => JSON.stringify(shellConfig())),
    consoleEndpoint: createConsoleEndpoint({ config, store, upstream, faults, runtimeConfig: shellConfig }),
  });
  const { server, guard } = createHttpServer(config, lag, handle);
  return {
    server,
    store,
    audit,
    faults,
    guard,
    lag,
    url: () => address,
    listen: async () => (address = await listen(server, config)),
    close: () =>
      new Promise((resolve) => {
        stopServices();
        lag.close();
        server.closeAllConnections();
        server.close(() => {
          store?.close();
          audit.close();
          resolve();
        });
      }),
  };
}

/** The embedded plane's state: opened (and recovered, as configured), seeded when empty, and metered for the month's cost (usage-meter.ts). */
function openStore(config: ServerConfig): Store {
  const store = new Store(config.dataDir, config.recover, { budgetBytes: config.dataBudgetBytes });
  if (store.isEmpty) store.seed(buildSeed({ workgroups: config.seedWorkgroups, workspacesPerWorkgroup: config.seedWorkspacesPerWorkgroup }));
  meterWorkspaces(store);
  return store;
}

/** What runs by itself in the embedded plane (automatic backups, payment stops, the state recorder, alerts); returns what stops them. */
function startServices(store: Store, config: ServerConfig, address: () => string): () => void {
  const stopBackups = startBackupScheduler(store, config);
  const stopPaymentStops = startPaymentStops(store, config);
  const recorder = startStateRecorder(store);
  // Alerts and their deliveries: the embedded plane only (a proxied deployment alerts on its own).
  // The budgets' shares notify through the same channels, in the same tick (areas/billing/budget.ts).
  const alerts = startAlerts(store, config.alerts, address, [budgetNotices]);
  return () => {
    stopBackups();
    stopPaymentStops();
    recorder.stop();
    alerts.stop();
  };
}

/** Only what the browser needs: never the upstream's address (the browser calls this server; nobody else needs to learn it). */
function runtimeConfig(config: ServerConfig) {
  // Only the published demo key, only when it is the key in use, and only by a
  // loopback, embedded server: a configured API_KEY never reaches a page.
  const demo = config.upstreamUrl === undefined && isLoopback(config.host) && config.apiKey === DEMO_API_KEY;
  return {
    mode: config.upstreamUrl === undefined ? 'embedded' : 'proxy',
    demoApiKey: demo ? config.apiKey : undefined,
    servicePrincipal: config.servicePrincipal,
  };
}
