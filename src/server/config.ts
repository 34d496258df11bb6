import os from 'node:os';
import path from 'node:path';
import type { Recovery } from '@/server/store/store';
import { MAILS_PER_ORG, RESEND_ORG_WINDOW_MS, RESEND_WINDOW_MS } from '@/features/users/invitations';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The operator's decision about a damaged data directory (DATA_DIR_RECOVER). */
  recover: Recovery | undefined;
  apiKey: string;
  apiKeyIsDefault: boolean;
  /** Off (undefined) when API_KEY is set and it is not configured itself. */
  otherOrgApiKey: string | undefined;
  /** A member's key in the demo organization (Grace Hopper): it may read the organization's settings, not change them. */
  memberApiKey?: string | undefined;
  ownerToken: string | undefined;
  memberToken: string | undefined;
  /** Seals the console's session cookies (SESSION_SECRET); unset: a secret generated once and kept in the data directory. */
  sessionSecret: string | undefined;
  /** Names a request's Host may carry besides loopback and HOST (ALLOWED_HOSTS). */
  allowedHosts: string[];
  idleTimeoutMs: number;
  maxConnections: number;
  upstreamTimeoutMs: number;
  maxUpstreamAnswerBytes: number;
  upstreamUrl: string | undefined;
  /** Several servers, one state (DATABASE_URL): the embedded plane keeps everything in this PostgreSQL database (store/pg-state.ts). */
  databaseUrl: string | undefined;
  /** Where the console server reads history (PROMETHEUS_URL); unset: the embedded plane's own. */
  prometheusUrl?: string;
  staticDir: string;
  transitionMs: number;
  /** Demo time: a scheduled upgrade starts at most this long after it was asked for, instead of at the real window. */
  demoWindowMs: number | undefined;
  /** Demo time: automatic backups come this often instead of at their cron schedule's runs. */
  demoBackupEveryMs: number | undefined;
  /** Demo: the demo organization's payment failed this long ago (DEMO_DELINQUENT_DAYS), until it pays in the portal. */
  demoDelinquentSince: string | undefined;
  seedWorkgroups: number;
  seedWorkspacesPerWorkgroup: number;
  servicePrincipal: string;
  faults: FaultConfig;
  testHooks: boolean;
  maxBodyBytes: number;
  /** The stored state's budget (DATA_BUDGET_MB): a write that would grow it past this is refused (507) before it is journaled. */
  dataBudgetBytes: number;
  quiet: boolean;
  /** Connections one address may hold; the rest of maxConnections stays for others (connection-guard.ts). */
  maxConnectionsPerAddress: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** Event-loop delay past which requests on reused connections are shed with 503 (load-shedding.ts); 0: never. */
  shedLagMs: number;
  /** Proxy mode: bytes all requests in flight may buffer at once (memory-budget.ts). */
  maxProxyBufferedBytes: number;
  /** Alerts and their notifications (server/areas/alerts). */
  alerts: AlertConfig;
  /** How long resends are counted, per invitation and per organization (features/users/invitations.ts; shorter in tests). */
  invitationResends: { windowMs: number; orgWindowMs: number; orgLimit: number };
}

export interface AlertConfig {
  /** How long the busiest node must stay above a threshold before the alert fires (ALERT_FOR_S). */
  forMs: number;
  /** The first retry's wait; each next one doubles, up to a minute (ALERT_RETRY_MS). */
  retryMs: number;
  /** Refuse channels whose address is loopback, private or otherwise local (ALERT_FORBID_PRIVATE_TARGETS=1). */
  forbidPrivate: boolean;
  /** How long a receiver has to answer one notification, a test's included (ALERT_SEND_TIMEOUT_MS). */
  sendTimeoutMs: number;
  /** The console's address as people open it, for the links in notifications (CONSOLE_URL); unset: the listening address. */
  consoleUrl: string | undefined;
}

export interface FaultConfig {
  latencyMs: number;
  errorRate: number;
  dropRate: number;
}

/** The well-known demo credentials: published in the README, so never a secret. */
export const DEMO_API_KEY = 'demo-api-key';
export const DEMO_OWNER_TOKEN = 'demo-owner-token';
const DEMO_CREDENTIALS = {
  OTHER_ORG_API_KEY: 'other-org-api-key',
  OWNER_TOKEN: DEMO_OWNER_TOKEN,
  MEMBER_TOKEN: 'demo-member-token',
  MEMBER_API_KEY: 'demo-member-api-key',
} as const;

