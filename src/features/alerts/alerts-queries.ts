import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AddAlertChannelBody } from './alerts-body';
import { bindApi } from '@/api/api-ref';
import type { alertOperations } from './alerts-operations';
import { rootKey } from '@/api/define';
import { removeIdempotently } from '@/api/remove';

// The rows (and their readers) load on the first call, or with the screens that import them: not with every screen.
const api = bindApi<typeof alertOperations>(() => import('./alerts-operations').then((m) => m.alertOperations));

/**
 * Alerts that reach people (assumed, companion-operations.md "Alerts"): the organization's
 * notification channels, its alert history and the delivery log, and its thresholds as
 * Prometheus rules. A deployment that answers 404 does not offer them: none is retried.
 */
export const alertQueries = {
  channels: () =>
    queryOptions({
      queryKey: [...rootKey('alertChannels'), 'list'] as const,
      queryFn: ({ signal }) => api.listAlertChannels({ signal }),
      retry: false,
    }),
  /** Newest first; with a workspace, only its alerts. Alerts fire on their own: read again every 10 s. */
  history: (workspaceID = '') =>
    queryOptions({
      queryKey: [...rootKey('alerts'), 'list', workspaceID] as const,
      queryFn: ({ signal }) => api.listAlerts({ signal, query: workspaceID ? { workspace_id: workspaceID } : {} }),
      retry: false,
      refetchInterval: 10_000,
    }),
  /** Deliveries are retried on their own: read again every 5 s. */
  deliveries: () =>
    queryOptions({
      queryKey: [...rootKey('alertDeliveries'), 'list'] as const,
      queryFn: ({ signal }) => api.listAlertDeliveries({ signal }),
      retry: false,
      refetchInterval: 5_000,
    }),
};

export function useAddAlertChannel() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['alertChannels'] },
    mutationFn: (body: AddAlertChannelBody) => api.addAlertChannel({ body }),
  });
}

export function useRemoveAlertChannel() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['alertChannels'] },
    mutationFn: (channelID: string) =>
      removeIdempotently(
        () => api.removeAlertChannel({ params: { channelID } }),
        async () => (await api.listAlertChannels({})).some((c) => c.id === channelID),
      ),
  });
}

/** One attempt, answered at once; it lands in the delivery log. */
export function useTestAlertChannel() {
  return useMutation({
    meta: { handlesErrors: true, invalidates: ['alertDeliveries'] },
    mutationFn: (channelID: string) => api.testAlertChannel({ params: { channelID } }),
  });
}

/** The rules as Prometheus alerting rules (YAML text), for the download. */
export const alertRulesFile = () => api.exportAlertRules({});
