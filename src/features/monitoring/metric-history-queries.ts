import { consoleRequestHeaders } from '@/api/credentials';
import { ApiError, retryOnceUnlessMissing } from '@/api/api-error';
import { takeEarlyResponse } from '@/api/early-requests';
import { queryOptions } from '@tanstack/react-query';
import { rootKey } from '@/api/define';
import { METRIC_KINDS, METRIC_RANGES, type HistorySeries, type MetricHistory, type MetricKind, type MetricRange } from './metric-history';

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads the console server's history answer leniently: a line that cannot be read is left out, never drawn as zeros. */
function readHistory(raw: unknown, range: MetricRange): MetricHistory {
  const v = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const times = Array.isArray(v.times) ? v.times.filter(isNum) : [];
  const series = {} as Record<MetricKind, HistorySeries[]>;
  const all = (typeof v.series === 'object' && v.series !== null ? v.series : {}) as Record<string, unknown>;
  for (const kind of METRIC_KINDS) {
    const lines = Array.isArray(all[kind]) ? (all[kind] as unknown[]) : [];
    series[kind] = lines.flatMap((l) => {
      const line = (typeof l === 'object' && l !== null ? l : {}) as Record<string, unknown>;
      if (typeof line.label !== 'string' || !Array.isArray(line.values) || line.values.length !== times.length) return [];
      return [{ label: line.label, values: line.values.map((x) => (isNum(x) ? x : null)) }];
    });
  }
  return { source: v.source === 'prometheus' ? 'prometheus' : 'embedded', range, stepSeconds: isNum(v.stepSeconds) ? v.stepSeconds : 0, times, series };
}

/** A workspace's history over a range, from the console server (its own, or PROMETHEUS_URL's). */
export async function fetchMetricHistory(p: { workgroupID: string; workspaceID: string }, range: MetricRange, signal?: AbortSignal): Promise<MetricHistory> {
  const path = `/console/metrics/${encodeURIComponent(p.workgroupID)}/${encodeURIComponent(p.workspaceID)}/history?range=${range}`;
  let res: Response;
  try {
    // A landing screen's history may already be under way (api/early-requests.ts).
    res = await (takeEarlyResponse('GET', path) ??
      fetch(path, { headers: { accept: 'application/json', ...consoleRequestHeaders }, signal, credentials: 'same-origin', cache: 'no-store' }));
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError({ kind: 'network', status: 0, message: 'Could not reach the console server for the history.' });
  }
  const requestId = res.headers.get('x-request-id') ?? '';
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ApiError({
      kind: 'invalid-response',
      status: res.status,
      message: `The console server answered the history with HTTP ${res.status} and no JSON.`,
      requestId,
    });
  }
  if (!res.ok) {
    const reason = (body as { ErrorDetails?: { Reason?: string }[] } | undefined)?.ErrorDetails?.[0]?.Reason;
    throw new ApiError({ kind: res.status === 404 ? 'not-offered' : 'http', status: res.status, message: reason || `HTTP ${res.status}`, requestId });
  }
  return readHistory(body, range);
}

/** A workspace's history as a query: kept apart from the operations table, so that only the screens that read it carry it. */
export const historyQuery = (p: { workgroupID: string; workspaceID: string }, range: MetricRange) =>
  queryOptions({
    queryKey: [...rootKey('monitoring'), 'history', p.workgroupID, p.workspaceID, range] as const,
    queryFn: ({ signal }) => fetchMetricHistory(p, range, signal),
    refetchInterval: METRIC_RANGES[range].stepSeconds * 1000 < 60_000 ? 30_000 : 5 * 60_000,
    retry: retryOnceUnlessMissing,
  });