function num(value: string | undefined, fallback: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return n;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A configured secret, or the demo's value when no API_KEY is set; with API_KEY set, an unconfigured demo credential is off. */
function demoCredential(env: NodeJS.ProcessEnv, name: keyof typeof DEMO_CREDENTIALS): string | undefined {
  return env[name] || (env.API_KEY ? undefined : DEMO_CREDENTIALS[name]);
}

function sessionSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
  return value;
}

/** Reads the configuration from environment variables (all listed in docs/configuration.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const apiKey = env.API_KEY || DEMO_API_KEY;
  const apiKeyIsDefault = !env.API_KEY;
  if (!isLoopback(host)) {
    // Beyond loopback, anyone who read the README would hold a published credential.
    if (apiKey === DEMO_API_KEY)
      throw new Error(`Refusing to listen on ${host} with the demo API key: set API_KEY to a secret of your own to listen beyond loopback.`);
    const published = (Object.keys(DEMO_CREDENTIALS) as (keyof typeof DEMO_CREDENTIALS)[]).find((name) => env[name] === DEMO_CREDENTIALS[name]);
    if (published) throw new Error(`Refusing to listen on ${host} with ${published} set to its published demo value: choose a secret of your own.`);
  }
  if (apiKey.length < 8) throw new Error('API_KEY must be at least 8 characters');
  return {
    port: num(env.PORT, 4173, 'PORT', 0, 65535),
    host,
    dataDir: env.DATA_DIR_FRESH === '1' ? tempDataDir() : path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data')),
    recover: recovery(env.DATA_DIR_RECOVER),
    apiKey,
    apiKeyIsDefault,
    otherOrgApiKey: demoCredential(env, 'OTHER_ORG_API_KEY'),
    ownerToken: demoCredential(env, 'OWNER_TOKEN'),
    memberToken: demoCredential(env, 'MEMBER_TOKEN'),
    memberApiKey: demoCredential(env, 'MEMBER_API_KEY'),
    sessionSecret: sessionSecret(env.SESSION_SECRET),
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    idleTimeoutMs: num(env.IDLE_TIMEOUT_MS, 15_000, 'IDLE_TIMEOUT_MS', 100, 600_000),
    maxConnections: num(env.MAX_CONNECTIONS, 512, 'MAX_CONNECTIONS', 1, 100_000),
    upstreamTimeoutMs: num(env.UPSTREAM_TIMEOUT_MS, 60_000, 'UPSTREAM_TIMEOUT_MS', 100, 600_000),
    maxUpstreamAnswerBytes: num(env.MAX_UPSTREAM_ANSWER_BYTES, 32 * 1_048_576, 'MAX_UPSTREAM_ANSWER_BYTES', 1024, 1024 * 1_048_576),
    upstreamUrl: env.UPSTREAM_URL || undefined,
    databaseUrl: databaseUrl(env.DATABASE_URL),
    prometheusUrl: env.PROMETHEUS_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || path.join(process.cwd(), 'dist')),
    transitionMs: num(env.TRANSITION_MS, 4000, 'TRANSITION_MS', 0, 600_000),
    demoWindowMs: env.DEMO_WINDOW_MS ? num(env.DEMO_WINDOW_MS, 0, 'DEMO_WINDOW_MS', 0, 604_800_000) : undefined,
    demoBackupEveryMs: env.DEMO_BACKUP_EVERY_MS ? num(env.DEMO_BACKUP_EVERY_MS, 0, 'DEMO_BACKUP_EVERY_MS', 1000, 604_800_000) : undefined,
    demoDelinquentSince: env.DEMO_DELINQUENT_DAYS
      ? new Date(Date.now() - num(env.DEMO_DELINQUENT_DAYS, 0, 'DEMO_DELINQUENT_DAYS', 0, 365) * 86_400_000).toISOString()
      : undefined,
    seedWorkgroups: num(env.SEED_WORKGROUPS, 4, 'SEED_WORKGROUPS', 0, 100_000),
    seedWorkspacesPerWorkgroup: num(env.SEED_WORKSPACES_PER_WORKGROUP, 3, 'SEED_WORKSPACES_PER_WORKGROUP', 0, 50),
    servicePrincipal: env.SERVICE_PRINCIPAL || 'arn:aws:iam::841162680011:root',
    faults: {
      latencyMs: num(env.FAULT_LATENCY_MS, 0, 'FAULT_LATENCY_MS', 0, 60_000),
      errorRate: num(env.FAULT_ERROR_RATE, 0, 'FAULT_ERROR_RATE', 0, 1),
      dropRate: num(env.FAULT_DROP_RATE, 0, 'FAULT_DROP_RATE', 0, 1),
    },
    testHooks: env.CONSOLE_TEST_HOOKS === '1',
    maxBodyBytes: num(env.MAX_BODY_BYTES, 1_048_576, 'MAX_BODY_BYTES', 1024, 64 * 1_048_576),
    dataBudgetBytes: num(env.DATA_BUDGET_MB, 256, 'DATA_BUDGET_MB', 1, 1_048_576) * 1_048_576,
    quiet: env.LOG_LEVEL === 'quiet',
    // Half of all by default: the other half stays for everyone else.
    maxConnectionsPerAddress: num(
      env.MAX_CONNECTIONS_PER_ADDRESS,
      Math.ceil(num(env.MAX_CONNECTIONS, 512, 'MAX_CONNECTIONS', 1, 100_000) / 2),
      'MAX_CONNECTIONS_PER_ADDRESS',
      1,
      100_000,
    ),
    requestTimeoutMs: num(env.REQUEST_TIMEOUT_MS, 30_000, 'REQUEST_TIMEOUT_MS', 1000, 600_000),
    shedLagMs: num(env.SHED_LAG_MS, 150, 'SHED_LAG_MS', 0, 60_000),
    maxProxyBufferedBytes: num(env.MAX_PROXY_BUFFERED_BYTES, 128 * 1_048_576, 'MAX_PROXY_BUFFERED_BYTES', 1_048_576, 64 * 1024 * 1_048_576),
    alerts: {
      forMs: num(env.ALERT_FOR_S, 300, 'ALERT_FOR_S', 1, 86_400) * 1000,
      retryMs: num(env.ALERT_RETRY_MS, 5000, 'ALERT_RETRY_MS', 10, 600_000),
      forbidPrivate: env.ALERT_FORBID_PRIVATE_TARGETS === '1',
      sendTimeoutMs: num(env.ALERT_SEND_TIMEOUT_MS, 10_000, 'ALERT_SEND_TIMEOUT_MS', 500, 60_000),
      consoleUrl: env.CONSOLE_URL ? new URL(env.CONSOLE_URL).origin : undefined,
    },
    invitationResends: {
      windowMs: num(env.INVITATION_RESEND_WINDOW_MS, RESEND_WINDOW_MS, 'INVITATION_RESEND_WINDOW_MS', 1000, 86_400_000),
      orgWindowMs: num(env.INVITATION_RESEND_ORG_WINDOW_MS, RESEND_ORG_WINDOW_MS, 'INVITATION_RESEND_ORG_WINDOW_MS', 1000, 86_400_000),
      orgLimit: num(env.INVITATION_MAILS_PER_ORG, MAILS_PER_ORG, 'INVITATION_MAILS_PER_ORG', 1, 100_000),
    },
  };
}

function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:5432/database');
  return value;
}

function recovery(value: string | undefined): Recovery | undefined {
  if (!value) return undefined;
  if (value === 'previous' || value === 'empty') return value;
  throw new Error('DATA_DIR_RECOVER must be "previous" or "empty"');
}

function tempDataDir(): string {
  return path.join(os.tmpdir(), `graph-console-${process.pid}-${Date.now()}`);
}

/**
 * Only what the browser needs: never the upstream's address (the browser calls this server; nobody else needs to
 * learn it), never a credential (the session keeps those: http/session).
 */
export function runtimeConfig(config: ServerConfig): { mode: 'embedded' | 'proxy'; servicePrincipal: string } {
  return { mode: config.upstreamUrl === undefined ? 'embedded' : 'proxy', servicePrincipal: config.servicePrincipal };
}
