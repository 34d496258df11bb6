import { METRIC_RANGES, timeAxis, type HistorySeries, type MetricHistory, type MetricKind, type MetricRange } from '@/lib/metric-history';

/** Thrown when the configured Prometheus cannot give the history: the message names no address. */
export class PrometheusFailed extends Error {}

// Ids go into PromQL label matchers: only these characters, so nothing can be injected.
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The PromQL of each chart, one series per node (node-level samples: empty service_name), disk path or endpoint. */
function queries(selector: string): Record<MetricKind, { promql: string; label: (m: Record<string, string>) => string }> {
  const node = (m: Record<string, string>) => m.host_id ?? '?';
  return {
    cpu: { promql: `max by (host_id) (tigergraph_cpu_usage{service_name="",${selector}})`, label: node },
    memory: { promql: `max by (host_id) (tigergraph_memory_usage_percent{${selector}})`, label: node },
    disk: { promql: `max by (host_id, path_name) (tigergraph_diskspace_usage{${selector}})`, label: (m) => `${m.host_id ?? '?'} ${m.path_name ?? '?'}` },
    qps: { promql: `sum by (endpoint) (tigergraph_qps{${selector}})`, label: (m) => m.endpoint ?? '?' },
    latency: { promql: `max by (endpoint) (tigergraph_endpoint_latency{${selector}})`, label: (m) => m.endpoint ?? '?' },
  };
}

interface RangeResult {
  metric: Record<string, string>;
  values: [number, string][];
}

async function queryRange(base: string, promql: string, start: number, end: number, step: number): Promise<RangeResult[]> {
  const url = new URL('api/v1/query_range', base.endsWith('/') ? base : `${base}/`);
  url.search = new URLSearchParams({ query: promql, start: String(start), end: String(end), step: String(step) }).toString();
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new PrometheusFailed('The Prometheus server (PROMETHEUS_URL) could not be reached');
  }
  const body = (await res.json().catch(() => undefined)) as { status?: string; error?: string; data?: { resultType?: string; result?: unknown } } | undefined;
  if (!res.ok || body?.status !== 'success' || body.data?.resultType !== 'matrix' || !Array.isArray(body.data.result)) {
    throw new PrometheusFailed(
      `The Prometheus server (PROMETHEUS_URL) answered HTTP ${res.status}${body?.error ? `: ${body.error}` : ' without a range result'}`,
    );
  }
  return body.data.result as RangeResult[];
}

/** A workspace's history read from Prometheus by its target labels `workgroup_id` and `workspace_id`. */
export async function prometheusHistory(base: string, workgroupID: string, workspaceID: string, range: MetricRange, now: number): Promise<MetricHistory> {
  if (!SAFE_ID.test(workgroupID) || !SAFE_ID.test(workspaceID))
    throw new PrometheusFailed('The workgroup or workspace id holds characters Prometheus labels are not read with');
  const times = timeAxis(range, now);
  const step = METRIC_RANGES[range].stepSeconds;
  const selector = `workgroup_id="${workgroupID}",workspace_id="${workspaceID}"`;
  const index = new Map(times.map((t, i) => [t, i]));
  const entries = await Promise.all(
    Object.entries(queries(selector)).map(async ([kind, q]) => {
      const results = await queryRange(base, q.promql, times[0]!, times.at(-1)!, step);
      const series: HistorySeries[] = results.map((r) => {
        const values = new Array<number | null>(times.length).fill(null);
        for (const [t, v] of r.values) {
          const i = index.get(Math.round(t));
          const n = Number(v);
          if (i !== undefined && Number.isFinite(n)) values[i] = n;
        }
        return { label: q.label(r.metric), values };
      });
      series.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
      return [kind, series] as const;
    }),
  );
  return { source: 'prometheus', range, stepSeconds: step, times, series: Object.fromEntries(entries) as Record<MetricKind, HistorySeries[]> };
}
