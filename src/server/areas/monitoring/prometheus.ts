import { METRIC_RANGES, timeAxis, type HistorySeries, type MetricHistory, type MetricKind, type MetricRange } from '@/features/monitoring/metric-history';

/**
 * Thrown when the configured Prometheus cannot give the history. `message` names no address and
 * none of Prometheus's own text (which may hold host names, anything): that is `detail`, for the log.
 */
export class PrometheusFailed extends Error {
  constructor(
    message: string,
    readonly detail = '',
  ) {
    super(message);
  }
}

/** The most one query's answer may weigh; a larger one is cut off unread (a 60 MB answer took the server from 119 to 970 MiB). */
export const PROMETHEUS_MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Reads an answer of at most `max` bytes, or throws without reading the rest. */
async function boundedText(res: Response, max: number): Promise<string> {
  const tooLarge = () =>
    new PrometheusFailed(`The Prometheus server (PROMETHEUS_URL) answered more than ${max / 1024 / 1024} MiB for one chart; narrow the range`);
  if (Number(res.headers.get('content-length') ?? 0) > max) {
    await res.body?.cancel();
    throw tooLarge();
  }
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

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
  const text = await boundedText(res, PROMETHEUS_MAX_ANSWER_BYTES);
  let body: { status?: string; error?: string; data?: { resultType?: string; result?: unknown } } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  if (!res.ok || body?.status !== 'success' || body.data?.resultType !== 'matrix' || !Array.isArray(body.data.result)) {
    throw new PrometheusFailed(
      `The Prometheus server (PROMETHEUS_URL) answered HTTP ${res.status} ${body?.error ? 'with an error' : 'without a range result'}; its text is in this server's log`,
      `HTTP ${res.status}: ${(body?.error ?? text).slice(0, 500)}`,
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
