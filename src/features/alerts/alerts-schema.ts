import { custom, flag, num, object, text, time, type Read } from '@/api/schemas/read';

/**
 * Alerts that reach people (assumed: companion-operations.md, "Alerts"): the organization's
 * notification channels, the alerts fired on its workspaces' thresholds, and each delivery.
 */

/** A channel as reads answer it: never its secret, only whether it has one; the address without anything that could be a token. */
export const AlertChannel = object(
  {
    id: text({ required: true }),
    name: text(),
    kind: text(),
    address: text(),
    has_secret: flag(),
    created_at: time(),
    created_by: text(),
  },
  { key: 'id' },
);
export type AlertChannel = Read<typeof AlertChannel>;

/** One alert: a workspace's busiest node above its threshold for the sustain period, until it fell back. */
export const Alert = object(
  {
    id: text({ required: true }),
    workgroup_id: text(),
    workgroup_name: text(),
    workspace_id: text(),
    workspace_name: text(),
    metric: text(),
    threshold: num(),
    value: num(),
    state: text(),
    fired_at: time(),
    resolved_at: time(),
  },
  { key: 'id' },
);
export type Alert = Read<typeof Alert>;

/** One notification to one channel, with its attempts. */
export const AlertDelivery = object(
  {
    id: text({ required: true }),
    channel_id: text(),
    channel_name: text(),
    alert_id: text(),
    event: text(),
    status: text(),
    attempts: num(),
    last_result: text(),
    created_at: time(),
    next_attempt_at: time(),
    delivered_at: time(),
  },
  { key: 'id' },
);
export type AlertDelivery = Read<typeof AlertDelivery>;

/** The organization's thresholds as Prometheus alerting rules: YAML, read as text. */
export const AlertRulesText = custom<string>('text', (v) => (typeof v === 'string' ? v : ''));
