/**
 * Alerts (issue 52): what the embedded control plane keeps, in three collections of the data
 * directory: `alertChannels`, `alerts` (the history) and `alertDeliveries` (the delivery log,
 * pending ones included, so that a restart delivers what was due).
 */
import type { AlertRecord, ChannelRecord, DeliveryRecord, Metric } from '@/server/model';

// The records are the store's (model.ts), so that the store types its collections without importing an area.
export type { AlertRecord, ChannelRecord, DeliveryRecord, Metric };

export const METRICS: readonly Metric[] = ['cpu', 'memory', 'disk'];
export const METRIC_NAMES: Record<Metric, string> = { cpu: 'CPU', memory: 'Memory', disk: 'Disk' };

/** Channels an organization may hold. */
export const MAX_CHANNELS = 10;
/** Alerts kept per organization: past it, the oldest resolved go first. */
export const MAX_ALERTS = 200;
/** Deliveries kept per organization: past it, the oldest finished go first. */
export const MAX_DELIVERIES = 200;
/** Attempts of one delivery, the first included; the waits between them double from ALERT_RETRY_MS up to a minute. */
export const MAX_ATTEMPTS = 5;
export const MAX_BACKOFF_MS = 60_000;

/** What reads show of an address: a webhook's origin and path (no query), a Slack webhook's origin only (its path is its credential). */
export function addressOf(kind: ChannelRecord['kind'], url: string): string {
  const u = new URL(url);
  return kind === 'slack' ? `${u.origin}/…` : `${u.origin}${u.pathname}${u.search ? '?…' : ''}`;
}

export const channelView = (c: ChannelRecord) => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  address: c.address,
  has_secret: c.secret !== '',
  created_at: c.created_at,
  created_by: c.created_by,
});

export const deliveryView = (d: DeliveryRecord) => ({
  id: d.id,
  channel_id: d.channel_id,
  channel_name: d.channel_name,
  alert_id: d.alert_id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  last_result: d.last_result,
  created_at: d.created_at,
  next_attempt_at: d.next_attempt_at,
  delivered_at: d.delivered_at,
});

export const alertView = (a: AlertRecord) => ({
  id: a.id,
  workgroup_id: a.workgroup_id,
  workgroup_name: a.workgroup_name,
  workspace_id: a.workspace_id,
  workspace_name: a.workspace_name,
  metric: a.metric,
  threshold: a.threshold,
  value: a.value,
  state: a.state,
  fired_at: a.fired_at,
  resolved_at: a.resolved_at,
});

/** The wait before attempt `attempts + 1`: the base, doubled for each attempt made, at most a minute. */
export const backoffMs = (base: number, attempts: number) => Math.min(MAX_BACKOFF_MS, base * 2 ** Math.max(0, attempts - 1));
