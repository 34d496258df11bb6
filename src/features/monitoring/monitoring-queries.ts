import { queryOptions, useMutation } from '@tanstack/react-query';
import type * as bodies from './monitoring-body';
import { bindApi } from '@/api/api-ref';
import type { monitoringOperations } from './monitoring-operations';
import { rootKey } from '@/api/define';
import { retryOnceUnlessMissing } from '@/api/api-error';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof monitoringOperations>(() => import('./monitoring-operations').then((m) => m.monitoringOperations));

type WSParams = { workgroupID: string; workspaceID: string };

// The monitoring reads and the thresholds' mutation, apart from the operations' rows (resources/monitoring.ts):
// the rows travel in every screen's first load with the table; these only with the screens that read them.

const SCRAPE_EVERY_MS = 15_000;

export const monitoringQueries = {
  scrape: (p: WSParams) =>
    queryOptions({
      queryKey: [...rootKey('monitoring'), 'scrape', p.workgroupID, p.workspaceID] as const,
      queryFn: ({ signal }) => api.scrapeWorkspaceMetrics({ params: p, signal }),
      refetchInterval: SCRAPE_EVERY_MS,
      retry: retryOnceUnlessMissing,
    }),
  summary: (workgroupID: string) =>
    queryOptions({
      queryKey: [...rootKey('monitoring'), 'summary', workgroupID] as const,
      queryFn: ({ signal }) => api.getWorkgroupMetrics({ params: { workgroupID }, signal }),
      refetchInterval: 30_000,
      retry: retryOnceUnlessMissing,
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
