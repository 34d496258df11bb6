import { busiest } from './load-alerts';
import type { HistorySeries } from './metric-history';

/**
 * The console's rule for "idles", the counterpart of running hot: every node's CPU stayed
 * below 10 % for at least the last 30 minutes. A figure of this console, not of the service.
 */
export const IDLE = { cpuPercent: 10, minutes: 30 };

export interface Idle {
  /** How long every node has stayed below the threshold, up to the last sample. */
  minutes: number;
  /** The busiest node's highest CPU over that time. */
  peak: number;
}

/** Whether the history shows the workspace idling, by the rule above. */
export function idleFor(times: number[], cpu: HistorySeries[]): Idle | undefined {
  const values = busiest(cpu, times.length);
  let last = values.length - 1;
  while (last >= 0 && values[last] === null) last--; // the newest step may not have its sample yet
  if (last < 0) return undefined;
  let i = last;
  let peak = 0;
  while (i >= 0 && values[i] !== null && values[i]! < IDLE.cpuPercent) peak = Math.max(peak, values[i--]!);
  if (i === last) return undefined;
  const minutes = (times[last]! - times[i + 1]!) / 60;
  return minutes >= IDLE.minutes ? { minutes, peak } : undefined;
}
