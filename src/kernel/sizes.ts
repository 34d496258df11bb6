import type { WorkspaceType } from './workspace-schema';
import { formatSignedGiB, parseMemoryGiB } from '@/lib/format';

interface SizeFacts {
  name: string;
  cpu: number;
  memoryGiB: number;
  partitions: number;
  ha: number;
}

/** vCPU from the service's text ("8", "8.0"); NaN when it is not a number ("lots"). */
function parseCpu(cpu: string): number {
  return /^\s*\d+(\.\d+)?\s*$/.test(cpu) ? Number(cpu) : Number.NaN;
}

/** cpu and memoryGiB are NaN when the service's figure could not be read: show the raw text then. */
export function sizeFacts(t: WorkspaceType): SizeFacts {
  return {
    name: t.typeName,
    cpu: parseCpu(t.cpu),
    memoryGiB: parseMemoryGiB(t.memory),
    partitions: t.partition || 1,
    ha: t.ha || 1,
  };
}

/** The rung of a TG-<n> name: TG-00 sits below TG-0. Unknown names sort by resources only. */
function ladderRank(name: string): number | undefined {
  const m = /^TG-(\d+)$/i.exec(name.trim());
  if (!m) return undefined;
  const digits = m[1]!;
  return digits.length > 1 && /^0+$/.test(digits) ? -digits.length + 1 : Number(digits);
}

/** a − b, where an unknown figure (NaN) sorts after every known one. */
function byKnown(a: number, b: number): number {
  const ka = Number.isFinite(a);
  const kb = Number.isFinite(b);
  if (ka && kb) return a - b;
  return ka === kb ? 0 : ka ? -1 : 1;
}

/** Orders sizes smallest first: by compute, then memory, then the ladder name; sizes whose figures cannot be read last. */
export function compareSizes(a: WorkspaceType, b: WorkspaceType): number {
  const fa = sizeFacts(a);
  const fb = sizeFacts(b);
  return (
    byKnown(fa.cpu, fb.cpu) ||
    byKnown(fa.memoryGiB, fb.memoryGiB) ||
    fa.partitions - fb.partitions ||
    (ladderRank(a.typeName) ?? 0) - (ladderRank(b.typeName) ?? 0) ||
    a.typeName.localeCompare(b.typeName)
  );
}

export function sortSizes(types: readonly WorkspaceType[]): WorkspaceType[] {
  return [...types].sort(compareSizes);
}

interface SizeChange {
  direction: 'up' | 'down' | 'same';
  cpu: number;
  memoryGiB: number;
  partitions: number;
  /** Compute factor of the target over the current size, e.g. 2 for twice. */
  factor: number;
}

export function compareChange(current: WorkspaceType, target: WorkspaceType): SizeChange {
  const c = sizeFacts(current);
  const t = sizeFacts(target);
  const order = compareSizes(target, current);
  return {
    direction: order > 0 ? 'up' : order < 0 ? 'down' : 'same',
    cpu: t.cpu - c.cpu,
    memoryGiB: t.memoryGiB - c.memoryGiB,
    partitions: t.partitions - c.partitions,
    factor: c.cpu > 0 ? t.cpu / c.cpu : Number.NaN,
  };
}

function signed(n: number, unit: string): string {
  if (!Number.isFinite(n)) return `${unit} unknown`;
  const rounded = +n.toFixed(2);
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)} ${unit}`;
}

export function describeChange(change: SizeChange): string {
  if (change.direction === 'same') return 'Same size';
  const memory = Number.isFinite(change.memoryGiB) ? `${formatSignedGiB(change.memoryGiB)} memory` : 'memory unknown';
  const parts = [signed(change.cpu, 'vCPU'), memory];
  if (change.partitions !== 0) parts.push(signed(change.partitions, change.partitions === 1 || change.partitions === -1 ? 'partition' : 'partitions'));
  const factor =
    Number.isFinite(change.factor) && change.factor > 0
      ? ` (${change.factor >= 1 ? `${+change.factor.toFixed(2)}×` : `1/${+(1 / change.factor).toFixed(2)}`} compute)`
      : '';
  return `${change.direction === 'up' ? 'Scale up' : 'Scale down'}: ${parts.join(', ')}${factor}`;
}

/**
 * A bar length in percent on a log scale, so 2 and 512 vCPU both stay readable
 * side by side (the ladder doubles at almost every rung).
 */
export function barPercent(value: number, max: number, min = 1): number {
  if (value <= 0 || max <= min) return value > 0 ? 100 : 0;
  const pct = (Math.log2(value / min) + 1) / (Math.log2(max / min) + 1);
  return Math.max(4, Math.min(100, Math.round(pct * 100)));
}

/** Replicas that run: what the workspace reports; else two with HA on (a primary and a standby), one without. */
export function replicasOf(ws: { replicas: number | null; enable_ha: boolean }): number {
  return ws.replicas && ws.replicas > 0 ? ws.replicas : ws.enable_ha ? 2 : 1;
}
