import { useState } from 'react';
import { METRIC_KINDS, type HistorySeries, type MetricHistory, type MetricKind } from './metric-history';
import type { CurrentValues } from './monitoring-now';

const KEEP = 240;

interface Point {
  t: number;
  values: CurrentValues['values'];
}

/**
 * Where nobody keeps history (a proxied deployment without PROMETHEUS_URL), the
 * scrapes read while this view is open, as a history of their own: the charts
 * then draw what was seen since it opened, and say so.
 */
export function useLiveHistory(current: CurrentValues | undefined, at: number): MetricHistory | undefined {
  const [points, setPoints] = useState<Point[]>([]);
  const [lastAt, setLastAt] = useState(0);
  if (current && at && at !== lastAt) {
    setLastAt(at);
    setPoints((ps) => [...ps, { t: Math.round(at / 1000), values: current.values }].slice(-KEEP));
  }
  if (!points.length) return undefined;
  const times = points.map((p) => p.t);
  const series = {} as Record<MetricKind, HistorySeries[]>;
  for (const kind of METRIC_KINDS) {
    const labels = [...new Set(points.flatMap((p) => p.values[kind].map((v) => v.label)))];
    series[kind] = labels.map((label) => ({ label, values: points.map((p) => p.values[kind].find((v) => v.label === label)?.value ?? null) }));
  }
  return { source: 'live', range: '1h', stepSeconds: 15, times, series };
}
