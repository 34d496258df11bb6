/** The ranges the monitoring view offers, and the resolution each is read at. */
export const METRIC_RANGES = {
  '1h': { label: '1 hour', ms: 3_600_000, stepSeconds: 15 },
  '24h': { label: '24 hours', ms: 86_400_000, stepSeconds: 300 },
  '7d': { label: '7 days', ms: 7 * 86_400_000, stepSeconds: 1800 },
} as const;
export type MetricRange = keyof typeof METRIC_RANGES;
export const metricRangeNames = Object.keys(METRIC_RANGES) as MetricRange[];
// Own names only: `in` would also accept what every object inherits (`toString`, `constructor`, `__proto__`).
export const isMetricRange = (v: unknown): v is MetricRange => typeof v === 'string' && Object.hasOwn(METRIC_RANGES, v);

/** One line of a chart: a node (`m1`), a node's disk path (`m1 Gstore`) or an endpoint; null where no sample exists (a gap). */
export interface HistorySeries {
  label: string;
  values: (number | null)[];
}

export const METRIC_KINDS = ['cpu', 'memory', 'disk', 'qps', 'latency'] as const;
export type MetricKind = (typeof METRIC_KINDS)[number];

/** What the console server answers at /console/metrics/{wg}/{ws}/history: every chart's lines on one time axis. */
export interface MetricHistory {
  source: 'embedded' | 'prometheus' | 'live';
  range: MetricRange;
  stepSeconds: number;
  /** Unix seconds, oldest first. */
  times: number[];
  series: Record<MetricKind, HistorySeries[]>;
}

/** The time axis of a range ending now: whole steps, so two reads within a step agree. */
export function timeAxis(range: MetricRange, nowMs: number): number[] {
  const { ms, stepSeconds } = METRIC_RANGES[range];
  const end = Math.floor(nowMs / 1000 / stepSeconds) * stepSeconds;
  const count = Math.round(ms / 1000 / stepSeconds);
  return Array.from({ length: count + 1 }, (_, i) => end - (count - i) * stepSeconds);
}
