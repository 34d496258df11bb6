import { queryOptions, useMutation } from '@tanstack/react-query';
import * as s from '@/api/schemas/monitoring';
import type * as bodies from '@/api/schemas/monitoring-body';
import { api, bodyOf, op, rootKey, WS } from './define';
import { fetchMetricHistory } from '@/api/metric-history';
import { METRIC_RANGES, type MetricRange } from '@/lib/metric-history';

type WSParams = { workgroupID: string; workspaceID: string };

/**
 * A workspace's measurements (vendor-later-operations.md, Monitoring): the two paths
 * sit at the service's root, not under /controller/v4/v2; the scrape is text.
 */
export const monitoringOperations = {
  scrapeWorkspaceMetrics: op({
    method: 'GET',
    path: '/metrics/{workgroupID}/{workspaceID}',
    auth: 'apiKey',
    keyAsBearer: true,
    textAnswer: true,
    resource: 'monitoring',
    title: 'Scrape workspace metrics',
    body: undefined,
    result: s.ScrapeText,
  }),
  getWorkgroupMetrics: op({
    method: 'GET',
    path: '/observability/{workgroupID}/metrics',
    auth: 'apiKey',
    keyAsBearer: true,
    resource: 'monitoring',
    title: 'Workgroup metrics summary',
    body: undefined,
    result: s.WorkgroupMetrics,
  }),
  getAlertThresholds: op({
    assumed: true,
    notInContract: true,
    method: 'GET',
    path: `${WS}/alert-thresholds`,
    auth: 'apiKey',
    resource: 'monitoring',
    title: 'Get alert thresholds',
    body: undefined,
    result: s.AlertThresholds,
  }),
  setAlertThresholds: op({
    assumed: true,
    notInContract: true,
    method: 'PUT',
    path: `${WS}/alert-thresholds`,
    auth: 'apiKey',
    resource: 'monitoring',
    title: 'Set alert thresholds',
    body: bodyOf<typeof bodies.AlertThresholdsBody>(),
    result: s.AlertThresholds,
  }),
};

const SCRAPE_EVERY_MS = 15_000;

export const monitoringQueries = {
  scrape: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('monitoring'), 'scrape', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.scrapeWorkspaceMetrics({ params: p, signal }),
      refetchInterval: SCRAPE_EVERY_MS,
      retry: 1,
    }),
  summary: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKey('monitoring'), 'summary', workgroupID] as const,
      queryFn: ({ signal }) => api.getWorkgroupMetrics({ params: { workgroupID }, signal }),
      refetchInterval: 30_000,
      retry: 1,
    }),
  thresholds: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('monitoring'), 'thresholds', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.getAlertThresholds({ params: p, signal }),
      retry: false,
    }),
};

export function useSetAlertThresholds(p: WSParams) {
  return useMutation({
    mutationFn: (body: bodies.AlertThresholdsBody) => api.setAlertThresholds({ params: p, body }),
    meta: { invalidates: ['monitoring'] },
  });
}

export const historyQuery = (p: WSParams, range: MetricRange) =>
  queryOptions({
    queryKey: [...rootKey('monitoring'), 'history', p.workgroupID, p.workspaceID, range] as const,
    queryFn: ({ signal }) => fetchMetricHistory(p, range, signal),
    refetchInterval: METRIC_RANGES[range].stepSeconds * 1000 < 60_000 ? 30_000 : 5 * 60_000,
    retry: 1,
  });
