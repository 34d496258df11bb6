import type { MetricKind } from './metric-history';
import { samplesOf, type PromSample } from './prom-text';

export interface CurrentValue {
  label: string;
  value: number;
}

/** What the latest scrape says, chart by chart, plus the services that are not online (status other than 6). */
export interface CurrentValues {
  values: Record<MetricKind, CurrentValue[]>;
  servicesDown: { host: string; service: string; status: number }[];
}

const byLabel = (a: CurrentValue, b: CurrentValue) => a.label.localeCompare(b.label, 'en', { numeric: true });

/** The scrape's samples read as the monitoring view's current values (node-level samples: empty service_name). */
export function currentFromScrape(samples: PromSample[]): CurrentValues {
  const per = (name: string, label: (s: PromSample) => string, match: Record<string, string> = {}) =>
    samplesOf(samples, name, match)
      .filter((s) => Number.isFinite(s.value))
      .map((s) => ({ label: label(s), value: s.value }))
      .sort(byLabel);
  const host = (s: PromSample) => s.labels.host_id ?? '?';
  const endpoint = (s: PromSample) => s.labels.endpoint ?? '?';
  return {
    values: {
      cpu: per('tigergraph_cpu_usage', host, { service_name: '' }),
      memory: per('tigergraph_memory_usage_percent', host),
      disk: per('tigergraph_diskspace_usage', (s) => `${host(s)} ${s.labels.path_name ?? '?'}`),
      qps: per('tigergraph_qps', endpoint),
      latency: per('tigergraph_endpoint_latency', endpoint),
    },
    servicesDown: samplesOf(samples, 'tigergraph_service_status')
      .filter((s) => s.value !== 6)
      .map((s) => ({ host: host(s), service: s.labels.service_name ?? '?', status: s.value })),
  };
}

/** A workgroup summary entry's average of one metric; undefined when it is missing or not a number. */
export function summaryValue(metrics: Record<string, unknown> | undefined, name: string): number | undefined {
  const entry = metrics?.[name];
  const v = typeof entry === 'object' && entry !== null ? (entry as { avgValue?: unknown }).avgValue : undefined;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
