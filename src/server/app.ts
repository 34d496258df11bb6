import type http from 'node:http';
import { runtimeConfig, type ServerConfig } from './config';
import { Store } from '@/server/store/store';
import { SharedState } from '@/server/store/pg-state';
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
import { createSession } from '@/server/http/session/session';

export interface ControlPlane {
  server: http.Server;
  store: Store | undefined;
  /** Several servers, one state (DATABASE_URL): the PostgreSQL database every server shares. */
  shared: SharedState | undefined;
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
  const shared = upstream || !config.databaseUrl ? undefined : openShared(config, config.databaseUrl);
  const store = upstream ? undefined : (shared?.store ?? openStore(config));
  // Every write accepted, refused or forwarded, in both modes (audit.ts); with a database, shared by every server.
  const audit = new AuditLog(config.dataDir, { log: config.quiet ? undefined : console.warn, share: shared && ((e) => shared.shareAudit(e)) });
  if (shared) shared.audit = audit;
  if (store) attachAudit(store, audit);
  const faults = new Faults({ ...config.faults });
  let address = '';
  const stopServices = store ? startServices(store, config, () => address, shared) : () => {};
  const lag = new LagMonitor(config.shedLagMs);
  const shellConfig = () => runtimeConfig(config);
  const handle = createRequestHandler({
    config,
    store,
    upstream,
    shared,
    audit,
    faults,
    budget: new MemoryBudget(config.maxProxyBufferedBytes),
    serveStatic: createStaticHandler(config.staticDir, () => JSON.stringify(shellConfig())),
    consoleEndpoint: createConsoleEndpoint({ config, store, upstream, faults, runtimeConfig: shellConfig }),
    session: createSession(config, () => address, shared && ((made) => shared.secret('session', made))),
  });
  const { server, guard } = createHttpServer(config, lag, handle);
  return {
    server,
    store,
    shared,
    audit,
    faults,
    guard,
    lag,
    url: () => address,
    listen: async () => {
      await shared?.ready;
      return (address = await listen(server, config));
    },
    close: () =>
      new Promise((resolve) => {
        stopServices();
        lag.close();
        server.closeAllConnections();
        server.close(() => {
          audit.close();
          if (shared) void shared.close().then(resolve);
          else {
            store?.close();
            resolve();
          }
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

/** The state in PostgreSQL (DATABASE_URL): the demo organization seeded only into an empty database, metered like the data directory's. */
function openShared(config: ServerConfig, url: string): SharedState {
  const shared = new SharedState(url, config.dataDir, {
    budgetBytes: config.dataBudgetBytes,
    seed: () => buildSeed({ workgroups: config.seedWorkgroups, workspacesPerWorkgroup: config.seedWorkspacesPerWorkgroup }),
    quiet: config.quiet,
  });
  meterWorkspaces(shared.store);
  return shared;
}

/**
 * What runs by itself in the embedded plane (automatic backups, payment stops, the state recorder, alert evaluation and
 * deliveries); returns what stops them. With a shared database it runs on the one server holding the leader lease.
 */
function startServices(store: Store, config: ServerConfig, address: () => string, shared: SharedState | undefined): () => void {
  // Alerts and their deliveries: the embedded plane only (a proxied deployment alerts on its own). Every server answers channel requests.
  // The budgets' shares notify through the same channels, in the same tick (areas/billing/budget.ts).
  const alerts = startAlerts(store, config.alerts, address, { sources: [budgetNotices], background: !shared });
  const background = () => {
    const stopBackups = startBackupScheduler(store, config);
    const stopPaymentStops = startPaymentStops(store, config);
    const recorder = startStateRecorder(store);
    const stopAlerts = shared ? alerts.startBackground() : () => {};
    return () => {
      stopBackups();
      stopPaymentStops();
      recorder.stop();
      stopAlerts();
    };
  };
  const stop = shared ? shared.lead(background, config.quiet ? () => {} : console.log) : background();
  return () => {
    stop();
    alerts.stop();
  };
}
