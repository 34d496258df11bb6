import os from 'node:os';
import path from 'node:path';
import type { Recovery } from './store';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The operator's decision about a damaged data directory (DATA_DIR_RECOVER). */
  recover: Recovery | undefined;
  apiKey: string;
  apiKeyIsDefault: boolean;
  otherOrgApiKey: string;
  ownerToken: string;
  memberToken: string;
  upstreamUrl: string | undefined;
  staticDir: string;
  transitionMs: number;
  /** Demo time: a scheduled upgrade starts at most this long after it was asked for, instead of at the real window. */
  demoWindowMs: number | undefined;
  /** Demo time: automatic backups come this often instead of at their cron schedule's runs. */
  demoBackupEveryMs: number | undefined;
  seedWorkgroups: number;
  seedWorkspacesPerWorkgroup: number;
  servicePrincipal: string;
  faults: FaultConfig;
  testHooks: boolean;
  maxBodyBytes: number;
  quiet: boolean;
}

export interface FaultConfig {
  latencyMs: number;
  errorRate: number;
  dropRate: number;
}

const DEFAULT_API_KEY = 'demo-api-key';

function num(value: string | undefined, fallback: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return n;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Reads the configuration from environment variables (all listed in the README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const apiKey = env.API_KEY || DEFAULT_API_KEY;
  const apiKeyIsDefault = !env.API_KEY;
  if (!isLoopback(host) && apiKeyIsDefault) {
    throw new Error(`Refusing to listen on ${host} with the demo API key: set API_KEY to a secret of your own to listen beyond loopback.`);
  }
  if (apiKey.length < 8) throw new Error('API_KEY must be at least 8 characters');
  return {
    port: num(env.PORT, 4173, 'PORT', 0, 65535),
    host,
    dataDir: env.DATA_DIR_FRESH === '1' ? tempDataDir() : path.resolve(env.DATA_DIR || path.join(process.cwd(), '.data')),
    recover: recovery(env.DATA_DIR_RECOVER),
    apiKey,
    apiKeyIsDefault,
    otherOrgApiKey: env.OTHER_ORG_API_KEY || 'other-org-api-key',
    ownerToken: env.OWNER_TOKEN || 'demo-owner-token',
    memberToken: env.MEMBER_TOKEN || 'demo-member-token',
    upstreamUrl: env.UPSTREAM_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR || path.join(process.cwd(), 'dist')),
    transitionMs: num(env.TRANSITION_MS, 4000, 'TRANSITION_MS', 0, 600_000),
    demoWindowMs: env.DEMO_WINDOW_MS ? num(env.DEMO_WINDOW_MS, 0, 'DEMO_WINDOW_MS', 0, 604_800_000) : undefined,
    demoBackupEveryMs: env.DEMO_BACKUP_EVERY_MS ? num(env.DEMO_BACKUP_EVERY_MS, 0, 'DEMO_BACKUP_EVERY_MS', 1000, 604_800_000) : undefined,
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
    quiet: env.LOG_LEVEL === 'quiet',
  };
}

function recovery(value: string | undefined): Recovery | undefined {
  if (!value) return undefined;
  if (value === 'previous' || value === 'empty') return value;
  throw new Error('DATA_DIR_RECOVER must be "previous" or "empty"');
}

function tempDataDir(): string {
  return path.join(os.tmpdir(), `graph-console-${process.pid}-${Date.now()}`);
}
