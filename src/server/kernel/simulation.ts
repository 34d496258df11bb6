import { isRunning } from '@/features/monitoring/monitoring-status';
import { sizeFacts } from '@/kernel/sizes';
import type { WorkspaceType } from '@/kernel/workspace-schema';

/**
 * The embedded control plane's simulated load: a pure function of a workspace's
 * id, its load profile, its state and the time. The scrape answers it for now;
 * history answers it for past times (with the state the plane recorded then),
 * so a fresh start already has a week behind it and two reads agree.
 */

import type { LoadProfile } from '@/server/model';

export type { LoadProfile };

/** What a workspace was at a moment: enough to know its nodes and whether it ran. */
export interface WorkspaceState {
  status: string;
  type: WorkspaceType;
  replicas: number;
  graphBytes: number;
  createdAt: number;
}

export const SERVICES = ['GPE', 'GSE', 'RESTPP', 'GSQL', 'NGINX', 'KAFKA'] as const;
export const DISK_PATHS = ['Gstore', 'Kafka', 'Log', 'Home'] as const;
export const ENDPOINTS = ['/query/recommend', '/query/fraud_score', '/builtins'] as const;
const ENDPOINT_SHARE = [0.5, 0.3, 0.2];
const SERVICE_SHARE = [0.45, 0.15, 0.15, 0.1, 0.05, 0.1];

export interface NodeSample {
  hostId: string;
  partition: number;
  replica: number;
  cores: number;
  cpuPercent: number;
  memoryTotalMB: number;
  memoryPercent: number;
  disk: { path: (typeof DISK_PATHS)[number]; usedMB: number; freeMB: number }[];
  serviceStatus: number;
}

export interface WorkspaceSample {
  running: boolean;
  nodes: NodeSample[];
  endpoints: { endpoint: string; qps: number; latencyMs: number }[];
}

const MB = 1024 * 1024;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A deterministic number in [0, 1) for a text and an integer. */
function hash(text: string, n: number): number {
  let h = 2166136261 ^ n;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Noise that moves smoothly from minute to minute (values interpolated between whole minutes). */
function noise(key: string, t: number): number {
  const m = t / 60_000;
  const i = Math.floor(m);
  const f = m - i;
  return hash(key, i) * (1 - f) + hash(key, i + 1) * f;
}

/** 0 at 03:00 UTC, 1 at 15:00 UTC: the working day's load. */
export function dailyPattern(t: number): number {
  const hour = (t % DAY) / HOUR;
  return 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 3)) / 24);
}

const clampPct = (v: number) => Math.max(0, Math.min(100, v));

/** CPU and memory percent of a running node under a profile (hot stays above 80 %, idle near nothing). */
function load(profile: LoadProfile, key: string, t: number): { cpu: number; memory: number; qps: number } {
  const d = dailyPattern(t);
  const n = noise(`${key}:cpu`, t);
  const m = noise(`${key}:mem`, t);
  if (profile === 'hot') return { cpu: 83 + 8 * d + 5 * n, memory: 85 + 6 * d + 3 * m, qps: 420 + 380 * d + 60 * n };
  if (profile === 'idle') return { cpu: 1.5 + 3 * d + 1.5 * n, memory: 11 + 2 * d + m, qps: 0.2 + 0.8 * d * n };
  return { cpu: 18 + 42 * d + 10 * n, memory: 34 + 22 * d + 6 * m, qps: 40 + 160 * d + 25 * n };
}

/** The vendor's service status codes: 6 online; the others say how a service is down (see src/features/monitoring/README.md). */
export function serviceStatusOf(status: string): number {
  if (isRunning(status)) return 6;
  if (status === 'Pausing') return 21;
  if (status === 'Resuming' || status === 'Creating') return 18;
  if (status === 'Error' || status === 'Failed') return 24;
  return 27;
}

export { isRunning };

/** Every node's and endpoint's samples of one workspace at time t. */
export function sampleWorkspace(workspaceId: string, profile: LoadProfile, state: WorkspaceState, t: number): WorkspaceSample {
  const size = sizeFacts(state.type);
  const partitions = Math.max(1, size.partitions);
  const replicas = Math.max(1, state.replicas);
  const running = isRunning(state.status);
  const memoryMiB = (Number.isFinite(size.memoryGiB) ? size.memoryGiB : 16) * 1024;
  const cores = Number.isFinite(size.cpu) ? size.cpu / partitions : 2;
  // Each node holds one partition's share of the size's memory; an HA replica holds the full share again.
  const memoryTotalMB = Math.round(memoryMiB / partitions);
  const ageDays = Math.max(0, (t - state.createdAt) / DAY);
  const gstoreMB = ((state.graphBytes / MB) * 1.3 * (1 + Math.min(ageDays, 365) * 0.002)) / partitions;
  // The graph stays in memory (TigerGraph keeps it there): a running node never uses less than its share of it.
  const graphPercent = Math.min(100, (state.graphBytes / MB / partitions / memoryTotalMB) * 100);
  const nodes: NodeSample[] = [];
  let totalLoad = { cpu: 0, memory: 0, qps: 0 };
  for (let r = 0; r < replicas; r++) {
    for (let p = 0; p < partitions; p++) {
      const hostId = `m${r * partitions + p + 1}`;
      const l = running ? load(profile, `${workspaceId}:${hostId}`, t) : { cpu: 0, memory: 0, qps: 0 };
      totalLoad = { cpu: totalLoad.cpu + l.cpu, memory: totalLoad.memory + l.memory, qps: totalLoad.qps + l.qps };
      const hourOfDay = (t % DAY) / HOUR;
      const usedDisk = {
        Gstore: gstoreMB,
        Kafka: 1024 + 800 * dailyPattern(t) * (running ? 1 : 0) + 64 * p,
        // Logs grow through the day and are rotated at midnight UTC.
        Log: 256 + 48 * hourOfDay,
        Home: 820 + 10 * r,
      };
      const capacityMB = Math.max(4 * memoryTotalMB, gstoreMB * 2 + 8192);
      let left = capacityMB;
      const disk = DISK_PATHS.map((path) => {
        const usedMB = Math.round(usedDisk[path]);
        left -= usedMB;
        return { path, usedMB, freeMB: 0 };
      });
      disk.forEach((d) => (d.freeMB = Math.max(0, Math.round(left))));
      nodes.push({
        hostId,
        partition: p + 1,
        replica: r + 1,
        cores,
        cpuPercent: round1(clampPct(l.cpu)),
        memoryTotalMB,
        memoryPercent: round1(clampPct(running ? Math.max(l.memory, graphPercent + l.memory / 2) : 0)),
        disk,
        serviceStatus: serviceStatusOf(state.status),
      });
    }
  }
  const avgCpu = nodes.length ? totalLoad.cpu / nodes.length : 0;
  const endpoints = ENDPOINTS.map((endpoint, i) => ({
    endpoint,
    qps: running ? round1(((totalLoad.qps / nodes.length) * ENDPOINT_SHARE[i]!) / 1) : 0,
    latencyMs: running ? round1((12 + i * 9) * (1 + (avgCpu / 100) ** 3 * 4) * (0.9 + 0.2 * noise(`${workspaceId}:${endpoint}`, t))) : 0,
  }));
  return { running, nodes, endpoints };
}

/** A node's CPU split over its services (the vendor's per-service samples); the node's own sample has an empty service_name. */
export function serviceCpu(node: NodeSample): { service: string; percent: number }[] {
  return SERVICES.map((service, i) => ({ service, percent: round1(node.cpuPercent * SERVICE_SHARE[i]!) }));
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}
