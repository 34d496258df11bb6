import type { HistorySeries } from './metric-history';
import { DEFAULT_THRESHOLD } from './alert-threshold';

/** The vendor's operations thresholds: above its threshold (80 %) for 5 minutes a warning, above 90 % for 3 minutes critical. */
export const WARNING = { percent: DEFAULT_THRESHOLD, minutes: 5 };
export const CRITICAL = { percent: 90, minutes: 3 };

export interface LoadAlert {
  metric: 'CPU' | 'Memory';
  level: 'warning' | 'critical';
  /** How long it has been above the threshold, up to the last sample. */
  minutes: number;
  threshold: number;
  /** The busiest node's latest value. */
  current: number;
}

/** At each time, the busiest node's value (null where no node has one). */
export function busiest(series: HistorySeries[], length: number): (number | null)[] {
  return Array.from({ length }, (_, i) => {
    const vs = series.map((s) => s.values[i]).filter((v): v is number => typeof v === 'number');
    return vs.length ? Math.max(...vs) : null;
  });
}

/** How long, in minutes, the values have stayed above `percent` up to the last sample (a gap ends the run). */
export function minutesAbove(times: number[], values: (number | null)[], percent: number): number {
  let i = values.length - 1;
  while (i >= 0 && values[i] === null) i--; // the newest step may not have its sample yet
  const last = i;
  while (i >= 0 && (values[i] ?? -1) > percent) i--;
  if (i === last) return 0;
  return (times[last]! - times[i + 1]!) / 60;
}

/**
 * The warnings of one metric: critical when above 90 % (or the workspace's own
 * threshold, if higher) for 3 minutes, a warning when above the workspace's
 * threshold (80 % unless set) for 5 minutes.
 */
export function alertFor(metric: LoadAlert['metric'], times: number[], series: HistorySeries[], threshold = WARNING.percent): LoadAlert | undefined {
  const values = busiest(series, times.length);
  const current = [...values].reverse().find((v): v is number => v !== null);
  if (current === undefined) return undefined;
  const critical = Math.max(CRITICAL.percent, threshold);
  const critMinutes = minutesAbove(times, values, critical);
  if (critMinutes >= CRITICAL.minutes) return { metric, level: 'critical', minutes: critMinutes, threshold: critical, current };
  const warnMinutes = minutesAbove(times, values, threshold);
  if (warnMinutes >= WARNING.minutes) return { metric, level: 'warning', minutes: warnMinutes, threshold, current };
  return undefined;
}
