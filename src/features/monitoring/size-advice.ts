import type { WorkspaceType } from '@/kernel/workspace-schema';
import { sizeFacts, sortSizes } from '@/kernel/sizes';
import { footprintOf } from '@/kernel/fit';
import { holdsGraph, resizeRefusal, type SizeSubject } from '@/kernel/size-rule';

/** A size should hold the peak with this share of its memory, leaving the rest as headroom. */
export const HEADROOM_SHARE = 0.75;

export interface SizeAdvice {
  kind: 'grow' | 'shrink' | 'keep' | 'none';
  /** The advised size, for grow and shrink. */
  size?: string;
  peakGiB: number;
  typicalGiB: number;
  peakPercent: number;
  typicalPercent: number;
  /** Why the advice cannot be followed by a resize (a read-only workspace), from the size rule. */
  refusal?: string;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Advice from observed memory: `percents` are the busiest node's memory use over
 * the range (each node holds its partition's share, so the busiest one's percent of
 * the size's memory is what the size must hold). The smallest size whose memory
 * holds the peak at 75 % and holds the graph by the fit rule (kernel/fit.ts) is advised
 * when it differs: a larger one when today's does not, a smaller one when the
 * workspace idles. A workspace the size rule says cannot be resized gets the reason.
 */
export function sizeAdvice(percents: (number | null)[], current: WorkspaceType, sizes: WorkspaceType[], ws?: SizeSubject): SizeAdvice {
  const seen = percents.filter((v): v is number => typeof v === 'number');
  const memGiB = sizeFacts(current).memoryGiB;
  if (!seen.length || !Number.isFinite(memGiB)) return { kind: 'none', peakGiB: 0, typicalGiB: 0, peakPercent: 0, typicalPercent: 0 };
  const peakPercent = Math.max(...seen);
  const typicalPercent = median(seen);
  const peakGiB = (peakPercent / 100) * memGiB;
  const typicalGiB = (typicalPercent / 100) * memGiB;
  const refusal = ws && resizeRefusal(ws);
  const base = { peakGiB, typicalGiB, peakPercent, typicalPercent, ...(refusal ? { refusal } : {}) };
  const graph = ws ? footprintOf(ws) : { topologyBytes: 0, storedBytes: 0 };
  const fitting = sortSizes(sizes).find((s) => {
    const m = sizeFacts(s).memoryGiB;
    return Number.isFinite(m) && peakGiB <= m * HEADROOM_SHARE && holdsGraph(s, graph);
  });
  if (!fitting) return { ...base, kind: 'grow', size: sortSizes(sizes).at(-1)?.typeName };
  const fittingGiB = sizeFacts(fitting).memoryGiB;
  if (fittingGiB > memGiB) return { ...base, kind: 'grow', size: fitting.typeName };
  if (fittingGiB < memGiB) return { ...base, kind: 'shrink', size: fitting.typeName };
  return { ...base, kind: 'keep' };
}
